import { useTranslation } from "../../i18n/index.ts";

/** The query parameter naming the answer on the answer's delete and reject pages. */
export const ANSWER_PARAM = "respuesta";

/** The name others see ("Lucía G."), "Tú" for the viewer's own. */
export function useForumAuthor(): (item: { mine: boolean; author: { name: string | null } }) => string {
  const { t } = useTranslation();
  return (item) => (item.mine ? t("forum.theme.you") : (item.author.name ?? t("forum.theme.someone")));
}

/** Section 8's conflict messages in the forum's words, from a mutation's error code. */
export function conflictMessage(code: string | undefined, moderator = false): string | null {
  if (code === "CONTRIBUTION_MODERATED") return moderator ? "forum.errors.alreadyModerated" : "forum.errors.moderated";
  if (code === "CONTRIBUTION_DELETED") return moderator ? "forum.errors.goneForModerator" : "forum.errors.deleted";
  return null;
}

/**
 * The API's messages the forum's screens show as they come (a rejection's reason refused, too many posts in a
 * row): named here so that their texts travel with these pages (app/i18n/texts-in-code.ts).
 */
export const SERVER_MESSAGES = ["moderation.errors", "comments.errors.flood"] as const;
