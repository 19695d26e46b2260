import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// The browser loads these schemas: written with zod/mini, they bring only the checks they use, not all of zod
// (decision 021; the size budget, npm run size, measures the result).
test("the shared schemas import zod/mini, never the whole of zod", () => {
  const folder = import.meta.dirname;
  const sources = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  expect(sources.length).toBeGreaterThan(0);
  for (const file of sources) {
    const imports = [...readFileSync(path.join(folder, file), "utf8").matchAll(/from "(zod[^"]*)"/g)].map((match) => match[1]);
    expect(
      imports.filter((name) => name !== "zod/mini"),
      file,
    ).toEqual([]);
  }
});
