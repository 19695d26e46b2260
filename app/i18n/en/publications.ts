import type { Strings } from "../types.ts";
import type { publications as es } from "../es/publications.ts";

export const publications: Strings<typeof es> = {
  back: "Back",
};
