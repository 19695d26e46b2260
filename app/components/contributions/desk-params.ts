import { COMMUNITY_LISTS, COMMUNITY_SECTIONS, type CommunityList, type CommunitySection } from "../../../common/contributions.ts";
import { MAX_PAGE } from "../../../common/constants.ts";

/** The moderation desk's address: ?lista=…&seccion=…&pagina=… (Spanish words, as the product's other parameters). */
export const LIST_PARAM = "lista";
export const SECTION_PARAM = "seccion";
export const PAGE_PARAM = "pagina";

export const LIST_SLUGS: Record<CommunityList, string> = {
  pending: "pendientes",
  published: "publicadas",
  publishedNoEmailSent: "sin-correo",
  rejected: "rechazadas",
  answered: "respondidas",
  commented: "comentadas",
};
export const SECTION_SLUGS: Record<CommunitySection, string> = {
  openActivities: "actividades",
  forum: "foro",
  gallery: "galeria",
  bulletin: "anuncios",
};

export type DeskState = { list: CommunityList; section: CommunitySection | null; page: number };

/** The desk's state from its address; anything unknown falls back to the queue, every section, page 1. */
export function deskState(params: URLSearchParams): DeskState {
  const list = COMMUNITY_LISTS.find((l) => LIST_SLUGS[l] === params.get(LIST_PARAM)) ?? "pending";
  const section = COMMUNITY_SECTIONS.find((s) => SECTION_SLUGS[s] === params.get(SECTION_PARAM)) ?? null;
  const raw = params.get(PAGE_PARAM);
  const page = raw && /^\d{1,6}$/.test(raw) ? Math.min(Math.max(1, Number(raw)), MAX_PAGE) : 1;
  return { list, section, page };
}

/** The address's query for a state, defaults left out ("" for the queue of every section, page 1). */
export function deskSearch(state: DeskState): string {
  const params = new URLSearchParams();
  if (state.list !== "pending") params.set(LIST_PARAM, LIST_SLUGS[state.list]);
  if (state.section) params.set(SECTION_PARAM, SECTION_SLUGS[state.section]);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
