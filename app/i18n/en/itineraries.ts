import type { Strings } from "../types.ts";
import type { itineraries as es } from "../es/itineraries.ts";

export const itineraries: Strings<typeof es> = {
  title: "",
};
