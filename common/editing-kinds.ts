import { CHALLENGE_KINDS, EUROPE_AUDIENCES } from "./challenges.ts";
import { EVENT_TYPES } from "./publications.ts";
import { ACTIVITY_ACCESS, AUDIENCES, CATEGORIES, COMPETENCE_AREAS, DEVICES, DIFFICULTIES } from "./activities.ts";
import { AGE_SEGMENTS } from "./ages.ts";
import { DOWNLOAD_PAGES } from "./formation.ts";
import { CONTENT_ORIGINS } from "./in-class.ts";

/**
 * The back office's content kinds, each declared once (issue 32, item 4; decision 053): its fields in their order, which
 * of them are written in both languages (Spanish required, English left empty shown in Spanish), their limits, its
 * address (slug), its cover image and its publication. Both halves read a kind from here: the server builds its input
 * rules, its stored values, its audit snapshot and its GraphQL types (server/services/editing/kind.ts,
 * server/graphql/schema/editing/kind.ts); the app can build its forms, warnings and limits from the same declaration.
 */

/** A translated field stands for two: `<name>Es` (the product's language) and `<name>En`. */
export type FieldShape =
  /** The address's last part (common/editing.ts SLUG_PATTERN); `optional`: may be empty (no public page). */
  | { type: "slug"; optional?: boolean }
  /** One line (a title, a name, a place): no line break nor invisible control. */
  | { type: "line"; max: number; translated?: boolean; optional?: boolean; docEn?: string }
  /** A text of paragraphs. */
  | { type: "text"; max: number; translated?: boolean; optional?: boolean; docEn?: string }
  /**
   * One of `values` (`nullable`: or none); `many`: some of them, at least one (`error`: the message when none is
   * chosen), kept in `values`' order.
   */
  | { type: "choice"; values: readonly [string, ...string[]]; nullable?: boolean; many?: boolean; error?: string }
  /** A list of one-line entries (one a line of the form), at most `max` of them of `entryMax` characters; blank ones dropped. */
  | { type: "list"; max: number; entryMax: number; translated?: boolean; required?: boolean; error: string }
  /** Another item's id (an itinerary's programme): a positive whole number written as text, stored as a number. */
  | { type: "ref"; error: string }
  /** A whole number from `min` to `max`; `error` is the message key of one out of range; `optional`: or none (null). */
  | { type: "int"; min: number; max: number; error: string; optional?: boolean }
  | { type: "flag" }
  /** A web address a visitor follows from our page: https only, empty for none (stored null). */
  | { type: "url"; max: number; error: string }
  /** An instant: ISO 8601 with its offset. */
  | { type: "instant" }
  /** The cover image (stored as WebP): `required` for a new item. Its stored column may have another name (`column`). */
  | { type: "cover"; required: boolean; nullable?: boolean; column?: string }
  /**
   * The publication: `states` is draft / published / scheduled (input `state` and `scheduledAt`, stored `published`
   * and `publishedAt`); `flag` is one boolean of the field's name (the audit log names it `published`).
   */
  | { type: "publication"; mode: "states" }
  | { type: "publication"; mode: "flag" }
  /** One of the values the server offers at the time (a school year up to its clock's): the domain's `check` says which. */
  | { type: "offered"; nullable?: boolean }
  /** A decimal number from `min` to `max` (a coordinate); `error` is the message of one out of range; `optional`: or none. */
  | { type: "decimal"; min: number; max: number; error: string; optional?: boolean }
  /** A day, YYYY-MM-DD (Madrid's); `optional`: empty or none for none (stored null). */
  | { type: "date"; optional?: boolean };

/** Descriptions the API gives of the field: of the stored value (`doc`) and of the input (`docInput`). */
export type FieldSpec = FieldShape & { doc?: string; docInput?: string };

export type ContentKind = { name: string; fields: Record<string, FieldSpec> };

const translated = <T extends "line" | "text">(
  type: T,
  max: number,
  more: { optional?: boolean; doc?: string; docEn?: string; docInput?: string } = {},
) => ({ type, max, translated: true, ...more }) as const;

/** A body's description, as the API states it. */
export const BODY_DOC = 'Paragraphs separated by blank lines; a line starting with "## " is a heading.';
/** The highest order number an editor may give (the column is a 32-bit integer). */
export const POSITION_MAX = 1_000_000;

/** The names a translated field stands for. */
export function columnsOf(name: string, spec: FieldSpec): string[] {
  if ((spec.type === "line" || spec.type === "text") && spec.translated) return [`${name}Es`, `${name}En`];
  if (spec.type === "cover") return [spec.column ?? name];
  if (spec.type === "publication" && spec.mode === "states") return ["published", "publishedAt"];
  return [name];
}

/** News (publications): event managers write them. */
export const NEWS_KIND = {
  name: "news",
  fields: {
    slug: { type: "slug" },
    title: translated("line", 200, { docEn: "Empty: English readers see the Spanish title." }),
    summary: translated("text", 500),
    body: translated("text", 20_000, { doc: BODY_DOC }),
    image: { type: "cover", required: true },
    state: { type: "publication", mode: "states" },
  },
} as const satisfies ContentKind;

/** Events (publications): a news item's texts with their type, place, times and sign-up address. */
export const EVENT_KIND = {
  name: "event",
  fields: {
    slug: { type: "slug" },
    type: { type: "choice", values: EVENT_TYPES },
    title: translated("line", 200, { docEn: "Empty: English readers see the Spanish title." }),
    summary: translated("text", 500),
    body: translated("text", 20_000, { doc: BODY_DOC }),
    place: translated("line", 200),
    startsAt: { type: "instant" },
    endsAt: { type: "instant", docInput: "ISO 8601 with its offset; not before `startsAt`." },
    url: {
      type: "url",
      max: 2000,
      error: "editing.event.errors.url",
      doc: "Sign-up or streaming address (https).",
      docInput: "A sign-up or streaming address starting with https://; empty or absent for none.",
    },
    image: { type: "cover", required: true },
    state: { type: "publication", mode: "states" },
  },
} as const satisfies ContentKind;

/** The in-depth topics ("Profundiza"): no publication time, so a flag; ordered by `position`. */
export const TOPIC_KIND = {
  name: "topic",
  fields: {
    slug: { type: "slug" },
    category: {
      type: "choice",
      values: CATEGORIES,
      nullable: true,
      error: "editing.errors.category",
      doc: "Activity category (as in common/activities.ts CATEGORIES), or none.",
      docInput: "An activity category (as in common/activities.ts CATEGORIES); null or absent for none.",
    },
    title: translated("line", 200, { docEn: "Empty: English readers see the Spanish title." }),
    summary: translated("text", 500),
    body: translated("text", 40_000, { doc: BODY_DOC }),
    image: { type: "cover", required: true },
    position: {
      type: "int",
      min: 0,
      max: POSITION_MAX,
      error: "editing.errors.position",
      docInput: "Order among the topics, lowest first; a whole number from 0.",
    },
    published: { type: "publication", mode: "flag", doc: "false: a draft, seen only by staff." },
  },
} as const satisfies ContentKind;

/**
 * A programme's public page: the programme itself comes with the licences (never created here); its address, summary
 * and text are required only for a public page.
 */
export const PROGRAM_KIND = {
  name: "program",
  fields: {
    slug: {
      type: "slug",
      optional: true,
      doc: "Its page's address; none: no public page.",
      docInput: "Lower-case words joined by hyphens (required for a public page); a change keeps the old address as a redirect.",
    },
    name: translated("line", 200, { docEn: "Empty: English readers see the Spanish name." }),
    summary: translated("text", 500, { optional: true, docInput: "Required for a public page." }),
    body: translated("text", 40_000, { optional: true, doc: BODY_DOC, docInput: "Required for a public page." }),
    image: { type: "cover", required: false, nullable: true },
    position: {
      type: "int",
      min: 0,
      max: POSITION_MAX,
      error: "editing.errors.position",
      docInput: "Order among the programmes, lowest first; a whole number from 0.",
    },
    public: { type: "publication", mode: "flag", doc: "false: the page is a draft, seen only by staff." },
  },
} as const satisfies ContentKind;

/** How many entries an activity's list of materials or steps may have, and how long each may be. */
export const ACTIVITY_LIST_MAX = 40;
export const ACTIVITY_ENTRY_MAX = 1000;
const activityList = (more: { required?: boolean; doc?: string; docInput?: string } = {}) =>
  ({
    type: "list",
    max: ACTIVITY_LIST_MAX,
    entryMax: ACTIVITY_ENTRY_MAX,
    translated: true,
    error: "editing.activity.errors.tooMany",
    ...more,
  }) as const;
const flag = { type: "flag" } as const;

/** The public catalogue's activities: texts, materials, steps and tips in both languages, and their attributes. */
export const ACTIVITY_KIND = {
  name: "activity",
  fields: {
    slug: { type: "slug" },
    title: translated("line", 200, { docEn: "Empty: English readers see the Spanish title (and so for every text and list)." }),
    summary: translated("text", 500),
    description: translated("text", 20_000, { doc: "Paragraphs separated by blank lines." }),
    materials: activityList({ docInput: `Blank entries dropped; at most ${ACTIVITY_LIST_MAX}.` }),
    steps: activityList({ required: true, doc: "In order; also the body of the downloadable guide.", docInput: "At least one." }),
    tips: translated("text", 5_000, { optional: true }),
    audience: { type: "choice", values: AUDIENCES },
    ageSegments: {
      type: "choice",
      values: AGE_SEGMENTS,
      many: true,
      error: "editing.activity.errors.chooseOne",
      docInput: "At least one.",
    },
    difficulty: { type: "choice", values: DIFFICULTIES },
    minutes: { type: "int", min: 1, max: 600, error: "editing.activity.errors.minutes", docInput: "1 to 600." },
    category: { type: "choice", values: CATEGORIES },
    competences: {
      type: "choice",
      values: COMPETENCE_AREAS,
      many: true,
      error: "editing.activity.errors.chooseOne",
      docInput: "At least one.",
    },
    withKit: flag,
    withMaterials: flag,
    withPc: flag,
    withTablet: flag,
    access: { type: "choice", values: ACTIVITY_ACCESS },
    image: { type: "cover", required: true, column: "cover" },
    state: { type: "publication", mode: "states" },
  },
} as const satisfies ContentKind;

/** A file of a downloads page (formation): its texts, page and place; the file itself is added once and never replaced. */
export const DOWNLOAD_KIND = {
  name: "download",
  fields: {
    page: { type: "choice", values: DOWNLOAD_PAGES },
    title: translated("line", 200, { docEn: "Empty: English readers see the Spanish title." }),
    description: translated("text", 1_000),
    position: {
      type: "int",
      min: 0,
      max: 9_999,
      error: "editing.downloads.errors.position",
      doc: "Its place on its page, smallest first.",
    },
  },
} as const satisfies ContentKind;

/** A formation: its texts, and whether teachers may open it (its code, material, sessions and files are its own). */
export const FORMATION_KIND = {
  name: "formation",
  fields: {
    published: { type: "publication", mode: "flag", doc: 'false: "not available" to teachers; staff preview it.' },
    title: translated("line", 200, { docEn: "Empty: English readers see the Spanish title." }),
    intro: translated("text", 5_000),
  },
} as const satisfies ContentKind;

/** A course (its units and their blocks are children under it, server/services/courses/course-editor.ts). */
export const COURSE_KIND = {
  name: "course",
  fields: {
    slug: { type: "slug" },
    title: translated("line", 200, { docEn: "Empty: English readers see the Spanish title." }),
    summary: translated("text", 1000),
    image: { type: "cover", required: true },
    hours: {
      type: "int",
      min: 1,
      max: 200,
      error: "editing.course.errors.hours",
      docInput: "The training hours its certificate states (1 to 200).",
    },
    published: { type: "publication", mode: "flag", docInput: "false: a draft, seen by staff and event managers only." },
  },
} as const satisfies ContentKind;

/** A course's unit, a child of its course (its blocks, children under it, are checked by common/course-blocks.ts). */
export const COURSE_UNIT_KIND = {
  name: "courseUnit",
  fields: {
    title: translated("line", 200),
    minutes: { type: "int", min: 1, max: 600, error: "editing.course.errors.minutes", docInput: "How long it takes (1 to 600)." },
  },
} as const satisfies ContentKind;

/** An in-class itinerary (its activities are children under it, server/services/in-class/itineraries-editor.ts). */
export const ITINERARY_KIND = {
  name: "itinerary",
  fields: {
    slug: { type: "slug" },
    programId: { type: "ref", error: "editing.itineraries.errors.program" },
    age: { type: "choice", values: AGE_SEGMENTS, error: "editing.itineraries.errors.age" },
    name: translated("line", 200, { docEn: "Empty: English readers see the Spanish name." }),
    description: translated("text", 2_000),
    image: { type: "cover", required: true },
    online: flag,
    /** None or some (server/services/in-class/itineraries-editor.ts states its rule). */
    devices: { type: "choice", values: DEVICES, many: true },
    origin: { type: "choice", values: CONTENT_ORIGINS },
    current: { type: "flag", docInput: "This school year's itinerary." },
    firstYear: { type: "flag", docInput: "Meant for a centre's first year in the programme." },
    position: {
      type: "int",
      min: 0,
      max: 10_000,
      error: "editing.itineraries.errors.position",
      doc: "Order among the itineraries of its age.",
      docInput: "Order among the itineraries of its age (0 first).",
    },
  },
} as const satisfies ContentKind;

/** A centre as the reference centres' editor changes it: its accreditation year and its place on the map (within Spain). */
export const CENTRE_KIND = {
  name: "centre",
  fields: {
    referenceSince: {
      type: "offered",
      nullable: true,
      doc: 'The school year it is accredited from ("2024-25"); null: not a reference centre.',
      docInput: "One of `referenceYears`, or null: no longer a reference centre.",
    },
    latitude: {
      type: "decimal",
      min: 27,
      max: 44.5,
      error: "centres.editor.errors.outside",
      optional: true,
      docInput: "WGS 84, within Spain; with the longitude or neither.",
    },
    longitude: { type: "decimal", min: -18.5, max: 4.5, error: "centres.editor.errors.outside", optional: true },
  },
} as const satisfies ContentKind;

/** A limit of a super-challenge's edition: a positive whole number, required by the edition's kind. */
const limit = (doc: string) =>
  ({ type: "int", min: 1, max: 1_000_000, error: "editing.challenge.errors.positive", optional: true, doc }) as const;

/** A super-challenge's edition (decision 042): its kind and label (given only when created), its dates and limits. */
export const CHALLENGE_EDITION_KIND = {
  name: "challengeEdition",
  fields: {
    kind: { type: "choice", values: CHALLENGE_KINDS, nullable: true, docInput: "Only when creating." },
    edition: {
      type: "line",
      max: 7,
      optional: true,
      doc: 'Its label ("2024", "2025-26"); never changes: the entries name it.',
      docInput: 'Only when creating: "2026" or "2026-27".',
    },
    opensAt: { type: "instant" },
    preRegistrationDeadline: {
      type: "date",
      optional: true,
      doc: "Europe: pre-registration's last day, YYYY-MM-DD (Madrid); null: none.",
      docInput: "Europe, YYYY-MM-DD; empty or null: no pre-registration.",
    },
    deadline: { type: "date", doc: "The last day, YYYY-MM-DD (Madrid).", docInput: "YYYY-MM-DD" },
    winners: limit("Teachers: winning projects."),
    places: limit("Teachers: places per winning project."),
    videoMaxSeconds: limit("Europe."),
    prizeEuros: limit("Europe."),
    finalists: limit("Europe."),
    audience: { type: "choice", values: EUROPE_AUDIENCES, nullable: true, doc: "Europe: primaryAndSecondary or primary." },
  },
} as const satisfies ContentKind;

/** An itinerary activity's material text: shown only when the activity offers it (its flag), which then needs it in Spanish. */
const materialText = (max = 2_000) => translated("text", max, { optional: true });

/**
 * An activity of an itinerary (a child of ITINERARY_KIND, server/services/in-class/itineraries-editor.ts): its
 * page's texts are stored as one JSON per language; objectives, steps and materials are written one entry a line.
 */
export const ITINERARY_ACTIVITY_KIND = {
  name: "itineraryActivity",
  fields: {
    slug: {
      type: "slug",
      doc: "Unique within its itinerary.",
      docInput: "Unique within the itinerary; a change keeps the old address as a redirect.",
    },
    name: translated("line", 200),
    minutes: { type: "int", min: 1, max: 600, error: "editing.itineraries.errors.minutes" },
    image: { type: "cover", required: true },
    /** A second image, optional (server/services/in-class/itineraries-editor.ts stores it). */
    projectLogo: { type: "cover", required: false, nullable: true },
    withKit: flag,
    withMaterials: flag,
    withOptions: flag,
    withPc: flag,
    withPcOptions: flag,
    withTablet: flag,
    summary: translated("text", 2_000),
    objectives: translated("text", 4_000),
    steps: translated("text", 10_000),
    kit: materialText(),
    materials: materialText(4_000),
    options: materialText(),
    pc: materialText(),
    pcOptions: materialText(),
    tablet: materialText(),
  },
} as const satisfies ContentKind;
