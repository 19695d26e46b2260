import { expect, test } from "vitest";
import { safeReturnPath } from "./return-path.ts";

const ORIGIN = "https://codigo.example";

test("a path on the product's origin is kept with its query and fragment", () => {
  expect(safeReturnPath("/mi-panel?x=1", ORIGIN)).toBe("/mi-panel?x=1");
  expect(safeReturnPath("/actividades/robots#comentarios", ORIGIN)).toBe("/actividades/robots#comentarios");
  expect(safeReturnPath(`${ORIGIN}/noticias`, ORIGIN)).toBe("/noticias");
  expect(safeReturnPath("/noticias")).toBe("/noticias");
});

test.each([
  ["another site", "https://evil.example"],
  ["a protocol-relative address", "//evil.example"],
  ["a backslash", "/\\evil.example"],
  ["a tab before a second slash", "/\t/evil.example"],
  ["a tab before a backslash", "/\t\\evil.example"],
  ["a newline before a second slash", "/\n/evil.example"],
  ["another scheme", "javascript:alert(1)"],
  ["the same host over another scheme", "http://codigo.example/x"],
])("%s is refused", (_, value) => {
  expect(safeReturnPath(value, ORIGIN)).toBeNull();
  expect(safeReturnPath(value)).toBeNull();
});

test("what is kept can always go into a Location header", () => {
  for (const value of ["/a\rb", "/a\nb", "/cañón?q=€#ñ", "/a b"]) {
    const kept = safeReturnPath(value, ORIGIN);
    expect(kept).not.toBeNull();
    expect(() => new Headers({ location: kept ?? "" })).not.toThrow();
    expect(kept).toMatch(/^\/[\x21-\x7e]*$/);
  }
});

test("nothing, or an unparsable origin, gives nothing", () => {
  expect(safeReturnPath(null, ORIGIN)).toBeNull();
  expect(safeReturnPath("", ORIGIN)).toBeNull();
  expect(safeReturnPath("/x", "not an origin")).toBeNull();
});
