import type { guide as es } from "../es/guide.ts";
import type { Strings } from "../types.ts";

export const guide: Strings<typeof es> = {
  page: "Page {{page}} of {{pages}}",
  ageUnit: "years",
};
