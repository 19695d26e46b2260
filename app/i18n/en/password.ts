import type { password as es } from "../es/password.ts";
import type { Strings } from "../types.ts";

export const password: Strings<typeof es> = {
  title: "password",
};
