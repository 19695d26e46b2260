import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { CONTRIBUTIONS_PER_WINDOW } from "../common/contributions.ts";
import { pathFor } from "../common/routes.ts";
import { givenContribution } from "./test/contribution-factories.ts";
import { givenActivity } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * Too many posts in a row, met on the forum's share form without scripts: the API's message in words. The form
 * showed the catalogue's key («comments.errors.flood»): its text did not travel with the page.
 */
const pages = testPages();

test("a teacher who posted too many times in a row is told so in words on the share form, and nothing is stored", async () => {
  const db = pages.database.db;
  const teacher = await givenTeacher(db, [await givenProgram(db)]);
  const activity = await givenActivity(db);
  for (let i = 0; i < CONTRIBUTIONS_PER_WINDOW; i++)
    await givenContribution(db, { authorId: teacher.id, activityId: activity.id, content: `Comentario ${i}`, state: "published" });
  const form = { title: "Un tema más", content: "¿Y esto?", categories: "robotics", idempotencyKey: randomUUID() };
  const res = await pages.post(pathFor("forum-share", "es"), teacher.token, form);
  expect(res.status).toBe(400);
  const body = await res.text();
  expect(body).toMatch(/role="alert"[^>]*>[^<]*Has enviado muchos comentarios seguidos\. Espera unos minutos antes de escribir otro\./);
  expect(body).not.toMatch(/>comments\.errors\.flood</);
});
