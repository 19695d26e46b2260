import { describe, expect, test } from "vitest";
import { MAX_PAGE } from "./constants.ts";
import {
  activitiesQueryVariables,
  clearFilters,
  EMPTY_LIST_STATE,
  hasFilters,
  parseActivityFilters,
  searchOf,
  serialiseActivityFilters,
  toggleValue,
} from "./activity-filters.ts";

const parse = (query: string) => parseActivityFilters(new URLSearchParams(query));

describe("reading the list's address", () => {
  test("an address without parameters is the whole list, A-Z, page 1", () => {
    expect(parse("")).toEqual(EMPTY_LIST_STATE);
  });

  test("repeated parameters are multi-value filters; single ones take one value", () => {
    const state = parse("topic=robotics&topic=ia&age=nineToTwelve&sort=timeML&page=2&kit=with&type=premium&device=tablet");
    expect(state).toMatchObject({
      topics: ["ia", "robotics"], // catalogue (pill) order, whatever the address's order
      ages: ["nineToTwelve"],
      sort: "timeML",
      page: 2,
      kit: "with",
      materials: null,
      access: "premium",
      devices: ["tablet"],
    });
  });

  test("unknown parameters, unknown values and garbage are ignored", () => {
    const state = parse(
      "topic=cooking&topic=3D&age=fourToFive&sort=random&page=-3&kit=maybe&type=&foo=bar&difficulty=high&difficulty=high",
    );
    expect(state).toEqual({ ...EMPTY_LIST_STATE, topics: ["3D"], difficulties: ["high"] });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse(`page=${MAX_PAGE + 1}`).page).toBe(1);
  });

  test("every page the API accepts can be addressed, up to MAX_PAGE", () => {
    expect(parse(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
    expect(parse("time=short&time=long&competence=security&materials=without")).toMatchObject({
      times: ["short", "long"],
      competences: ["security"],
      materials: "without",
    });
  });
});

describe("writing the list's address", () => {
  test("defaults are left out and the order is stable, so equal states share one address", () => {
    expect(searchOf(EMPTY_LIST_STATE)).toBe("");
    const a = parse("topic=robotics&topic=ia&age=nineToTwelve&sort=timeML&page=2");
    const b = parse("page=2&sort=timeML&age=nineToTwelve&topic=ia&topic=robotics");
    expect(searchOf(a)).toBe("?topic=ia&topic=robotics&age=nineToTwelve&sort=timeML&page=2");
    expect(searchOf(b)).toBe(searchOf(a));
  });

  test("what is written reads back the same", () => {
    const state = parse("topic=3D&time=medium&kit=without&materials=with&type=open&competence=information&sort=difLM&page=4");
    expect(parseActivityFilters(serialiseActivityFilters(state))).toEqual(state);
  });
});

describe("changing the state", () => {
  test("toggling a value adds or removes it and goes back to page 1", () => {
    const state = parse("topic=ia&page=3");
    expect(toggleValue(state, "topics", "game")).toMatchObject({ topics: ["game", "ia"], page: 1 });
    expect(toggleValue(state, "topics", "ia")).toMatchObject({ topics: [], page: 1 });
  });

  test("clearing keeps the order but drops every filter", () => {
    const state = parse("topic=ia&age=sixToEight&type=premium&sort=alfZA&page=2");
    expect(hasFilters(state)).toBe(true);
    const cleared = clearFilters(state);
    expect(cleared).toEqual({ ...EMPTY_LIST_STATE, sort: "alfZA" });
    expect(hasFilters(cleared)).toBe(false);
  });
});

test("the query variables use the API's names (3D travels as threeD) and the list's audience", () => {
  const state = parse("topic=3D&topic=robotics&age=twelvePlus&kit=with&type=open&sort=ageML&page=2");
  expect(activitiesQueryVariables(state, "family", 12)).toEqual({
    filter: { audience: "family", categories: ["robotics", "threeD"], ages: ["twelvePlus"], kit: "with", access: "open" },
    sort: "ageML",
    page: 2,
    pageSize: 12,
  });
  expect(activitiesQueryVariables(EMPTY_LIST_STATE, null, 12)).toEqual({ filter: {}, sort: "alfAZ", page: 1, pageSize: 12 });
});
