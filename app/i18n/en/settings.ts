import type { settings as es } from "../es/settings.ts";
import type { Strings } from "../types.ts";

export const settings: Strings<typeof es> = {
  title: "settings",
};
