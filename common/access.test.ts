import { describe, expect, test } from "vitest";
import { decideAccess } from "./access.ts";

const visitor = null;
const registered = { active: true, programs: [], developer: false };
const licensed = { active: true, programs: [{ id: "1", name: "P", links: [] }], developer: false };
const inactiveLicensed = { ...licensed, active: false };
const developer = { active: true, programs: [], developer: true };

describe("access rules at page load (section 2)", () => {
  test("login-required pages send a visitor to access with the original path", () => {
    expect(decideAccess("profile", "es", visitor, "/mi-cuenta/configuracion")).toEqual({
      kind: "redirect",
      to: "/acceder?page=%2Fmi-cuenta%2Fconfiguracion",
    });
    expect(decideAccess("profile", "en", visitor, "/my-account")).toEqual({ kind: "redirect", to: "/access?page=%2Fmy-account" });
    expect(decideAccess("profile", "es", registered, "/mi-cuenta")).toEqual({ kind: "allow" });
  });

  test("anonymous-only pages send a logged-in user to the profile's settings tab", () => {
    expect(decideAccess("signup", "es", registered, "/registro")).toEqual({ kind: "redirect", to: "/mi-cuenta/configuracion" });
    expect(decideAccess("access", "en", registered, "/access")).toEqual({ kind: "redirect", to: "/my-account/settings" });
    expect(decideAccess("access", "es", visitor, "/acceder")).toEqual({ kind: "allow" });
  });

  test("developer-only pages send anyone else to /cms/login", () => {
    expect(decideAccess("course-preview", "es", registered, "/curso/1/preview")).toEqual({ kind: "redirect", to: "/cms/login" });
    expect(decideAccess("course-preview", "es", visitor, "/curso/1/preview")).toEqual({ kind: "redirect", to: "/cms/login" });
    expect(decideAccess("course-preview", "es", developer, "/curso/1/preview")).toEqual({ kind: "allow" });
  });

  test("licence routes: visitors log in first, unlicensed users get 403, licensed users pass", () => {
    expect(decideAccess("my-panel", "es", visitor, "/mi-panel")).toEqual({ kind: "redirect", to: "/acceder?page=%2Fmi-panel" });
    expect(decideAccess("my-panel", "es", registered, "/mi-panel")).toEqual({ kind: "forbidden" });
    expect(decideAccess("my-panel", "es", inactiveLicensed, "/mi-panel")).toEqual({ kind: "forbidden" });
    expect(decideAccess("my-panel", "es", licensed, "/mi-panel")).toEqual({ kind: "allow" });
  });

  test("the developer flag opens itineraries, dossier and FAQs but not the forum", () => {
    expect(decideAccess("itineraries", "es", developer, "/itinerarios")).toEqual({ kind: "allow" });
    expect(decideAccess("dossier", "es", developer, "/mi-panel/dossier")).toEqual({ kind: "allow" });
    expect(decideAccess("faqs", "es", developer, "/faqs")).toEqual({ kind: "allow" });
    expect(decideAccess("forum", "es", developer, "/foro")).toEqual({ kind: "forbidden" });
  });

  test("Spanish-only screens in English show the language-unavailable page", () => {
    expect(decideAccess("faqs", "en", licensed, "/faqs")).toEqual({ kind: "language-unavailable" });
    expect(decideAccess("faqs", "es", licensed, "/faqs")).toEqual({ kind: "allow" });
  });
});
