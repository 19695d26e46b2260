import type { comments } from "../../i18n/es/comments.ts";
import type { RootData } from "../../lib/root-data.ts";

type Args = { matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] };

/** The title of a comment screen from the page's catalogue (meta.* holds only screens with their own page metadata). */
export function commentsTitle(args: Args, screen: "remove" | "reject"): { title?: string } {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return { title: (root?.messages.comments as typeof comments | undefined)?.[screen].title };
}
