import type { settings } from "../../i18n/es/settings.ts";
import type { RootData } from "../../lib/root-data.ts";

type Args = { matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] };

/** The title of a settings screen from the page's catalogue (meta.* holds only screens with their own page metadata). */
export function settingsTitle(args: Args, screen: "birthdate" | "delete"): { title?: string } {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return { title: (root?.messages.settings as typeof settings | undefined)?.[screen].title };
}
