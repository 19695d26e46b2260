import { buildSchema, type GraphQLResolveInfo, graphql } from "graphql";
import { expect, test } from "vitest";
import { asksForAny } from "./selection.ts";

const schema = buildSchema(`
  type Card { id: ID title: String description: String steps: [String] }
  type Page { total: Int items: [Card] }
  type Query { list: Page }
`);

/** What asksForAny answers for `list` in `document` (items → description or steps). */
async function asks(document: string): Promise<boolean> {
  let answer: boolean | null = null;
  const rootValue = {
    list: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
      answer = asksForAny(info, ["items"], ["description", "steps"]);
      return { total: 0, items: [] };
    },
  };
  const result = await graphql({ schema, source: document, rootValue });
  expect(result.errors).toBeUndefined();
  if (answer === null) throw new Error("list was not resolved");
  return answer;
}

test("cards only, or the long texts outside items: not asked", async () => {
  expect(await asks("{ list { total items { id title } } }")).toBe(false);
  expect(await asks("{ list { total } }")).toBe(false);
  expect(await asks("query { list { items { ...Card } } } fragment Card on Card { id title }")).toBe(false);
  expect(await asks("{ list { items { ... on Card { title } } } }")).toBe(false);
});

test("a long text under items, in a field, a fragment, an inline fragment or behind a directive: asked", async () => {
  expect(await asks("{ list { items { id description } } }")).toBe(true);
  expect(await asks("{ list { items { steps } } }")).toBe(true);
  expect(await asks("query { list { items { ...Card } } } fragment Card on Card { id steps }")).toBe(true);
  expect(await asks("query { list { ...P } } fragment P on Page { items { description } }")).toBe(true);
  expect(await asks("{ list { items { ... on Card { description } } } }")).toBe(true);
  expect(await asks("{ list { items { description @include(if: false) } } }")).toBe(true);
  expect(await asks("{ list { a: items { id } b: items { d: description } } }")).toBe(true);
});
