import type { FaqGroup } from "../../../common/formation.ts";

/** Longest search text kept (a question is short; anything longer is trimmed, not refused). */
export const FAQ_QUERY_MAX = 100;

/** Lower case without accents: «Evaluación» and «evaluacion» compare equal. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The answer as plain words: link labels kept, link targets and bold marks dropped. */
function plain(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replace(/\*\*/g, "");
}

/**
 * The groups and questions matching a search: every word of it must appear in the question, the answer
 * or the group's title, ignoring case and accents. An empty search keeps everything. The page runs it on
 * the server (the first render, and every GET ?q= without JavaScript) and in the browser while typing.
 */
export function searchFaqs(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = foldText(query.slice(0, FAQ_QUERY_MAX)).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const haystack = foldText(`${group.title} ${item.q} ${plain(item.a)}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

export function countFaqs(groups: readonly FaqGroup[]): number {
  return groups.reduce((sum, group) => sum + group.items.length, 0);
}
