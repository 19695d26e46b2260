import { expect, test } from "vitest";
import { mail as en } from "./en.ts";
import { mail as es } from "./es.ts";

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === "string") out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}

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
