import type { Strings } from "../types.ts";
import type { licences as es } from "../es/licences.ts";

export const licences: Strings<typeof es> = {
  title: "",
};
