import { expect, test } from "vitest";
import { analyticsPage } from "./analytics.ts";

/** The screen a path shows and the path as analytics keep it: secrets left out, anything else refused. */
test.each([
  ["/", { route: "home", path: "/" }],
  ["/activities/robot-painter", { route: "activity", path: "/activities/robot-painter" }],
  ["/mi-cuenta/configuracion", { route: "profile", path: "/mi-cuenta/configuracion" }],
  ["/mi-cuenta", { route: "profile", path: "/mi-cuenta" }],
  ["/formation/ABC-123", { route: "formation-view", path: "/formation/:accessCode" }],
  ["/mi-cuenta/vincular-cuenta/secret", { route: "link-account", path: "/mi-cuenta/vincular-cuenta/:token" }],
  ["/certificado/C0DE", { route: "certificate-verify", path: "/certificado/:code" }],
  ["/aventura", { route: "adventure", path: "/aventura" }],
  ["/fecha-nacimiento/7b1c", { route: "save-birthdate", path: "/fecha-nacimiento/:id" }],
  ["/actividades/caf%C3%A9", { route: "activity", path: "/actividades/caf%C3%A9" }],
])("%s → %o", (pathname, page) => expect(analyticsPage(pathname)).toEqual(page));

test.each(["", "actividades", "/actividades?page=2", "/actividades#top", "/no/such/screen/at/all", `/actividades/${"a".repeat(300)}`])(
  "%s is no page analytics keep",
  (pathname) => expect(analyticsPage(pathname)).toBeNull(),
);
