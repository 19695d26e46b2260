import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { describeViolation, ruleBroken, SANCTIONED_SERVER_ENTRY, violationsIn, violationsOf } from "./import-graph.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Imports run one way (decision 051): app → common, server → common, app → server only through the sanctioned entry. */
describe("the import graph", () => {
  test("no module of app/, common/ or server/ imports the wrong way", () => {
    expect(violationsIn(root).map(describeViolation)).toEqual([]);
  });

  test("the app reaches the server only through server/app-entry.ts, from a server-only module", () => {
    expect(ruleBroken("app/components/editing/course-blocks.ts", "../../../server/services/courses/course-editor.ts")?.rule).toBe(
      `app/ reaches server/ only through ${SANCTIONED_SERVER_ENTRY}`,
    );
    expect(ruleBroken("app/lib/guide-pdf.server.ts", "../../server/pdf/document.ts")?.rule).toBe(
      `app/ reaches server/ only through ${SANCTIONED_SERVER_ENTRY}`,
    );
    expect(ruleBroken("app/lib/guide-pdf.ts", "../../server/app-entry.ts")?.rule).toBe(
      `only app's *.server.ts(x) modules import ${SANCTIONED_SERVER_ENTRY}`,
    );
    expect(ruleBroken("app/lib/guide-pdf.server.ts", "../../server/app-entry.ts")).toBeNull();
    expect(ruleBroken("app/routes/faqs.tsx", "../../common/contact.ts")).toBeNull();
  });

  test("the server never imports the app, and common/ imports neither", () => {
    expect(ruleBroken("server/db/seed/formation.ts", "../../../app/i18n/content/types.ts")?.rule).toBe("server/ never imports app/");
    expect(ruleBroken("server/app.ts", "../app/server-context.ts")?.rule).toBe("server/ never imports app/");
    expect(ruleBroken("common/courses.ts", "../server/db/schema/courses.ts")?.rule).toBe("common/ imports neither app/ nor server/");
    expect(ruleBroken("common/courses.ts", "../app/i18n/es/index.ts")?.rule).toBe("common/ imports neither app/ nor server/");
    // Even a test of common/ stays on its side.
    expect(ruleBroken("common/courses.test.ts", "../server/test/api.ts")?.rule).toBe("common/ imports neither app/ nor server/");
  });

  test("tests and the server's test helpers may cross: they check the whole and enter no bundle", () => {
    expect(ruleBroken("server/graphql/one-line.test.ts", "../../app/i18n/es/index.ts")).toBeNull();
    expect(ruleBroken("app/lib/certificate-pdf.test.ts", "../../server/test/pdf-text.ts")).toBeNull();
    expect(ruleBroken("server/test/pages.ts", "../../app/i18n/es/index.ts")).toBeNull();
  });

  test("every way of naming a module is read: static, type-only, re-export, dynamic and side-effect imports", () => {
    const text = [
      'import { a } from "../../server/db/client.ts";',
      'import type { B } from "../../server/db/client.ts";',
      'export { c } from "../../server/db/client.ts";',
      'const d = await import("../../server/db/client.ts");',
      'import "../../server/db/client.ts";',
      'import { e } from "react";',
    ].join("\n");
    expect(violationsOf("app/lib/x.ts", text)).toHaveLength(5);
  });
});
