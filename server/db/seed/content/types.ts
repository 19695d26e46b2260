import type { AgeSegment } from "../../../../common/ages.ts";
import type { Audience, Category, CompetenceArea, Difficulty } from "../../../../common/activities.ts";
import type { EventType } from "../../../../common/publications.ts";

/** The texts of an activity in one language. */
export type ActivityTexts = {
  title: string;
  /** One sentence. */
  summary: string;
  /** Two short paragraphs separated by a blank line. */
  description: string;
  materials: string[];
  /** Four to seven concrete steps. */
  steps: string[];
  /** Advice for the adult who guides it. */
  tips: string;
};

/**
 * One activity of the catalogue as authored: the flags default to false and access to open, so each
 * record states only what it has. The cover is always /images/activities/<slug>.svg.
 */
export type ActivitySeed = {
  slug: string;
  category: Category;
  audience: Audience;
  /** One or two adjacent segments, youngest first. */
  ages: AgeSegment[];
  difficulty: Difficulty;
  minutes: number;
  competences: CompetenceArea[];
  kit?: boolean;
  materials?: boolean;
  pc?: boolean;
  tablet?: boolean;
  premium?: boolean;
  es: ActivityTexts;
  en: ActivityTexts;
};

type Bilingual = { es: string; en: string };

export type NewsSeed = {
  slug: string;
  /** How long before the seeding moment it was published. */
  daysAgo: number;
  published?: boolean;
  title: Bilingual;
  summary: Bilingual;
  /** Paragraphs separated by blank lines. */
  body: Bilingual;
};

/** When an event happens, relative to the seeding moment, in Madrid's calendar. */
export type EventWhen =
  | { kind: "today"; startHour: number; endHour: number }
  /** A day of the current ISO week inside the current month other than today (today when there is none). */
  | { kind: "thisWeek"; nth: number; startHour: number; endHour: number }
  /** `days` from today; `align` moves it forward to the next working day (or Monday) off national holidays. */
  | { kind: "days"; days: number; startHour: number; endHour: number; lastingDays?: number; align?: "weekday" | "monday" };

export type EventSeed = {
  slug: string;
  type: EventType;
  when: EventWhen;
  published?: boolean;
  url?: string;
  place: Bilingual;
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual;
};

export type TopicSeed = {
  slug: string;
  category: Category;
  title: Bilingual;
  summary: Bilingual;
  /** Paragraphs separated by blank lines; "## " starts a section heading. */
  body: Bilingual;
};
