import { data, type RouterContextProvider } from "react-router";
import { query } from "../../lib/page.server.ts";
import { ForumThemeQuery, type ForumItem } from "./documents.ts";
import { ANSWER_PARAM } from "./names.ts";

/**
 * The item a confirmation page (delete, reject) is about: the theme, or with ?respuesta=<id> one of its answers
 * the viewer can see. Null when it is gone (its author may have deleted it in another tab: the page says so).
 */
export async function confirmedItem(
  context: Readonly<RouterContextProvider>, request: Request, themeId: string, kind: "theme" | "answer",
): Promise<{ item: ForumItem | null; title: string | null }> {
  const answerId = new URL(request.url).searchParams.get(ANSWER_PARAM);
  if (kind === "answer" && !answerId) throw data(null, { status: 404 });
  const { forumTheme: theme } = await query(context, ForumThemeQuery, { id: themeId });
  if (!theme) return { item: null, title: null };
  const item = kind === "theme" ? theme : (theme.replies.find((reply) => reply.id === answerId) ?? null);
  return { item, title: theme.title };
}
