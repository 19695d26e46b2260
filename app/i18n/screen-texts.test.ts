import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { SCREENS } from "../screens.ts";
import { catalogues, pickTexts, screenMessages, shellMessages } from "./catalogues.server.ts";
import { SCREEN_TEXTS, SHELL_TEXTS, SIGNED_IN_TEXTS } from "./screen-texts.ts";
import { minimal, textsUsedBy } from "./texts-in-code.ts";

/**
 * Every error text (an error can show on any page, and the server's errors.* answers too) and the error
 * pages' titles (lib/meta.ts picks them by the error's kind, not by a literal key).
 */
const ERROR_TEXTS = [
  "errors",
  "meta.default",
  "meta.badRequest",
  "meta.notFound",
  "meta.forbidden",
  "meta.serverError",
  "meta.languageUnavailable",
];

/** What only a signed-in user sees (header tools, the data banner): their texts travel only with a signed-in user's root data. */
const SIGNED_IN_ONLY = ["components/SignedInTools.tsx", "components/DataBanner.tsx"];

function expected() {
  const shellFiles = ["root.tsx", "screens-layout.tsx", "routes/site/not-found.tsx"];
  const shell = minimal([...shellFiles.flatMap((f) => [...textsUsedBy(f, SIGNED_IN_ONLY)]), ...ERROR_TEXTS]);
  const signedIn = minimal(
    SIGNED_IN_ONLY.flatMap((f) => [...textsUsedBy(f)]),
    shell,
  );
  const files = [...new Set(Object.values(SCREENS))].filter((file) => file.endsWith(".tsx")).sort();
  const screens: Record<string, string[]> = {};
  for (const file of files) {
    // A screen's own title comes with it (screenMessages adds meta.<route name>); other titles are the shell's.
    const paths = minimal(
      [...textsUsedBy(file)].filter((key) => !key.startsWith("meta.")),
      shell,
    );
    if (paths.length) screens[file] = paths;
  }
  return { shell, signedIn, screens };
}

test("every screen carries the texts its modules can show (UPDATE_SCREEN_TEXTS=1 rewrites screen-texts.ts)", () => {
  const { shell, signedIn, screens } = expected();
  if (process.env.UPDATE_SCREEN_TEXTS) {
    const body = [
      "/**",
      " * Which parts of the catalogue each page carries (decision 020), kept in step with the code by",
      " * screen-texts.test.ts: run `UPDATE_SCREEN_TEXTS=1 npx vitest run app/i18n/screen-texts.test.ts` after",
      " * a screen starts using another part. The shell's travel with the root data; a screen's with its page.",
      " */",
      `export const SHELL_TEXTS: readonly string[] = ${JSON.stringify(shell, null, 2)};`,
      "",
      "/** What a signed-in user's shell adds (their header tools: the account menu, notifications; the data banner). */",
      `export const SIGNED_IN_TEXTS: readonly string[] = ${JSON.stringify(signedIn, null, 2)};`,
      "",
      `export const SCREEN_TEXTS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(screens, null, 2)};`,
      "",
    ].join("\n");
    writeFileSync(path.join(import.meta.dirname, "screen-texts.ts"), body);
    return;
  }
  expect(SHELL_TEXTS).toEqual(shell);
  expect(SIGNED_IN_TEXTS).toEqual(signedIn);
  expect(SCREEN_TEXTS).toEqual(screens);
});

test("a page carries the shell's texts, its screen's and its own title, nothing else", () => {
  const shell = shellMessages("es") as typeof catalogues.es;
  expect(shell.errors.notFound).toBe(catalogues.es.errors.notFound);
  expect(shell.meta.siteName).toBe("Código Pequeño");
  expect(shell.meta.notFound).toEqual(catalogues.es.meta.notFound);
  expect(Object.keys(shell)).not.toContain("activities");
  // A visitor's shell goes without the signed-in menu's texts; a signed-in user's has them too.
  expect(shell.menu.login).toBe(catalogues.es.menu.login);
  expect(shell.menu).not.toHaveProperty("logout");
  const signedIn = shellMessages("es", { signedIn: true }) as typeof catalogues.es;
  expect(signedIn.menu.logout).toBe(catalogues.es.menu.logout);
  expect(signedIn.menu.login).toBe(catalogues.es.menu.login);
  const screen = screenMessages("en", "activities") as typeof catalogues.en;
  expect(screen.meta).toEqual({ activities: catalogues.en.meta.activities });
  expect(screen.activities.card).toEqual(catalogues.en.activities.card);
  expect(Object.keys(screen)).not.toContain("licences");
  // A plural leaf comes with all its forms.
  const itineraries = screenMessages("es", "itineraries") as typeof catalogues.es;
  expect(itineraries.itineraries.count_one).toBe(catalogues.es.itineraries.count_one);
  expect(itineraries.itineraries.count_other).toBe(catalogues.es.itineraries.count_other);
  // Both together are far smaller than the whole catalogue.
  const size = (value: unknown) => JSON.stringify(value).length;
  expect(size(shell) + size(screen)).toBeLessThan(size(catalogues.en) / 3);
});

test("the texts are picked once per language and screen, and each page gets its own screen's", () => {
  expect(shellMessages("es")).toBe(shellMessages("es"));
  expect(screenMessages("es", "itineraries")).toBe(screenMessages("es", "itineraries"));
  // Kept apart by language and by screen (a screen without a name gets no screen's texts).
  expect(shellMessages("en")).toEqual(pickTexts(catalogues.en, SHELL_TEXTS));
  expect(screenMessages("en", "itineraries")).not.toEqual(screenMessages("es", "itineraries"));
  expect((screenMessages("en", "itineraries") as typeof catalogues.en).meta).toEqual({ itineraries: catalogues.en.meta.itineraries });
  expect((screenMessages("es", "activities") as typeof catalogues.es).meta).toEqual({ activities: catalogues.es.meta.activities });
  expect(screenMessages("es", undefined)).toEqual({});
});
