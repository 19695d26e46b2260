import type { Strings } from "../types.ts";
import type { teaching as es } from "../es/teaching.ts";

export const teaching: Strings<typeof es> = {
  title: "",
};
