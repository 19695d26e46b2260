import { describe, expect, test } from "vitest";
import { headingErrors, imageErrors, isStoredImage, linkErrors, webUrl } from "./editor-checks.ts";

describe("webUrl", () => {
  test.each([
    ["https://example.org", "https://example.org/"],
    ["  http://www.example.org/a?b=1#c  ", "http://www.example.org/a?b=1#c"],
    ["HTTPS://Example.ORG/Path", "https://example.org/Path"],
    ["https://sub.example.org:8080/x", "https://sub.example.org:8080/x"],
    ["https://escuela", null],
    ["https://example.", null],
    ["www.example.org", null],
    ["example.org", null],
    ["ftp://example.org", null],
    ["mailto:a@example.org", null],
    ["javascript:alert(1)//https://example.org", null],
    ["https://exa mple.org", null],
    ["https://", null],
    ["", null],
  ])("%j → %j", (text, expected) => expect(webUrl(text)).toBe(expected));
});

describe("the modals' checks", () => {
  test("a link needs its text and a valid URL", () => {
    expect(linkErrors({ text: "", url: "" })).toEqual({ text: "editor.errors.required", url: "editor.errors.required" });
    expect(linkErrors({ text: "  ", url: "escuela" })).toEqual({ text: "editor.errors.required", url: "editor.errors.urlInvalid" });
    expect(linkErrors({ text: "Web", url: "https://example.org" })).toEqual({});
  });

  test("a heading needs its text", () => {
    expect(headingErrors({ text: " \n" })).toEqual({ text: "editor.errors.required" });
    expect(headingErrors({ text: "Materiales" })).toEqual({});
  });

  test("an image must be chosen, of an accepted format and not too large", () => {
    expect(imageErrors({ file: null })).toEqual({ file: "editor.errors.imageRequired" });
    expect(imageErrors({ file: { size: 0, type: "" } })).toEqual({ file: "editor.errors.imageRequired" });
    expect(imageErrors({ file: { size: 10, type: "image/svg+xml" } })).toEqual({ file: "editor.errors.imageInvalid" });
    expect(imageErrors({ file: { size: 10, type: "image/webp" } })).toEqual({ file: "editor.errors.imageInvalid" });
    expect(imageErrors({ file: { size: 11 * 1024 * 1024, type: "image/png" } })).toEqual({ file: "editor.errors.imageTooLarge" });
    for (const type of ["image/jpeg", "image/png", "image/gif"]) expect(imageErrors({ file: { size: 10, type } })).toEqual({});
  });

  test("only a stored upload's path is inserted", () => {
    expect(isStoredImage("/uploads/contributions/0123456789abcdef0123456789abcdef.webp")).toBe(true);
    expect(isStoredImage("https://example.org/0123456789abcdef0123456789abcdef.webp")).toBe(false);
    expect(isStoredImage("/uploads/../0123456789abcdef0123456789abcdef.webp")).toBe(false);
    expect(isStoredImage(undefined)).toBe(false);
  });
});
