import { expect, test } from "vitest";
import { canSeeUnpublished } from "./publications.ts";

const user = (flags: Partial<{ eventManager: boolean; developer: boolean }>) => ({ eventManager: false, developer: false, ...flags });

test.each([
  ["visitor", null, false],
  ["registered user", user({}), false],
  ["event manager", user({ eventManager: true }), true],
  ["foundation staff (developer flag)", user({ developer: true }), true],
])("unpublished news and events: %s → %s", (_, viewer, allowed) => expect(canSeeUnpublished(viewer)).toBe(allowed));
