import type { comments } from "../../i18n/es/comments.ts";
import { pageMessages } from "../../lib/meta.ts";

type Args = { matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] };

/** The title of a comment screen from the page's catalogue (meta.* holds only screens with their own page metadata). */
export function commentsTitle(args: Args, screen: "remove" | "reject"): { title?: string } {
  return { title: (pageMessages(args)?.comments as typeof comments | undefined)?.[screen].title };
}
