import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/**
 * Every editor of the back office (issue 18), as an admin (who holds the staff and event-manager flags) finds them
 * from /cms: each list, its blank form, the first item's editor and its preview load and pass axe. The editors' flows
 * are tested without a browser (server/*-editor-pages.test.ts) and the news one in news-editor.spec.ts.
 */
/** `items: false`: the list is its own editor (the FAQs' groups and questions). */
const EDITORS: { link: string; list: string; blank?: string; preview: boolean; items?: false }[] = [
  { link: "Editor de noticias", list: "/cms/noticias", blank: "/cms/noticias/nueva", preview: true },
  { link: "Editor de eventos", list: "/cms/eventos", blank: "/cms/eventos/nuevo", preview: true },
  { link: "Temas de Profundiza", list: "/cms/temas", blank: "/cms/temas/nuevo", preview: true },
  { link: "Páginas de los programas", list: "/cms/programas", preview: true },
  { link: "Centros de referencia", list: "/cms/centros-referencia", preview: false },
  { link: "Editor de actividades", list: "/cms/actividades", blank: "/cms/actividades/nueva", preview: true },
  { link: "Editor de cursos", list: "/cms/cursos", blank: "/cms/cursos/nuevo", preview: false },
  { link: "Editor de itinerarios", list: "/cms/itinerarios", blank: "/cms/itinerarios/nuevo", preview: false },
  { link: "Formaciones", list: "/cms/formaciones", blank: "/cms/formaciones/nueva", preview: false },
  { link: "Descargas de formación", list: "/cms/descargas", blank: "/cms/descargas/nueva", preview: false },
  { link: "Preguntas frecuentes", list: "/cms/preguntas-frecuentes", preview: false, items: false },
  { link: "Dossier del docente", list: "/cms/dossier", preview: false },
  { link: "Ediciones de los superretos", list: "/cms/superretos", blank: "/cms/superretos/nueva?kind=europe", preview: false },
];

test("every editor's screens load for an admin and pass axe", async ({ browser, baseURL }) => {
  // Every editor and its axe check, beside the other worker: about two minutes (decision 054).
  test.setTimeout(240_000);
  const page = await openAs(browser, baseURL!, accounts.admin);
  await page.goto("/cms");
  for (const editor of EDITORS) {
    await expect(page.getByRole("link", { name: editor.link, exact: true })).toHaveAttribute("href", editor.list);
  }
  for (const editor of EDITORS) {
    await page.goto(editor.list);
    await expectAccessible(page);
    if (editor.blank) {
      await page.goto(editor.blank);
      await expect(page.getByRole("button", { name: /^Guardar|^Subir|^Añadir/ }).first()).toBeVisible();
      await expectAccessible(page);
      await page.goto(editor.list);
    }
    if (editor.items === false) continue;
    // The first item's editor: the first link under the list's own address that is not a blank form.
    await page.locator(`main a[href^="${editor.list}/"]:not([href*="/nuev"])`).first().click();
    await expect(page.getByRole("button", { name: /^Guardar|^Subir|^Añadir/ }).first()).toBeVisible();
    await expectAccessible(page);
    if (editor.list === "/cms/cursos") {
      // A unit's block editor: every block with its form's way in and its move buttons.
      await page
        .getByRole("link", { name: /./ })
        .filter({ has: page.locator("xpath=self::a[contains(@href, '/unidad/')]") })
        .first()
        .click();
      await expect(page.getByRole("button", { name: /Subir|Bajar/ }).first()).toBeVisible();
      await expectAccessible(page);
    }
    if (editor.preview) {
      await page.getByRole("link", { name: "Vista previa en español" }).click();
      await expect(page.getByText(/Vista previa:/)).toBeVisible();
      await expectAccessible(page);
    }
  }
  await page.context().close();
});
