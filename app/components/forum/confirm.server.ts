import { data, type RouterContextProvider } from "react-router";
import { graphql } from "../../lib/graphql.ts";
import { query } from "../../lib/page.server.ts";
import { type ForumItem, ForumItemFields } from "./documents.ts";
import { ANSWER_PARAM } from "./names.ts";

/** One contribution as the viewer may see it: their own in any state (a rejected one included), published ones, pending ones for moderators. */
const ForumContribution = graphql(`query ForumContribution($id: ID!) { contribution(id: $id) { ...ForumItemFields section title } }`, [
  ForumItemFields,
]);

/**
 * The item a confirmation page (delete, reject) is about: the theme, or with ?respuesta=<id> one of its answers.
 * Null when the viewer can no longer see it (its author may have deleted it in another tab: the page says so);
 * a contribution of another section or thread is no page at all (404).
 */
export async function confirmedItem(
  context: Readonly<RouterContextProvider>,
  request: Request,
  themeId: string,
  kind: "theme" | "answer",
): Promise<{ item: ForumItem | null; title: string | null }> {
  const answerId = new URL(request.url).searchParams.get(ANSWER_PARAM);
  if (kind === "answer" && !answerId) throw data(null, { status: 404 });
  const { contribution: found } = await query(context, ForumContribution, { id: kind === "theme" ? themeId : (answerId ?? "") });
  if (!found) return { item: null, title: null };
  const belongs =
    found.section === "forum" && (kind === "theme" ? found.type === "theme" : found.type === "answer" && found.parentId === themeId);
  if (!belongs) throw data(null, { status: 404 });
  const { section: _section, title, ...item } = found;
  return { item, title };
}
