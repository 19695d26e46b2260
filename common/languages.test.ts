import { expect, test } from "vitest";
import { otherLanguage, storedLanguage } from "./languages.ts";

test("a stored language that is not available falls back to Spanish", () => {
  expect(storedLanguage("en")).toBe("en");
  expect(storedLanguage("es")).toBe("es");
  expect(storedLanguage("fr")).toBe("es");
  expect(storedLanguage(undefined)).toBe("es");
  expect(otherLanguage("es")).toBe("en");
});
