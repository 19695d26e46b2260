import { eq } from "drizzle-orm";
import { z } from "zod";
import { isOneLine, ONE_LINE_ERROR } from "../../../common/control-characters.ts";
import { CATEGORIES, type Category } from "../../../common/activities.ts";
import { DEFAULT_FORUM_SORT, type ForumSort, TITLE_MAX_LENGTH } from "../../../common/contributions.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { contributions } from "../../db/schema/index.ts";
import { requireUser } from "../../policies/guards.ts";
import { DomainError } from "../errors.ts";
import { type ContributionView, post, type Viewer } from "./contributions.ts";
import { parseRichText } from "./rich-text.ts";
import { type ThreadPage, threadPage, threadWithReplies } from "./threads.ts";

/**
 * The forum (section 5: "Forum theme: title and content required; at least one category. Comment/answer:
 * content must not be empty"): its own rules on top of the contribution model (contributions.ts), which
 * keeps the states, moderation, deletion and flood limits common to every section.
 */

export type ForumFilter = { categories?: readonly string[] | null; text?: string | null };

/** A page of published themes, filtered and sorted (two statements whatever the page: threads.ts). */
export function forumThemes(
  db: Db,
  viewer: Viewer,
  lang: Language,
  options: { filter?: ForumFilter | null; sort?: ForumSort | null; page?: number | null },
): Promise<ThreadPage> {
  const categories = (options.filter?.categories ?? []).filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c));
  return threadPage(db, viewer, lang, {
    section: "forum",
    sort: options.sort ?? DEFAULT_FORUM_SORT,
    categories,
    text: options.filter?.text ?? null,
    page: options.page ?? 1,
  });
}

/** A theme with its answers as the viewer may see them; null when there is none for them (unknown, pending someone else's, rejected). */
export function forumTheme(db: Db, viewer: Viewer, lang: Language, id: string): Promise<ContributionView | null> {
  return threadWithReplies(db, viewer, lang, "forum", id);
}

/** A theme's title: trimmed, 1 to TITLE_MAX_LENGTH characters, one line. Returns the field's message key on failure. */
function titleError(title: string): string | null {
  if (!title) return "forum.errors.titleRequired";
  if (title.length > TITLE_MAX_LENGTH) return "forum.errors.titleTooLong";
  if (!isOneLine(title)) return ONE_LINE_ERROR;
  return null;
}

/** The categories a theme is filed under: known ones, each once, in the catalogue's order; at least one. */
function parseCategories(input: unknown): Category[] {
  const given = Array.isArray(input) ? input.filter((c): c is string => typeof c === "string") : [];
  return CATEGORIES.filter((c) => given.includes(c));
}

export type NewTheme = { title: unknown; content: unknown; categories: unknown; idempotencyKey?: unknown };

/**
 * A licensed teacher opens a theme, pending until a moderator publishes it. Every field is judged before
 * answering, so the form shows all its messages at once (VALIDATION with a key per field).
 */
export async function postTheme(db: Db, viewer: Viewer, lang: Language, input: NewTheme): Promise<ContributionView> {
  requireUser(viewer);
  const fields: Record<string, string> = {};
  const title = typeof input.title === "string" ? input.title.trim() : "";
  const titleProblem = titleError(title);
  if (titleProblem) fields.title = titleProblem;
  try {
    parseRichText(input.content, "content");
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    Object.assign(fields, error.fields);
  }
  const categories = parseCategories(input.categories);
  if (categories.length === 0) fields.categories = "forum.errors.categoriesRequired";
  if (Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  // post() sanitises the content again (rich: true) and stores the sanitised HTML.
  const { content, idempotencyKey } = input;
  return post(db, viewer, lang, { section: "forum", type: "theme", title, content, rich: true, categories, idempotencyKey });
}

/** An answer to a published theme: plain text, not empty (post() refuses a theme that is not published as NOT_FOUND). */
export async function postAnswer(
  db: Db,
  viewer: Viewer,
  lang: Language,
  input: { themeId: string; content: unknown; idempotencyKey?: unknown },
): Promise<ContributionView> {
  requireUser(viewer);
  const content = typeof input.content === "string" ? input.content.trim() : "";
  if (!content) throw new DomainError("VALIDATION", { fields: { content: "forum.errors.answerEmpty" } });
  // Answers answer themes, not other answers (post() checks the rest: same section, published, locked meanwhile).
  const themeId = z.uuid().safeParse(input.themeId).success ? input.themeId : null;
  const [theme] = themeId
    ? await db.select({ type: contributions.type }).from(contributions).where(eq(contributions.id, themeId)).limit(1)
    : [];
  if (theme?.type !== "theme") throw new DomainError("NOT_FOUND", { status: 404 });
  try {
    const { themeId: parentId, idempotencyKey } = input;
    return await post(db, viewer, lang, { section: "forum", type: "answer", content, parentId, idempotencyKey });
  } catch (error) {
    // The model's own text check (too long) names the comments' message: the forum's says "answer".
    if (error instanceof DomainError && error.code === "COMMENT_TOO_LONG") {
      throw new DomainError("VALIDATION", { fields: { content: "forum.errors.answerTooLong" } });
    }
    throw error;
  }
}
