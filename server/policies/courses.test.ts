import { describe, expect, test } from "vitest";
import { canPreviewCourses, canReadCourses, canSeeCourse } from "./courses.ts";

const programme = { id: "1", name: "PRIMARIA", links: [] };
const user = (flags: Partial<{ active: boolean; developer: boolean; eventManager: boolean; programs: (typeof programme)[] }>) => ({
  active: true,
  developer: false,
  eventManager: false,
  programs: [],
  ...flags,
});

describe("canReadCourses", () => {
  test.each([
    ["visitor", null, false],
    ["registered user without a licence", user({}), false],
    ["licensed teacher", user({ programs: [programme] }), true],
    ["deactivated licensed teacher", user({ programs: [programme], active: false }), false],
    ["staff (developer flag)", user({ developer: true }), true],
    ["event manager", user({ eventManager: true }), true],
  ])("%s → %s", (_, viewer, allowed) => expect(canReadCourses(viewer)).toBe(allowed));
});

describe("canPreviewCourses", () => {
  test.each([
    ["visitor", null, false],
    ["licensed teacher", user({ programs: [programme] }), false],
    ["staff (developer flag)", user({ developer: true }), true],
    ["event manager", user({ eventManager: true }), true],
  ])("%s → %s", (_, viewer, allowed) => expect(canPreviewCourses(viewer)).toBe(allowed));
});

describe("canSeeCourse", () => {
  test.each([
    ["teacher, published", false, true, true],
    ["teacher, unpublished", false, false, false],
    ["previewer, unpublished", true, false, true],
  ])("%s → %s", (_, previewer, published, allowed) => expect(canSeeCourse({ previewer }, { published })).toBe(allowed));
});
