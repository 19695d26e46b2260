import { expect, test } from "vitest";
import { textLeaves as leaves } from "../../../common/text-leaves.ts";
import { mail as en } from "./en.ts";
import { mail as es } from "./es.ts";

const esTexts = leaves(es);
const enTexts = leaves(en);

test("the Spanish and English emails have the same keys", () => {
  expect([...enTexts.keys()].sort()).toEqual([...esTexts.keys()].sort());
});

test("no email text is left empty and both languages fill the same placeholders", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[0]).sort();
  for (const [key, text] of esTexts) {
    expect(text.trim(), key).not.toBe("");
    expect(enTexts.get(key)?.trim(), key).not.toBe("");
    expect(placeholders(enTexts.get(key) ?? ""), key).toEqual(placeholders(text));
  }
});
