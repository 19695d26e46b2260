import { CATEGORY_PILL_ORDER, type Category, categoryToApi } from "./activities.ts";
import { MAX_PAGE } from "./constants.ts";
import { DEFAULT_FORUM_SORT, FORUM_SORTS, type ForumSort } from "./contributions.ts";

/**
 * The forum list's state as it lives in the address (Spanish words: the forum is Spanish only), so that a
 * search can be shared, bookmarked and reloaded: `?orden=popularFirst&categoria=robotics&q=kits&pagina=2`.
 * Anything not understood is dropped, never an error.
 */
export type ForumListState = { sort: ForumSort; category: Category | null; text: string; page: number };

export const FORUM_PARAMS = { sort: "orden", category: "categoria", text: "q", page: "pagina" } as const;
/** Longer searches are cut (the API reads at most 200 characters). */
export const FORUM_SEARCH_MAX = 200;

export const EMPTY_FORUM_STATE: ForumListState = { sort: DEFAULT_FORUM_SORT, category: null, text: "", page: 1 };

export function parseForumFilters(params: URLSearchParams): ForumListState {
  const sort = params.get(FORUM_PARAMS.sort);
  const category = params.get(FORUM_PARAMS.category);
  const page = Number(params.get(FORUM_PARAMS.page));
  return {
    sort: (FORUM_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ForumSort) : DEFAULT_FORUM_SORT,
    category: (CATEGORY_PILL_ORDER as readonly string[]).includes(category ?? "") ? (category as Category) : null,
    text: (params.get(FORUM_PARAMS.text) ?? "").trim().slice(0, FORUM_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** "?orden=…&pagina=2", or "" for the plain list; defaults are left out. */
export function forumSearchOf(state: ForumListState): string {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_FORUM_SORT) params.set(FORUM_PARAMS.sort, state.sort);
  if (state.category) params.set(FORUM_PARAMS.category, state.category);
  if (state.text) params.set(FORUM_PARAMS.text, state.text);
  if (state.page > 1) params.set(FORUM_PARAMS.page, String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A category as the API's enum names it ("3D" travels as threeD). */
export type ApiCategory = Exclude<Category, "3D"> | "threeD";
export const apiCategory = (category: Category) => categoryToApi(category) as ApiCategory;

/** The variables of the `forumThemes` query for a state. */
export function forumQueryVariables(state: ForumListState) {
  return {
    filter: { categories: state.category ? [apiCategory(state.category)] : [], text: state.text || null },
    sort: state.sort,
    page: state.page,
  };
}
