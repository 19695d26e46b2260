import { describe, expect, test } from "vitest";
import { ACTIVITY_KIND, EVENT_KIND, PROGRAM_KIND, TOPIC_KIND } from "../../../../common/editing-kinds.ts";
import { emptyValues, loadedValues, postedValues } from "./kind-values.ts";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("a kind's form values", () => {
  test("a blank form: empty texts, the first choice or none, the least number, a draft", () => {
    expect(emptyValues(TOPIC_KIND)).toEqual({
      slug: "",
      category: "",
      titleEs: "",
      titleEn: "",
      summaryEs: "",
      summaryEn: "",
      bodyEs: "",
      bodyEn: "",
      position: "0",
      published: false,
    });
    const activity = emptyValues(ACTIVITY_KIND, { minutes: "30" });
    expect(activity).toMatchObject({
      audience: "children",
      ageSegments: [],
      minutes: "30",
      withKit: false,
      state: "draft",
      scheduledAt: "",
    });
    expect(activity).not.toHaveProperty("image");
  });

  test("a loaded item: lists one entry a line, numbers as text, times on Madrid's clock, a flag's publication as published", () => {
    const activity = loadedValues(ACTIVITY_KIND, {
      stepsEs: ["Corta", "Pega"],
      stepsEn: [],
      minutes: 40,
      state: "scheduled",
      publishedAt: "2026-06-01T08:00:00.000Z",
    });
    expect(activity).toMatchObject({
      stepsEs: "Corta\nPega",
      stepsEn: "",
      minutes: "40",
      state: "scheduled",
      scheduledAt: "2026-06-01T10:00",
    });
    expect(loadedValues(PROGRAM_KIND, { slug: null, public: true, position: 3 })).toMatchObject({
      slug: "",
      published: true,
      position: "3",
    });
    expect(loadedValues(EVENT_KIND, { startsAt: "2026-01-10T17:30:00.000Z", url: null })).toMatchObject({
      startsAt: "2026-01-10T18:30",
      url: "",
    });
  });

  test("a post: what was typed, and what the API takes", () => {
    const posted = postedValues(
      ACTIVITY_KIND,
      formOf([
        ["titleEs", "Robots"],
        ["stepsEs", " Corta \r\n\r\nPega "],
        ["minutes", "muchos"],
        ["ageSegments", "6-8"],
        ["ageSegments", "9-11"],
        ["withPc", "on"],
        ["state", "scheduled"],
        ["scheduledAt", "2026-06-01T10:00"],
      ]),
    );
    expect(posted.refusal).toBeNull();
    expect(posted.values).toMatchObject({ stepsEs: " Corta \r\n\r\nPega ", minutes: "muchos", withPc: true, withKit: false });
    expect(posted.input).toMatchObject({
      titleEs: "Robots",
      stepsEs: ["Corta", "Pega"],
      minutes: 0,
      ageSegments: ["6-8", "9-11"],
      withPc: true,
      state: "scheduled",
      scheduledAt: "2026-06-01T08:00:00.000Z",
    });
    const topic = postedValues(
      TOPIC_KIND,
      formOf([
        ["category", ""],
        ["position", "2"],
        ["published", "true"],
      ]),
    );
    expect(topic.input).toMatchObject({ category: null, position: 2, published: true });
    expect(postedValues(PROGRAM_KIND, formOf([["published", "true"]])).input).toMatchObject({ public: true });
  });

  test("a schedule that is no time is refused by the page, keeping what was typed", () => {
    const posted = postedValues(
      EVENT_KIND,
      formOf([
        ["state", "scheduled"],
        ["scheduledAt", "mañana"],
        ["startsAt", "ayer"],
      ]),
    );
    expect(posted.refusal).toEqual({ field: "scheduledAt", message: "editing.errors.date" });
    expect(posted.values).toMatchObject({ scheduledAt: "mañana", startsAt: "ayer" });
    expect(posted.input).toMatchObject({ startsAt: "ayer" });
  });
});
