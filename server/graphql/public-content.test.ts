import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { CHANGES_PUBLIC_PAGES, changesPublicPages, LEAVES_PUBLIC_PAGES } from "./public-content.ts";
import { schema } from "./schema/index.ts";

describe("which mutations change the public pages", () => {
  it("lists every mutation of the schema in exactly one of the two sets", () => {
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
    const listed = [...CHANGES_PUBLIC_PAGES, ...LEAVES_PUBLIC_PAGES].sort();
    expect(listed).toEqual(mutations);
  });

  it("reads the operation run, root fields inside fragments included", () => {
    expect(changesPublicPages(parse('mutation { rateActivity(activityId: "1", score: 3) { __typename } }'))).toBe(true);
    expect(changesPublicPages(parse('mutation { markActivity(activityId: "1", kind: favourite, on: true) { __typename } }'))).toBe(false);
    expect(changesPublicPages(parse("{ me { id } }"))).toBe(false);
    expect(
      changesPublicPages(
        parse('mutation { ...F } fragment F on Mutation { ... on Mutation { publishContribution(id: "1") { __typename } } }'),
      ),
    ).toBe(true);
    const two = parse('query Q { me { id } } mutation M { rateActivity(activityId: "1", score: 3) { __typename } }');
    expect(changesPublicPages(two, "Q")).toBe(false);
    expect(changesPublicPages(two, "M")).toBe(true);
  });
});
