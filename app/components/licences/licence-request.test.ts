import { describe, expect, it } from "vitest";
import { LICENCE_REQUEST_LIMITS } from "../../../common/licences.ts";
import { readRequestForm, requestAction } from "./licence-request.server.ts";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

const typed = {
  quantity: "2",
  reason: "Docentes nuevos",
  "teachers.0.name": "Ana",
  "teachers.0.courses": "1.º",
  "teachers.0.subjects": "Lengua",
  "teachers.0.trained": "yes",
  "teachers.1.name": "Luis",
  "teachers.1.courses": "2.º",
  "teachers.1.subjects": "",
  managerInformed: "on",
};
const noContext = {} as never;

describe("licence request form without JavaScript", () => {
  it("reads the rows in order, with an unanswered yes/no as null", () => {
    const values = readRequestForm(form(typed));
    expect(values.teachers).toEqual([
      { name: "Ana", courses: "1.º", subjects: "Lengua", trained: "yes" },
      { name: "Luis", courses: "2.º", subjects: "", trained: null },
    ]);
    expect(values.managerInformed).toBe(true);
  });
  it("adds a row keeping what was typed, and removes the one asked for", async () => {
    const added = await requestAction(noContext, form({ ...typed, intent: "add-teacher" }));
    expect(added.result).toMatchObject({ kind: "form", failure: null });
    if (added.result.kind !== "form") throw new Error("form expected");
    expect(added.result.values.teachers).toHaveLength(3);
    expect(added.result.values.teachers[0]?.name).toBe("Ana");
    expect(added.result.values.quantity).toBe("2");
    const removed = await requestAction(noContext, form({ ...typed, intent: "remove-teacher:0" }));
    if (removed.result.kind !== "form") throw new Error("form expected");
    expect(removed.result.values.teachers.map((t) => t.name)).toEqual(["Luis"]);
  });
  it("never holds more rows than a request may", async () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < LICENCE_REQUEST_LIMITS.maxTeachers + 20; i++) many[`teachers.${i}.name`] = `D${i}`;
    expect(readRequestForm(form(many)).teachers.length).toBe(LICENCE_REQUEST_LIMITS.maxTeachers + 1);
    const added = await requestAction(noContext, form({ ...many, intent: "add-teacher" }));
    if (added.result.kind !== "form") throw new Error("form expected");
    expect(added.result.values.teachers.length).toBeLessThanOrEqual(LICENCE_REQUEST_LIMITS.maxTeachers + 1);
  });
  it("answers bad input with each field's message before asking the API", async () => {
    const { result, status } = await requestAction(noContext, form({ ...typed, quantity: "2,5" }));
    expect(status).toBe(400);
    if (result.kind !== "form") throw new Error("form expected");
    expect(result.failure?.fields).toMatchObject({
      quantity: "licences.request.errors.quantityWhole",
      "teachers.1.subjects": "licences.request.errors.subjectsRequired",
      "teachers.1.trained": "licences.request.errors.trainedRequired",
    });
  });
});
