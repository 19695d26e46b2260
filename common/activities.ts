/**
 * Enumerations of the activities (specification section 3): audiences, difficulties, categories, competences,
 * devices, access, time ranges, materials, sorts, page sizes and ratings. Defined once here; the database enums,
 * the GraphQL enums, the filters and the UI labels use them.
 */
import type { AgeSegment } from "./ages.ts";

/** The activity filter omits 4-5. */
export const AGE_FILTER_SEGMENTS = ["sixToEight", "nineToTwelve", "twelvePlus"] as const satisfies readonly AgeSegment[];

/** Audiences: the "age tabs" of the activities list, with their Spanish and English path words. */
export const AUDIENCES = ["children", "family", "teachers"] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_ROUTES = {
  children: "activities-children",
  family: "activities-families",
  teachers: "activities-teachers",
} as const satisfies Record<Audience, string>;
export const AUDIENCE_WORDS: Record<Audience, { es: string; en: string }> = {
  children: { es: "ninos", en: "children" },
  family: { es: "familias", en: "families" },
  teachers: { es: "educadores", en: "teachers" },
};
export function audienceOfWord(word: string | undefined): Audience | null {
  if (!word) return null;
  for (const audience of AUDIENCES) {
    const words = AUDIENCE_WORDS[audience];
    if (words.es === word || words.en === word) return audience;
  }
  return null;
}

export const DIFFICULTIES = ["low", "intermediate", "high"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Activity categories (topic pills) with their colours; the highlighted subset is shown first. */
export const CATEGORIES = [
  "game",
  "invention",
  "animation",
  "videoGame",
  "3D",
  "robotics",
  "ar",
  "iot",
  "ia",
  "security",
  "wellbeing",
] as const;
export type Category = (typeof CATEGORIES)[number];
export const HIGHLIGHTED_CATEGORIES = ["game", "ia", "ar", "iot", "robotics", "security"] as const satisfies readonly Category[];
/** Pill background colours (dark text on them keeps a contrast above 4.5:1). */
export const CATEGORY_COLOURS: Record<Category, string> = {
  game: "#ffd166",
  invention: "#f4a261",
  animation: "#f9a8d4",
  videoGame: "#c4b5fd",
  "3D": "#93c5fd",
  robotics: "#86efac",
  ar: "#67e8f9",
  iot: "#fdba74",
  ia: "#a5b4fc",
  security: "#fca5a5",
  wellbeing: "#bef264",
};
/** Categories in pill order: the highlighted subset first, then the rest. */
export const CATEGORY_PILL_ORDER: readonly Category[] = [
  ...HIGHLIGHTED_CATEGORIES,
  ...CATEGORIES.filter((c) => !(HIGHLIGHTED_CATEGORIES as readonly Category[]).includes(c)),
];
/** GraphQL enum values must be names: "3D" travels as "threeD". */
export function categoryToApi(category: Category): string {
  return category === "3D" ? "threeD" : category;
}
export function categoryFromApi(value: string): Category | null {
  const category = value === "threeD" ? "3D" : value;
  return (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : null;
}

/** Competence areas (the five areas the evaluation also uses). */
export const COMPETENCE_AREAS = ["communication", "contentCreation", "information", "problemSolving", "security"] as const;
export type CompetenceArea = (typeof COMPETENCE_AREAS)[number];

export const DEVICES = ["pc", "tablet"] as const;
export type Device = (typeof DEVICES)[number];

/** Open activities are for everyone; premium ones show a visitor the prompt to join instead of their content. */
export const ACTIVITY_ACCESS = ["open", "premium"] as const;
export type ActivityAccess = (typeof ACTIVITY_ACCESS)[number];

/** Time filter ranges, in minutes (upper bound inclusive; null means no bound). */
export const TIME_RANGES = {
  short: { min: 0, max: 30 },
  medium: { min: 31, max: 60 },
  long: { min: 61, max: null },
} as const;
export type TimeRange = keyof typeof TIME_RANGES;
export const TIME_RANGE_NAMES = Object.keys(TIME_RANGES) as TimeRange[];

/** Material filters: each material option is "with" or "without". */
export const MATERIAL_OPTIONS = ["kit", "materials"] as const;
export type MaterialOption = (typeof MATERIAL_OPTIONS)[number];
export const WITH_WITHOUT = ["with", "without"] as const;
export type WithWithout = (typeof WITH_WITHOUT)[number];

/** Activity sorts: alphabetical, age, difficulty and time, each both ways (ML = more to less). */
export const ACTIVITY_SORTS = ["alfAZ", "alfZA", "ageML", "ageLM", "difML", "difLM", "timeML", "timeLM"] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];
export const DEFAULT_ACTIVITY_SORT: ActivitySort = "alfAZ";
export const ACTIVITY_PAGE_SIZE = 12;
export const ACTIVITY_PAGE_SIZE_MAX = 48;

/** Ratings: 1 to 5 stars with these labels (i18n keys activities.rating.labels.*). */
export const RATING_LABELS = ["bad", "regular", "good", "veryGood", "excellent"] as const;
