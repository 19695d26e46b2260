import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { catalogues } from "./catalogues.server.ts";
import { I18nProvider, mergeMessages, type TFunction, Trans, translate, useTranslation } from "./index.ts";

const messages = {
  greeting: "Hola, {{name}}",
  raw: "{{html}} tal cual",
  nested: { deeper: { text: "dentro" } },
  count_one: "{{count}} actividad",
  count_other: "{{count}} actividades",
  zeroed_zero: "ninguna",
  zeroed_one: "una",
  zeroed_other: "{{count}}",
  join: "<0>Inicia sesión</0> o <1>crea una cuenta</1> para comentar",
  wrapped: "antes <0>fuera <1>dentro</1></0> después",
};

test("fills {{name}} without escaping (React escapes when it renders)", () => {
  expect(translate("es", messages, "greeting", { name: "Ana" })).toBe("Hola, Ana");
  expect(translate("es", messages, "raw", { html: "<b>&</b>" })).toBe("<b>&</b> tal cual");
  // A value left out is left empty, as i18next did.
  expect(translate("es", messages, "greeting")).toBe("Hola, ");
});

test("finds nested keys by their dots", () => {
  expect(translate("es", messages, "nested.deeper.text")).toBe("dentro");
});

test("a missing key, or one that names a group, shows the key", () => {
  expect(translate("es", messages, "nested.nothing")).toBe("nested.nothing");
  expect(translate("es", messages, "nested.deeper")).toBe("nested.deeper");
  expect(translate("es", {}, "greeting", { name: "Ana" })).toBe("greeting");
});

test("plural forms by count, chosen by the language's rules", () => {
  expect(translate("es", messages, "count", { count: 1 })).toBe("1 actividad");
  expect(translate("es", messages, "count", { count: 0 })).toBe("0 actividades");
  expect(translate("es", messages, "count", { count: 12 })).toBe("12 actividades");
  const en = catalogues.en;
  expect(translate("en", en, "itineraries.count", { count: 1 })).toBe("1 itinerary");
  expect(translate("en", en, "itineraries.count", { count: 0 })).toBe("0 itineraries");
  expect(translate("en", en, "activities.list.count", { count: 2 })).toBe("2 activities");
  expect(translate("es", catalogues.es, "activities.list.count", { count: 1 })).toBe("1 actividad");
  // `_zero` wins for 0 where the catalogue has it, as in i18next.
  expect(translate("es", messages, "zeroed", { count: 0 })).toBe("ninguna");
  expect(translate("es", messages, "zeroed", { count: 1 })).toBe("una");
  expect(translate("es", messages, "zeroed", { count: 3 })).toBe("3");
});

const render = (element: ReactElement, lang: "es" | "en" = "es", texts: object = messages) =>
  renderToStaticMarkup(createElement(I18nProvider, { language: lang, messages: texts as Record<string, unknown>, children: element }));
/** The test catalogue's keys are not the product's: the component is called with any key here. */
const trans = (props: { i18nKey: string; components: ReactElement[]; values?: Record<string, unknown> }) =>
  createElement(Trans, props as Parameters<typeof Trans>[0]);

test("Trans puts the given elements in the indexed tags, nested too", () => {
  const link = (href: string) => createElement("a", { href });
  expect(render(trans({ i18nKey: "join", components: [link("/acceso"), link("/registro")] }))).toBe(
    '<a href="/acceso">Inicia sesión</a> o <a href="/registro">crea una cuenta</a> para comentar',
  );
  expect(render(trans({ i18nKey: "wrapped", components: [createElement("strong"), createElement("em")] }))).toBe(
    "antes <strong>fuera <em>dentro</em></strong> después",
  );
  // The text is escaped once, by React.
  expect(render(trans({ i18nKey: "greeting", components: [], values: { name: "<script>" } }))).toBe("Hola, &lt;script&gt;");
});

test("useTranslation gives t and the language of the provider", () => {
  function Probe() {
    const { t, i18n } = useTranslation();
    return createElement("p", { lang: i18n.language }, t("itineraries.count", { count: 3 }));
  }
  expect(render(createElement(Probe), "en", catalogues.en)).toBe('<p lang="en">3 itineraries</p>');
});

test("the screen's texts are laid over the shell's, namespace by namespace", () => {
  const merged = mergeMessages({ meta: { siteName: "CP" }, errors: { a: "x" } }, { meta: { home: { title: "Inicio" } } });
  expect(merged).toEqual({ meta: { siteName: "CP", home: { title: "Inicio" } }, errors: { a: "x" } });
});

/** Type test (npm run typecheck): keys are the Spanish catalogue's, plural keys by their base. */
export function typedKeys(t: TFunction, category: "game" | "robotics") {
  t("activities.list.count", { count: 2 });
  t(`activities.categories.${category}`);
  // @ts-expect-error an unknown key is refused
  t("activities.list.nope");
  // @ts-expect-error a plural form is asked by its base key
  t("itineraries.count_one");
  // @ts-expect-error a group is not a text
  t("activities.list");
}
