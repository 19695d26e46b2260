import {
  ACTIVITY_ACCESS,
  ACTIVITY_SORTS,
  type ActivityAccess,
  type ActivitySort,
  AGE_FILTER_SEGMENTS,
  type Audience,
  CATEGORY_PILL_ORDER,
  type Category,
  categoryToApi,
  COMPETENCE_AREAS,
  type CompetenceArea,
  DEFAULT_ACTIVITY_SORT,
  DEVICES,
  DIFFICULTIES,
  type Device,
  type Difficulty,
  TIME_RANGE_NAMES,
  type TimeRange,
  WITH_WITHOUT,
  type WithWithout,
} from "./activities.ts";
import type { AgeSegment } from "./ages.ts";
import { MAX_PAGE } from "./constants.ts";

/**
 * The state of the activities list as it lives in the address, so that a filtered list can be shared,
 * bookmarked and reloaded: `?topic=robotics&topic=ia&age=nineToTwelve&sort=timeML&page=2`.
 * Multi-value filters repeat their parameter; anything unknown is dropped, never an error.
 */
export type ActivityListState = {
  topics: Category[];
  ages: AgeSegment[];
  difficulties: Difficulty[];
  times: TimeRange[];
  kit: WithWithout | null;
  materials: WithWithout | null;
  devices: Device[];
  competences: CompetenceArea[];
  access: ActivityAccess | null;
  sort: ActivitySort;
  page: number;
};

/** The URL parameter of each multi-value filter, with the values it accepts in display order. */
export const MULTI_FILTERS = {
  topics: { param: "topic", values: CATEGORY_PILL_ORDER },
  ages: { param: "age", values: AGE_FILTER_SEGMENTS },
  difficulties: { param: "difficulty", values: DIFFICULTIES },
  times: { param: "time", values: TIME_RANGE_NAMES },
  devices: { param: "device", values: DEVICES },
  competences: { param: "competence", values: COMPETENCE_AREAS },
} as const;
export type MultiFilter = keyof typeof MULTI_FILTERS;

/** Single-choice filters (absent means "any"). */
export const SINGLE_FILTERS = {
  kit: { param: "kit", values: WITH_WITHOUT },
  materials: { param: "materials", values: WITH_WITHOUT },
  access: { param: "type", values: ACTIVITY_ACCESS },
} as const;
export type SingleFilter = keyof typeof SINGLE_FILTERS;

export const EMPTY_LIST_STATE: ActivityListState = {
  topics: [],
  ages: [],
  difficulties: [],
  times: [],
  kit: null,
  materials: null,
  devices: [],
  competences: [],
  access: null,
  sort: DEFAULT_ACTIVITY_SORT,
  page: 1,
};

function pick<T extends string>(allowed: readonly T[], given: string[]): T[] {
  // Kept in the catalogue's order (not the address's) so equal states serialise to equal addresses.
  return allowed.filter((value) => given.includes(value));
}

function one<T extends string>(allowed: readonly T[], given: string | null): T | null {
  return given !== null && (allowed as readonly string[]).includes(given) ? (given as T) : null;
}

/** Reads the list state from the address's parameters, ignoring whatever it does not understand. */
export function parseActivityFilters(params: URLSearchParams): ActivityListState {
  const page = Number(params.get("page"));
  return {
    topics: pick(MULTI_FILTERS.topics.values, params.getAll("topic")),
    ages: pick(MULTI_FILTERS.ages.values, params.getAll("age")),
    difficulties: pick(MULTI_FILTERS.difficulties.values, params.getAll("difficulty")),
    times: pick(MULTI_FILTERS.times.values, params.getAll("time")),
    devices: pick(MULTI_FILTERS.devices.values, params.getAll("device")),
    competences: pick(MULTI_FILTERS.competences.values, params.getAll("competence")),
    kit: one(WITH_WITHOUT, params.get("kit")),
    materials: one(WITH_WITHOUT, params.get("materials")),
    access: one(ACTIVITY_ACCESS, params.get("type")),
    sort: one(ACTIVITY_SORTS, params.get("sort")) ?? DEFAULT_ACTIVITY_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address parameters of a state; defaults (no filter, A-Z, page 1) are left out. */
export function serialiseActivityFilters(state: ActivityListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(MULTI_FILTERS) as MultiFilter[]) {
    const { param, values } = MULTI_FILTERS[key];
    for (const value of pick(values as readonly string[], state[key])) params.append(param, value);
  }
  for (const key of Object.keys(SINGLE_FILTERS) as SingleFilter[]) {
    const value = state[key];
    if (value) params.append(SINGLE_FILTERS[key].param, value);
  }
  if (state.sort !== DEFAULT_ACTIVITY_SORT) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** "?topic=ia&page=2", or "" for the plain list. */
export function searchOf(state: ActivityListState): string {
  const query = serialiseActivityFilters(state).toString();
  return query ? `?${query}` : "";
}

/** Whether any filter narrows the list (the sort and page do not). */
export function hasFilters(state: ActivityListState): boolean {
  return (
    (Object.keys(MULTI_FILTERS) as MultiFilter[]).some((key) => state[key].length > 0) ||
    (Object.keys(SINGLE_FILTERS) as SingleFilter[]).some((key) => state[key] !== null)
  );
}

/** The state with one value of a multi-value filter switched on or off, back on page 1. */
export function toggleValue(state: ActivityListState, key: MultiFilter, value: string): ActivityListState {
  const current = state[key] as string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [key]: pick(MULTI_FILTERS[key].values as readonly string[], next), page: 1 };
}

/** The state with the filters removed, keeping the chosen order. */
export function clearFilters(state: ActivityListState): ActivityListState {
  return { ...EMPTY_LIST_STATE, sort: state.sort };
}

/** The variables of the `activities` query for a state, in a list of one audience or of all. */
export function activitiesQueryVariables(state: ActivityListState, audience: Audience | null, pageSize: number) {
  const filter: Record<string, unknown> = {};
  if (audience) filter.audience = audience;
  if (state.topics.length) filter.categories = state.topics.map(categoryToApi);
  if (state.ages.length) filter.ages = state.ages;
  if (state.difficulties.length) filter.difficulties = state.difficulties;
  if (state.times.length) filter.times = state.times;
  if (state.kit) filter.kit = state.kit;
  if (state.materials) filter.materials = state.materials;
  if (state.devices.length) filter.devices = state.devices;
  if (state.competences.length) filter.competences = state.competences;
  if (state.access) filter.access = state.access;
  return { filter, sort: state.sort, page: state.page, pageSize };
}
