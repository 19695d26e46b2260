import type { Page } from "@playwright/test";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";

/** An open (not premium) activity of the seeded catalogue, whichever it is, with its title in both languages. */
async function openActivity(page: Page): Promise<{ slug: string; es: string; en: string }> {
  const ask = async (lang: string, query: string) => {
    const response = await page.request.post("/graphql", {
      headers: { "content-type": "application/json", "x-language": lang },
      data: { query },
    });
    return (await response.json()).data;
  };
  const item = (await ask("es", "{ activities(filter: { access: open }, pageSize: 1) { items { slug title } } }")).activities.items[0] as
    | { slug: string; title: string }
    | undefined;
  if (!item) throw new Error("the seeded catalogue has no open activity");
  const en = (await ask("en", `{ activity(slug: ${JSON.stringify(item.slug)}) { title } }`)).activity.title as string;
  return { slug: item.slug, es: item.title, en };
}

// Three people in their own browsers, with axe on every screen: longer than a single-page journey.
test.describe.configure({ timeout: 90_000 });

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** The comment (its article) whose text is `text`. */
const commentWith = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

async function postComment(page: Page, text: string, lang: "es" | "en" = "es") {
  const es = lang === "es";
  await page.getByLabel(es ? "Escribe tu comentario" : "Write your comment").fill(text);
  await page.getByRole("button", { name: es ? "Enviar comentario" : "Send comment" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: es ? "Tu comentario está pendiente de moderación" : "Your comment is pending moderation" }),
  ).toBeVisible();
  await expect(commentWith(page, text).getByText(es ? "Pendiente de moderación" : "Pending moderation")).toBeVisible();
}

test("a comment waits for moderation, is published from the moderation desk, and then its author can no longer delete it", async ({
  browser,
  baseURL,
}) => {
  const author = await openAs(browser, baseURL!, accounts.family);
  const activity = await openActivity(author);
  const path = `/actividades/${activity.slug}`;
  const text = unique("¡Hemos construido el robot con cartón!");

  await author.goto(path);
  await expect(author.getByRole("heading", { name: /Comentarios/ })).toBeVisible();
  await expect(author.getByText("Los comentarios se revisan antes de aparecer publicados", { exact: false })).toBeVisible();
  // The browser refuses an empty comment with the server's own words.
  await author.getByRole("button", { name: "Enviar comentario" }).click();
  await expect(author.getByText("El comentario no puede estar vacío.")).toBeVisible();
  await postComment(author, text);
  await expect(commentWith(author, text).getByText("Tú", { exact: true })).toBeVisible();
  await expectAccessible(author);

  // Visitors do not see it yet, and are invited to log in or sign up to comment.
  const visitor = await openAs(browser, baseURL!, null);
  await visitor.goto(path);
  await expect(visitor.getByText(text)).toHaveCount(0);
  const comments = visitor.getByRole("region", { name: /Comentarios/ });
  await expect(comments.getByRole("link", { name: "Inicia sesión" })).toHaveAttribute("href", `/acceder?page=${encodeURIComponent(path)}`);
  await expect(comments.getByRole("link", { name: "crea una cuenta" })).toHaveAttribute(
    "href",
    `/registro?page=${encodeURIComponent(path)}`,
  );
  await expectAccessible(visitor);

  // The author opens the delete confirmation… while a moderator publishes it from the queue.
  await commentWith(author, text)
    .getByRole("link", { name: /^Eliminar/ })
    .click();
  await expect(author.getByRole("heading", { name: "Eliminar comentario", level: 1 })).toBeVisible();
  await expect(author.getByText(text)).toBeVisible();
  await expectAccessible(author);

  const moderator = await openAs(browser, baseURL!, accounts.moderator);
  await moderator.goto("/moderacion");
  await expect(moderator.getByRole("heading", { name: "Moderación", level: 1 })).toBeVisible();
  const queued = moderator.getByRole("listitem").filter({ hasText: text });
  await expect(queued.getByRole("link", { name: activity.es })).toBeVisible();
  await expect(queued.getByText("Lucía G.")).toBeVisible();
  await expectAccessible(moderator);
  await queued.getByRole("button", { name: /^Publicar/ }).click();
  await expect(moderator.getByRole("status").filter({ hasText: "Aportación publicada." })).toBeVisible();
  await expect(moderator.getByText(text)).toHaveCount(0);
  await expectAccessible(moderator);

  // Too late for the author: the specification's message, and nothing deleted.
  await author.getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(author.getByRole("alert")).toHaveText("No se puede eliminar porque acaba de ser moderado.");
  await expect(author.getByRole("button", { name: "Sí, eliminar" })).toHaveCount(0);
  await expectAccessible(author);

  // Everyone sees it now, with first name and initial only; the author has no Delete link any more.
  await visitor.reload();
  await expect(commentWith(visitor, text).getByText("Lucía G.")).toBeVisible();
  await expect(visitor.getByText("familia@demo.test")).toHaveCount(0);
  await author.goto(path);
  await expect(commentWith(author, text)).toBeVisible();
  await expect(commentWith(author, text).getByText("Pendiente de moderación")).toHaveCount(0);
  await expect(commentWith(author, text).getByRole("link", { name: /^Eliminar/ })).toHaveCount(0);
  await Promise.all([author.context().close(), visitor.context().close(), moderator.context().close()]);
});

test("without JavaScript a comment is posted, and a moderator rejects it after confirming", async ({ browser, baseURL }) => {
  const author = await openAs(browser, baseURL!, accounts.family, { javaScript: false });
  const activity = await openActivity(author);
  const path = `/actividades/${activity.slug}`;
  const text = unique("Nos ha costado un poco el paso tres");

  await author.goto(path);
  await postComment(author, text);

  const moderator = await openAs(browser, baseURL!, accounts.moderator);
  await moderator.goto("/moderacion");
  await moderator
    .getByRole("listitem")
    .filter({ hasText: text })
    .getByRole("link", { name: /^Rechazar/ })
    .click();
  await expect(moderator.getByRole("heading", { name: "Rechazar comentario", level: 1 })).toBeVisible();
  await expect(moderator.getByText("Al rechazarlo también se eliminarán todas sus respuestas.")).toBeVisible();
  await expectAccessible(moderator);
  // The reason is required: without it nothing happens but the field's message.
  await moderator.getByRole("button", { name: "Sí, rechazar" }).click();
  await expect(moderator.getByText("Escribe el motivo del rechazo")).toBeVisible();
  await moderator.getByLabel("Motivo del rechazo").fill("No trata de la actividad");
  await moderator.getByRole("button", { name: "Sí, rechazar" }).click();
  await expect(moderator).toHaveURL(/\/moderacion\?rechazado=1$/);
  await expect(moderator.getByRole("status").filter({ hasText: "Aportación rechazada." })).toBeVisible();
  await expect(moderator.getByText(text)).toHaveCount(0);
  await expectAccessible(moderator);

  // Rejected: nobody sees it on the activity, its author included.
  await author.goto(path);
  await expect(author.getByText(text)).toHaveCount(0);
  await Promise.all([author.context().close(), moderator.context().close()]);
});

test("in English: the author deletes a pending comment, and a published one reaches visitors", async ({ browser, baseURL }) => {
  const author = await openAs(browser, baseURL!, accounts.family);
  const activity = await openActivity(author);
  const path = `/activities/${activity.slug}`;
  const mistake = unique("Typo in this one");
  const text = unique("We loved the final challenge");

  await author.goto(path);
  await expect(author.getByRole("heading", { name: /Comments/ })).toBeVisible();
  await postComment(author, mistake, "en");
  await commentWith(author, mistake)
    .getByRole("link", { name: /^Delete/ })
    .click();
  await expect(author).toHaveURL(new RegExp(`/activities/${activity.slug}/delete\\?comentario=`));
  await expect(author.getByRole("heading", { name: "Delete comment", level: 1 })).toBeVisible();
  await expectAccessible(author);
  await author.getByRole("button", { name: "Yes, delete" }).click();
  await expect(author).toHaveURL(new RegExp(`/activities/${activity.slug}#comments$`));
  await expect(author.getByText(mistake)).toHaveCount(0);

  await postComment(author, text, "en");
  await expectAccessible(author);

  // A non-moderator is refused the queue.
  await author.goto("/moderation");
  await expect(author.getByRole("heading", { name: "Sorry, you do not have permission to continue." })).toBeVisible();

  const moderator = await openAs(browser, baseURL!, accounts.moderator);
  await moderator.goto("/moderation");
  await expect(moderator.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  const queued = moderator.getByRole("listitem").filter({ hasText: text });
  await expect(queued.getByRole("link", { name: activity.en })).toBeVisible();
  await queued.getByRole("button", { name: /^Publish/ }).click();
  await expect(moderator.getByRole("status").filter({ hasText: "Contribution published." })).toBeVisible();
  await expect(moderator.getByText(text)).toHaveCount(0);
  await expectAccessible(moderator);

  const visitor = await openAs(browser, baseURL!, null);
  await visitor.goto(path);
  await expect(commentWith(visitor, text).getByText("Lucía G.")).toBeVisible();
  await expect(visitor.getByRole("region", { name: /Comments/ }).getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    `/access?page=${encodeURIComponent(path)}`,
  );
  await expectAccessible(visitor);
  await Promise.all([author.context().close(), visitor.context().close(), moderator.context().close()]);
});

test("the author follows their comments, with their state, in My account › My contributions", async ({ browser, baseURL }) => {
  const author = await openAs(browser, baseURL!, accounts.teacher);
  const activity = await openActivity(author);
  await author.goto(`/actividades/${activity.slug}`);
  const text = unique("Lo probamos en clase de 4.º y funcionó");
  await postComment(author, text);
  await author.goto("/mi-cuenta/aportaciones");
  const mine = author.getByRole("list", { name: "Tus aportaciones" }).getByRole("listitem").filter({ hasText: text });
  await expect(mine.getByText("Estado: Pendiente de moderación")).toBeVisible();
  await expect(mine.getByRole("link", { name: `En «${activity.es}»` })).toBeVisible();
  await expectAccessible(author);
  await author.goto("/my-account/contributions");
  await expect(author.getByRole("list", { name: "Your contributions" }).getByText("Status: Pending moderation").first()).toBeVisible();
  await author.context().close();
});
