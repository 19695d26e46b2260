import { describe, expect, test } from "vitest";
import { canDeleteContribution, canModerate, type ContributionViewer } from "./contributions.ts";

const author: ContributionViewer = { id: "a", moderator: false };
const other: ContributionViewer = { id: "b", moderator: false };
const moderator: ContributionViewer = { id: "m", moderator: true };
const visitor: ContributionViewer = null;
const pending = { authorId: "a", state: "pending" } as const;
const published = { authorId: "a", state: "published" } as const;
const rejected = { authorId: "a", state: "rejected" } as const;

describe("canModerate", () => {
  test.each([
    ["visitor", visitor, false],
    ["registered user", author, false],
    ["moderator", moderator, true],
  ])("%s → %s", (_, viewer, allowed) => expect(canModerate(viewer)).toBe(allowed));
});

describe("canDeleteContribution", () => {
  test.each([
    ["author, pending", author, pending, true],
    ["author, published", author, published, false],
    ["author, rejected", author, rejected, false],
    ["another user, pending", other, pending, false],
    ["moderator, pending", moderator, pending, false],
    ["visitor, pending", visitor, pending, false],
  ])("%s → %s", (_, viewer, c, allowed) => expect(canDeleteContribution(viewer, c)).toBe(allowed));
});
