import type { settings } from "../../i18n/es/settings.ts";
import { pageMessages } from "../../lib/meta.ts";

type Args = { matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] };

/** The title of a settings screen from the page's catalogue (meta.* holds only screens with their own page metadata). */
export function settingsTitle(args: Args, screen: "birthdate" | "delete"): { title?: string } {
  return { title: (pageMessages(args)?.settings as typeof settings | undefined)?.[screen].title };
}
