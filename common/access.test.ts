import { describe, expect, test } from "vitest";
import { canOpen, decideAccess } from "./access.ts";
import { pathFor, ROUTE_NAMES, ROUTES } from "./routes.ts";

const visitor = null;
const registered = {
  active: true,
  programs: [],
  admin: false,
  developer: false,
  moderator: false,
  licenseGenerator: false,
  eventManager: false,
};
const licensed = { ...registered, programs: [{ id: "1", name: "P", links: [] }] };
const inactiveLicensed = { ...licensed, active: false };
const developer = { ...registered, developer: true };
const moderator = { ...registered, moderator: true };
const licenceGenerator = { ...registered, licenseGenerator: true, developer: true };
const eventManager = { ...registered, eventManager: true };

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

  test("course previews are for staff and event managers; courses for licences, staff and event managers", () => {
    expect(decideAccess("course-preview", "es", visitor, "/curso/1/preview")).toEqual({
      kind: "redirect",
      to: "/acceder?page=%2Fcurso%2F1%2Fpreview",
    });
    expect(decideAccess("course-preview", "es", registered, "/curso/1/preview")).toEqual({ kind: "forbidden" });
    expect(decideAccess("course-preview", "es", licensed, "/curso/1/preview")).toEqual({ kind: "forbidden" });
    expect(decideAccess("course-preview", "es", developer, "/curso/1/preview")).toEqual({ kind: "allow" });
    expect(decideAccess("course-activity-preview", "en", { ...registered, eventManager: true }, "/course-activity/1/preview")).toEqual({
      kind: "allow",
    });
    expect(decideAccess("course", "es", registered, "/curso/a")).toEqual({ kind: "forbidden" });
    expect(decideAccess("course", "es", licensed, "/curso/a")).toEqual({ kind: "allow" });
    expect(decideAccess("course", "en", { ...registered, eventManager: true }, "/course/a")).toEqual({ kind: "allow" });
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

  test("the forum and gallery are read by licensed teachers and moderators; the bulletin also by staff and event managers", () => {
    for (const [name, path] of [
      ["forum", "/foro"],
      ["forum-post", "/foro/1"],
      ["gallery", "/galeria"],
      ["gallery-post", "/galeria/1"],
    ] as const) {
      for (const user of [licensed, moderator]) expect(decideAccess(name, "es", user, path), name).toEqual({ kind: "allow" });
      for (const user of [registered, developer, eventManager, licenceGenerator])
        expect(decideAccess(name, "es", user, path), name).toEqual({ kind: "forbidden" });
    }
    for (const [name, path] of [
      ["bulletin", "/anuncios"],
      ["bulletin-post", "/anuncios/1"],
    ] as const) {
      for (const user of [licensed, moderator, developer, eventManager])
        expect(decideAccess(name, "es", user, path), name).toEqual({ kind: "allow" });
      expect(decideAccess(name, "es", registered, path), name).toEqual({ kind: "forbidden" });
    }
    // Posting is for teachers.
    expect(decideAccess("forum-share", "es", moderator, "/foro-compartir")).toEqual({ kind: "forbidden" });
  });

  test("the moderated sections are for moderators: visitors log in first, other users get 403", () => {
    for (const [name, path] of [
      ["moderation", "/moderacion"],
      ["activity-comment-reject", "/actividades/a/rechazar"],
      ["forum-reject", "/foro/1/rechazar"],
      ["gallery-reject", "/galeria/1/rechazar"],
    ] as const) {
      expect(decideAccess(name, "es", visitor, path), name).toEqual({ kind: "redirect", to: `/acceder?page=${encodeURIComponent(path)}` });
      for (const user of [registered, licensed, developer, licenceGenerator, eventManager]) {
        expect(decideAccess(name, "es", user, path), name).toEqual({ kind: "forbidden" });
      }
      expect(decideAccess(name, "es", moderator, path), name).toEqual({ kind: "allow" });
    }
  });

  test("the back office (/gestion) is for licence generators", () => {
    for (const [name, path] of [
      ["staff-licences", "/gestion/licencias"],
      ["staff-licence-requests", "/gestion/solicitudes-licencias"],
      ["staff-licence-batch-csv", "/gestion/licencias/b/codigos.csv"],
    ] as const) {
      expect(decideAccess(name, "es", visitor, path), name).toEqual({ kind: "redirect", to: `/acceder?page=${encodeURIComponent(path)}` });
      for (const user of [registered, licensed, developer, moderator, eventManager]) {
        expect(decideAccess(name, "es", user, path), name).toEqual({ kind: "forbidden" });
      }
      expect(decideAccess(name, "es", licenceGenerator, path), name).toEqual({ kind: "allow" });
    }
    expect(decideAccess("staff-licences", "en", visitor, "/staff/licences")).toEqual({
      kind: "redirect",
      to: "/access?page=%2Fstaff%2Flicences",
    });
  });

  test("classroom evaluation needs a licence; the developer flag does not open it", () => {
    for (const [name, path] of [
      ["evaluation", "/evaluacion"],
      ["classroom-create", "/nueva-aula"],
      ["classroom-delete", "/borrar-aula/1"],
    ] as const) {
      expect(decideAccess(name, "es", visitor, path), name).toEqual({ kind: "redirect", to: `/acceder?page=${encodeURIComponent(path)}` });
      for (const user of [registered, developer, moderator])
        expect(decideAccess(name, "es", user, path), name).toEqual({ kind: "forbidden" });
      expect(decideAccess(name, "es", licensed, path), name).toEqual({ kind: "allow" });
    }
  });

  test("every role rule of the table: visitors log in, users without the role get 403, holders pass", () => {
    const holders = { moderator, licenseGenerator: licenceGenerator, staff: developer, eventManager } as const;
    for (const name of ROUTE_NAMES) {
      const access = ROUTES[name].access;
      if (!(access in holders)) continue;
      const lang = ROUTES[name].languages[0]!;
      expect(decideAccess(name, lang, visitor, "/x"), name).toEqual({ kind: "redirect", to: `${pathFor("access", lang)}?page=%2Fx` });
      expect(decideAccess(name, lang, registered, "/x"), name).toEqual({ kind: "forbidden" });
      expect(decideAccess(name, lang, holders[access as keyof typeof holders], "/x"), name).toEqual({ kind: "allow" });
    }
  });

  test("Spanish-only screens in English show the language-unavailable page", () => {
    expect(decideAccess("faqs", "en", licensed, "/faqs")).toEqual({ kind: "language-unavailable" });
    expect(decideAccess("faqs", "es", licensed, "/faqs")).toEqual({ kind: "allow" });
  });
});

describe("canOpen: what a link or a menu asks before it shows (decision 052)", () => {
  const users = { visitor, registered, licensed, inactiveLicensed, developer, moderator, licenceGenerator, eventManager };
  test("it is the route table's rule, as decideAccess applies it at page load", () => {
    for (const name of ROUTE_NAMES) {
      for (const [who, user] of Object.entries(users)) {
        const decision = decideAccess(name, "es", user, "/");
        const opens = decision.kind === "allow" || decision.kind === "language-unavailable";
        expect(canOpen(user, name), `${who} → ${name}`).toBe(opens);
      }
    }
  });

  test("the back office's screens open by their own role, not by the back office's", () => {
    expect(canOpen(eventManager, "cms-news")).toBe(true);
    expect(canOpen(eventManager, "cms")).toBe(false);
    expect(canOpen(developer, "cms")).toBe(true);
    expect(canOpen(developer, "cms-news")).toBe(false);
    expect(canOpen(developer, "cms-topics")).toBe(true);
    expect(canOpen(moderator, "moderation")).toBe(true);
    expect(canOpen(licensed, "moderation")).toBe(false);
    expect(canOpen(licenceGenerator, "staff-licences")).toBe(true);
    expect(canOpen(developer, "cms-people")).toBe(false);
    expect(canOpen({ ...developer, admin: true }, "cms-people")).toBe(true);
    expect(canOpen(undefined, "home")).toBe(true);
    expect(canOpen(visitor, "access")).toBe(true);
    expect(canOpen(registered, "access")).toBe(false);
  });
});
