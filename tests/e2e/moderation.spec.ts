import type { Page } from "@playwright/test";
import { accounts, expect, expectAccessible, openAs, test, untilHydrated } from "./fixtures.ts";

async function goto(page: Page, path: string) {
  await untilHydrated(page, await page.goto(path));
}

async function ask(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post("/graphql", { headers: { "content-type": "application/json" }, data: { query, variables } });
  return (await response.json()).data;
}

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

test.describe.configure({ timeout: 90_000 });

test("the moderator works the desk; the author is told in the header's panel and in My contributions", async ({ browser, baseURL }) => {
  const teacher = await openAs(browser, baseURL!, accounts.teacher);
  const moderator = await openAs(browser, baseURL!, accounts.moderator);

  // Two comments of the demo teacher, pending, on an open activity of the seeded catalogue.
  const { activities } = await ask(teacher, "{ activities(filter: { access: open }, pageSize: 1) { items { id slug title } } }");
  const activity = activities.items[0] as { id: string; slug: string; title: string };
  const kept = unique("Lo hicimos con dados");
  const refused = unique("Os paso las fotos de la clase");
  for (const content of [kept, refused]) {
    const posted = await ask(
      teacher,
      "mutation ($a: ID!, $c: String!) { postActivityComment(activityId: $a, content: $c) { __typename } }",
      { a: activity.id, c: content },
    );
    expect(posted.postActivityComment.__typename).toBe("MutationPostActivityCommentSuccess");
  }
  // The author's page is open all along: its unread count changes without a reload.
  await goto(teacher, "/actividades");
  const bell = teacher.getByRole("button", { name: /^Notificaciones, \d+ sin leer$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute("aria-label"))!.match(/\d+/)![0]);

  // The desk: the queue across sections, the guard's reason beside the seeded comment with a phone number.
  await goto(moderator, "/moderacion");
  await expect(moderator.getByRole("heading", { name: "Moderación", level: 1 })).toBeVisible();
  await expect(
    moderator.getByRole("listitem").filter({ hasText: "612 345 678" }).getByText("Contiene un número de teléfono"),
  ).toBeVisible();
  await expectAccessible(moderator);
  // Filtered by section: the forum has nothing pending here, the activities have the teacher's comments.
  const sections = moderator.getByRole("navigation", { name: "Secciones" });
  await sections.getByRole("link", { name: "Foro" }).click();
  await expect(moderator).toHaveURL(/\/moderacion\?seccion=foro$/);
  await expect(moderator.getByText(kept)).toHaveCount(0);
  await sections.getByRole("link", { name: "Actividades" }).click();
  await expect(moderator).toHaveURL(/\/moderacion\?seccion=actividades$/);
  await expect(moderator.getByRole("heading", { name: /Pendientes · Actividades/, level: 2 })).toBeVisible();
  await expectAccessible(moderator);

  const first = moderator.getByRole("listitem").filter({ hasText: kept });
  await expect(first.getByRole("link", { name: activity.title })).toBeVisible();
  await expect(first.getByText("Marta R.")).toBeVisible();
  await first.getByRole("button", { name: /^Publicar/ }).click();
  await expect(moderator.getByRole("status").filter({ hasText: "Aportación publicada." })).toBeVisible();
  await expect(moderator.getByText(kept)).toHaveCount(0);

  // Rejecting asks for a reason, on the comment's own confirmation page, then comes back to the desk.
  await moderator
    .getByRole("listitem")
    .filter({ hasText: refused })
    .getByRole("link", { name: /^Rechazar/ })
    .click();
  await expect(moderator.getByRole("heading", { name: "Rechazar comentario", level: 1 })).toBeVisible();
  await expectAccessible(moderator);
  await moderator.getByLabel("Motivo del rechazo").fill("Las fotos de la clase no pueden compartirse aquí");
  await moderator.getByRole("button", { name: "Sí, rechazar" }).click();
  await expect(moderator).toHaveURL(/\/moderacion\?rechazado=1$/);
  await expect(moderator.getByRole("status").filter({ hasText: "Aportación rechazada." })).toBeVisible();
  await moderator.getByRole("navigation", { name: "Listas" }).getByRole("link", { name: "Rechazadas" }).click();
  const rejected = moderator.getByRole("listitem").filter({ hasText: refused });
  await expect(rejected.getByText("Motivo del rechazo: Las fotos de la clase no pueden compartirse aquí")).toBeVisible();
  await expectAccessible(moderator);

  // The author's open page learns of both when it looks again (the poll runs when the tab becomes visible, and every 30 s).
  await teacher.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(teacher.getByRole("button", { name: `Notificaciones, ${before + 2} sin leer` })).toBeVisible();
  const button = teacher.getByRole("button", { name: /^Notificaciones/ });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(teacher.getByRole("heading", { name: "Notificaciones", level: 2 })).toBeFocused();
  const list = teacher.getByRole("list", { name: "Tus notificaciones" });
  await expect(list.getByRole("link", { name: `Sin leer: Se ha publicado tu comentario «${kept}»` })).toBeVisible();
  await expect(list.getByRole("link", { name: `Sin leer: Se ha rechazado tu comentario «${refused}»` })).toBeVisible();
  await expectAccessible(teacher);
  // Escape closes it and gives the focus back to its button.
  await teacher.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  // Deleting one; following another marks it read and goes to the item.
  await button.press("Enter");
  await list.getByRole("button", { name: `Borrar la notificación: Se ha rechazado tu comentario «${refused}»` }).click();
  await expect(list.getByText(refused)).toHaveCount(0);
  await expect(teacher.getByRole("button", { name: `Notificaciones, ${before + 1} sin leer` })).toBeVisible();
  await list.getByRole("link", { name: `Sin leer: Se ha publicado tu comentario «${kept}»` }).click();
  await expect(teacher).toHaveURL(new RegExp(`/actividades/${activity.slug}#comments$`));
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(teacher.getByRole("article").filter({ hasText: kept })).toBeVisible();
  await expectAccessible(teacher);
  await expect(teacher.getByRole("button", { name: before === 0 ? "Notificaciones" : `Notificaciones, ${before} sin leer` })).toBeVisible();

  // My contributions: the outcome of each, the reason of the rejection.
  await goto(teacher, "/mi-cuenta/aportaciones");
  const mine = teacher.getByRole("list", { name: "Tus aportaciones" });
  await expect(mine.getByRole("listitem").filter({ hasText: kept }).getByText("Estado: Publicado")).toBeVisible();
  const outcome = mine.getByRole("listitem").filter({ hasText: refused });
  await expect(outcome.getByText("Estado: Rechazado")).toBeVisible();
  await expect(outcome.getByText("Motivo del rechazo: Las fotos de la clase no pueden compartirse aquí")).toBeVisible();
  await expectAccessible(teacher);
  await Promise.all([teacher.context().close(), moderator.context().close()]);
});
