import type { social as es } from "../es/social.ts";
import type { Strings } from "../types.ts";

export const social: Strings<typeof es> = {
  title: "social",
};
