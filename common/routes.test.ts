import { describe, expect, test } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { isAvailableIn, matchRoute, needsLicence, pathFor, ROUTE_NAMES, ROUTES } from "./routes.ts";

describe("route table", () => {
  test("has every route name of specification section 2", () => {
    const spec = [
      "access",
      "activity",
      "activity-classification",
      "activities",
      "activities-teachers",
      "activities-families",
      "activities-children",
      "activity-comment-delete",
      "activity-comment-reject",
      "bulletin",
      "bulletin-post",
      "bulletin-answer-delete",
      "classroom-create",
      "classroom-delete",
      "cookies",
      "privacy",
      "privacy-clause",
      "legal-advice",
      "terms",
      "course",
      "course-preview",
      "course-activity-preview",
      "my-courses",
      "create-password",
      "delete-account",
      "update-password",
      "link-account",
      "unlink-account",
      "link-error",
      "link-with-google",
      "link-with-microsoft",
      "linked-account",
      "unlinked-account",
      "profile",
      "dossier",
      "my-panel",
      "evaluation",
      "events",
      "faqs",
      "forgot-password",
      "restore-password",
      "formation-access",
      "formation-view",
      "formation-preview",
      "forum",
      "forum-post",
      "forum-share",
      "forum-delete",
      "forum-answer-delete",
      "forum-reject",
      "gallery",
      "gallery-post",
      "gallery-share",
      "gallery-delete",
      "gallery-comment-delete",
      "gallery-reject",
      "introduction",
      "methodology",
      "itineraries",
      "itinerary-activity",
      "itinerary-activity-redirect",
      "license-form",
      "link",
      "news",
      "topic",
      "program",
      "qr",
      "reference-centers",
      "reference-centers-badge",
      "save-birthdate",
      "signup",
      "signup-success",
      "tracking-form",
      "tracking-form-pc",
      "superchallenge-europe",
      "form-superchallenge-europe",
    ];
    for (const name of spec) expect(ROUTE_NAMES).toContain(name);
  });

  test("keeps the specification's Spanish paths", () => {
    expect(ROUTES.access.paths).toEqual({ es: "/acceder", en: "/access" });
    expect(ROUTES.profile.paths.es).toBe("/mi-cuenta/:tab?");
    expect(ROUTES["reference-centers-badge"].paths.es).toBe("/centros_referencia/insignia");
    expect(ROUTES["itinerary-activity"].paths.es).toBe("/itinerarios/:itineraryAge/:itineraryId/actividades/:activityId");
  });

  test("no two routes share a path pattern in one language", () => {
    for (const lang of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const name of ROUTE_NAMES) {
        const shape = ROUTES[name].paths[lang].replace(/:[^/]+/g, ":");
        expect(seen.get(shape), `${name} and ${seen.get(shape)} in ${lang}`).toBeUndefined();
        seen.set(shape, name);
      }
    }
  });

  test("forum, evaluation, gallery, bulletin, my courses and FAQ are Spanish only", () => {
    for (const name of ["forum", "evaluation", "gallery", "bulletin", "my-courses", "faqs"] as const) {
      expect(isAvailableIn(name, "es")).toBe(true);
      expect(isAvailableIn(name, "en")).toBe(false);
    }
    expect(isAvailableIn("introduction", "en")).toBe(true);
  });

  test("the table names the role each guarded screen needs", () => {
    expect(ROUTES.moderation.access).toBe("moderator");
    expect(ROUTES["activity-comment-reject"].access).toBe("moderator");
    expect(ROUTES["forum-reject"].access).toBe("moderator");
    expect(ROUTES["gallery-reject"].access).toBe("moderator");
    for (const name of ROUTE_NAMES.filter((n) => n.startsWith("staff-licence"))) expect(ROUTES[name].access, name).toBe("licenseGenerator");
    // Issue 15's staff screens (follow-up reports, survey counts) are the foundation's staff's (decision 033).
    for (const name of ["staff-reports", "staff-reports-csv", "staff-surveys"] as const) expect(ROUTES[name].access, name).toBe("staff");
    for (const name of ["tracking-form", "tracking-form-pc"] as const) expect(ROUTES[name].access, name).toBe("licence");
    for (const name of ["evaluation", "classroom-create", "classroom-delete"] as const) expect(ROUTES[name].access, name).toBe("licence");
    for (const name of ["itineraries", "itinerary-activity", "itinerary-activity-redirect", "dossier", "faqs"] as const) {
      expect(ROUTES[name].access, name).toBe("inClass");
    }
  });

  test("licence routes of section 2", () => {
    for (const name of [
      "bulletin-post",
      "classroom-create",
      "dossier",
      "evaluation",
      "faqs",
      "formation-view",
      "forum-share",
      "gallery",
      "itinerary-activity",
      "itineraries",
      "license-form",
      "my-panel",
      "tracking-form-pc",
    ] as const) {
      expect(needsLicence(name), name).toBe(true);
    }
    for (const name of ["activities", "profile", "news", "course", "signup"] as const) expect(needsLicence(name), name).toBe(false);
  });
});

describe("pathFor", () => {
  test("fills parameters and drops missing optional ones", () => {
    expect(pathFor("activity", "en", { id: "42" })).toBe("/activities/42");
    expect(pathFor("profile", "es")).toBe("/mi-cuenta");
    expect(pathFor("evaluation", "es", { refetch: "1" })).toBe("/evaluacion/1");
    expect(() => pathFor("activity", "es")).toThrow(/Missing parameter id/);
  });

  test("translates profile tabs", () => {
    expect(pathFor("profile", "es", { tab: "configuracion" })).toBe("/mi-cuenta/configuracion");
    expect(pathFor("profile", "en", { tab: "configuracion" })).toBe("/my-account/settings");
    expect(pathFor("profile", "es", { tab: "activities" })).toBe("/mi-cuenta/actividades");
  });

  test("round-trips with matchRoute for every route and language", () => {
    for (const name of ROUTE_NAMES) {
      for (const lang of LANGUAGES) {
        const params = Object.fromEntries([...ROUTES[name].paths[lang].matchAll(/:(\w+)/g)].map((m) => [m[1], "x1"]));
        const path = pathFor(name, lang, params);
        expect(matchRoute(path)?.name, path).toBe(name);
      }
    }
  });
});

describe("matchRoute", () => {
  test("takes the language from the path where the two differ", () => {
    expect(matchRoute("/presentacion")).toMatchObject({ name: "introduction", lang: "es", languageFromPath: true });
    expect(matchRoute("/introduction")).toMatchObject({ name: "introduction", lang: "en", languageFromPath: true });
    expect(matchRoute("/")).toMatchObject({ name: "home", languageFromPath: false });
    expect(matchRoute("/faqs")).toMatchObject({ name: "faqs", languageFromPath: false });
  });

  test("prefers static segments over parameters", () => {
    expect(matchRoute("/mi-cuenta/borrar-cuenta")?.name).toBe("delete-account");
    expect(matchRoute("/mi-cuenta/configuracion")).toMatchObject({ name: "profile", params: { tab: "configuracion" } });
    expect(matchRoute("/actividades/7/eliminar")?.name).toBe("activity-comment-delete");
    expect(matchRoute("/actividades/robotica/7")).toMatchObject({
      name: "activity-classification",
      params: { classification: "robotica", id: "7" },
    });
    expect(matchRoute("/mi-panel/dossier")?.name).toBe("dossier");
  });

  test("returns null for unknown paths", () => {
    expect(matchRoute("/no-existe/de-verdad/nunca")).toBeNull();
  });
});
