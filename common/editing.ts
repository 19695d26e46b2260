/**
 * What every back-office editor shares (issue 18, decision 041): the publication states, the slug's shape, and which
 * translations are missing. The editors' screens warn with these as the person types; the services apply the same.
 */

/** Draft (nobody but staff sees it), published, or published from a later moment (scheduled). */
export const PUBLICATION_STATES = ["draft", "published", "scheduled"] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** The state a stored item is in at `now`: `published` false is a draft; a publication time still to come, scheduled. */
export function publicationState(item: { published: boolean; publishedAt: Date | string }, now: Date): PublicationState {
  if (!item.published) return "draft";
  return new Date(item.publishedAt).getTime() > now.getTime() ? "scheduled" : "published";
}

/** An address's last part: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** A slug proposed from a title ("¿Qué es la IA?" → "que-es-la-ia"), cut at a word within SLUG_MAX. */
export function slugify(text: string): string {
  const words = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug;
}

/** The kinds of content whose address an editor may change (former_slugs.kind): each answers its old addresses. */
export const SLUGGED_KINDS = ["news", "event", "topic", "program", "activity", "course", "itinerary", "itineraryActivity"] as const;
export type SluggedKind = (typeof SLUGGED_KINDS)[number];

/** The fields the audit log names when an editor changes them (publication: the state or its time). */
export const EDITED_FIELDS = [
  "slug",
  "titleEs",
  "titleEn",
  "summaryEs",
  "summaryEn",
  "bodyEs",
  "bodyEn",
  "image",
  "publication",
  "referenceSince",
  "latitude",
  "longitude",
  "type",
  "startsAt",
  "endsAt",
  "placeEs",
  "placeEn",
  "url",
  "category",
  "position",
  "program",
  "age",
  "nameEs",
  "nameEn",
  "descriptionEs",
  "descriptionEn",
  "materialsEs",
  "materialsEn",
  "stepsEs",
  "stepsEn",
  "tipsEs",
  "tipsEn",
  "audience",
  "ageSegments",
  "difficulty",
  "minutes",
  "competences",
  "withKit",
  "withMaterials",
  "withPc",
  "withTablet",
  "access",
  "hours",
  "units",
  "blocks",
  "online",
  "devices",
  "origin",
  "current",
  "firstYear",
  "activities",
  "projectLogo",
  "withOptions",
  "withPcOptions",
  "contentEs",
  "contentEn",
  "accessCode",
  "introEs",
  "introEn",
  "page",
  "fileName",
  "downloadIds",
  "materialEs",
  "materialEn",
  "sessions",
  "question",
  "answer",
  "group",
  "title",
  "headingEs",
  "headingEn",
] as const;
export type EditedField = (typeof EDITED_FIELDS)[number];
