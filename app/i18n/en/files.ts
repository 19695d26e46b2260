import type { files as es } from "../es/files.ts";
import type { Strings } from "../types.ts";

export const files: Strings<typeof es> = {
  tooLarge: "The file weighs more than 10Mb",
  formatInvalid: "The file format is not valid",
};
