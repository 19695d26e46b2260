import { and, arrayOverlaps, asc, between, desc, eq, gte, inArray, lte, or, Param, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  ACTIVITY_ACCESS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE_MAX,
  ACTIVITY_SORTS,
  type ActivitySort,
  AGE_FILTER_SEGMENTS,
  AUDIENCES,
  CATEGORIES,
  COMPETENCE_AREAS,
  DEFAULT_ACTIVITY_SORT,
  DEVICES,
  DIFFICULTIES,
  TIME_RANGE_NAMES,
  TIME_RANGES,
  type TimeRange,
  WITH_WITHOUT,
} from "../../../common/activities.ts";
import { MAX_PAGE } from "../../../common/constants.ts";
import type { Language } from "../../../common/languages.ts";
import { activities } from "../../db/schema/index.ts";
import { TITLE_COLLATION } from "../../db/schema/activities.ts";
import { DomainError } from "../errors.ts";

/**
 * The filters and sorts of the activities list, as SQL on the `activities` table. Every filter is
 * "any of" its values; an empty list is no filter. Kept apart from the queries so that both the list
 * and its fallback count use the same conditions.
 */

const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length * 2)
    .nullish();
const ActivityFilterInput = z.object({
  audience: z.enum(AUDIENCES).nullish(),
  categories: list(CATEGORIES),
  /** 4-5 is not a filter option (section 3). */
  ages: list(AGE_FILTER_SEGMENTS),
  difficulties: list(DIFFICULTIES),
  times: list(TIME_RANGE_NAMES as readonly TimeRange[] as readonly [TimeRange, ...TimeRange[]]),
  kit: z.enum(WITH_WITHOUT).nullish(),
  materials: z.enum(WITH_WITHOUT).nullish(),
  devices: list(DEVICES),
  competences: list(COMPETENCE_AREAS),
  access: z.enum(ACTIVITY_ACCESS).nullish(),
});
export type ActivityFilter = z.infer<typeof ActivityFilterInput>;

export const ActivityListInput = z.object({
  filter: ActivityFilterInput.nullish(),
  sort: z
    .enum(ACTIVITY_SORTS)
    .nullish()
    .transform((sort) => sort ?? DEFAULT_ACTIVITY_SORT),
  page: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE)
    .nullish()
    .transform((page) => page ?? 1),
  pageSize: z
    .number()
    .int()
    .min(1)
    .max(ACTIVITY_PAGE_SIZE_MAX)
    .nullish()
    .transform((size) => size ?? ACTIVITY_PAGE_SIZE),
});
export type ActivityListQuery = z.output<typeof ActivityListInput>;

/** Bad list input is a VALIDATION failure naming each wrong field (page, pageSize, filter.ages.0 …). */
export function parseListInput(input: unknown): ActivityListQuery {
  const parsed = ActivityListInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "form"] ??= "errors.validation";
  throw new DomainError("VALIDATION", { fields });
}

const some = <T>(values: readonly T[] | null | undefined): values is readonly T[] => !!values && values.length > 0;

/**
 * A filter as SQL whose values are placeholders, so that every filter of the same `shape` (which filters,
 * how many values each) is one prepared statement, built once (activity-statements.ts), and `values`
 * fill it. Times and devices are part of the shape: each is a different condition, not a value.
 */
export type FilterCondition = { where: SQL; values: Record<string, unknown>; shape: string };

/**
 * What visitors see of the catalogue: published activities whose publication time has come by the product's clock
 * (`now`: ctx.now(), or a placeholder in a prepared statement); a scheduled one stays hidden until then.
 */
export function visibleActivity(now: Date | Placeholder): SQL {
  return and(eq(activities.published, true), lte(activities.publishedAt, now)) as SQL;
}

/** The WHERE clause: activities visible at `now` (a placeholder, its value in `values`) matching every given filter. */
export function filterCondition(filter: ActivityFilter | null | undefined, now: Date): FilterCondition {
  const a = activities;
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const bind = (name: string, value: unknown) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  /** One placeholder per value: `in (…)` on both drivers, the count in the shape. */
  const each = (name: string, list: readonly unknown[]) => {
    shape.push(`${name}${list.length}`);
    return list.map((value, i) => bind(`${name}${i}`, value));
  };
  const one = (name: string, value: unknown) => {
    shape.push(name);
    return bind(name, value);
  };
  // A placeholder gets no column encoder by itself; the enum arrays need theirs (JS array → PG literal).
  const encoded = (name: string, value: unknown[], column: AnyPgColumn) => new Param(one(name, value), column);
  const conditions: (SQL | undefined)[] = [visibleActivity(bind("now", now))];
  if (filter?.audience) conditions.push(eq(a.audience, one("audience", filter.audience)));
  if (some(filter?.categories)) conditions.push(inArray(a.category, each("category", filter.categories)));
  // Array overlap (&&) on the enum arrays: the GIN indexes answer it.
  if (some(filter?.ages)) conditions.push(arrayOverlaps(a.ageSegments, encoded("ages", [...filter.ages], a.ageSegments)));
  if (some(filter?.competences))
    conditions.push(arrayOverlaps(a.competences, encoded("competences", [...filter.competences], a.competences)));
  if (some(filter?.difficulties)) conditions.push(inArray(a.difficulty, each("difficulty", filter.difficulties)));
  if (some(filter?.times)) {
    const names = [...new Set(filter.times)].sort();
    shape.push(`times:${names.join(",")}`);
    conditions.push(
      or(
        ...names.map((name) => {
          const range = TIME_RANGES[name];
          return range.max === null ? gte(a.minutes, range.min) : between(a.minutes, range.min, range.max);
        }),
      ),
    );
  }
  if (filter?.kit) conditions.push(eq(a.withKit, one("kit", filter.kit === "with")));
  if (filter?.materials) conditions.push(eq(a.withMaterials, one("materials", filter.materials === "with")));
  if (some(filter?.devices)) {
    const devices = [...new Set(filter.devices)].sort();
    shape.push(`devices:${devices.join(",")}`);
    conditions.push(or(...devices.map((device) => eq(device === "pc" ? a.withPc : a.withTablet, true))));
  }
  if (filter?.access) conditions.push(eq(a.access, one("access", filter.access)));
  return { where: and(...conditions) as SQL, values, shape: shape.join(" ") };
}

/**
 * Titles sort as people read them (Á with A, lower and upper case together, ¿ and ¡ ignored, ñ after
 * n in Spanish), not by byte as the databases' C collation does: the table's sort key in ICU's root
 * collation, which PGlite and PostgreSQL built with ICU both have (see the schema's sortKey).
 */
export const titleOf = (lang: Language) => (lang === "es" ? activities.titleEs : activities.titleEn);
const sortableTitle = (lang: Language) => sql`${lang === "es" ? activities.titleSortEs : activities.titleSortEn} ${TITLE_COLLATION}`;

/** ORDER BY of a sort, with the id as tie-breaker (same direction, so an index can be read backwards). */
export function sortOrder(sort: ActivitySort, lang: Language): SQL[] {
  const a = activities;
  switch (sort) {
    case "alfAZ":
      return [asc(sortableTitle(lang)), asc(a.id)];
    case "alfZA":
      return [desc(sortableTitle(lang)), desc(a.id)];
    // ageRank is the youngest segment's position: "more to less" is the oldest first.
    case "ageML":
      return [desc(a.ageRank), desc(a.id)];
    case "ageLM":
      return [asc(a.ageRank), asc(a.id)];
    // The difficulty enum is declared low, intermediate, high and sorts in that order.
    case "difML":
      return [desc(a.difficulty), desc(a.id)];
    case "difLM":
      return [asc(a.difficulty), asc(a.id)];
    case "timeML":
      return [desc(a.minutes), desc(a.id)];
    case "timeLM":
      return [asc(a.minutes), asc(a.id)];
  }
}
