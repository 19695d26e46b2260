import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { localStorage } from "./storage/local-storage.ts";
import { givenUser } from "./test/factories.ts";
import { testPages } from "./test/pages.ts";
import { givenProgram } from "./test/publications-factories.ts";

/** A programme is only edited, never created: an address saying ?done=created shows no notice (it showed a text's key). */
const pages = testPages({ storage: localStorage(mkdtempSync(path.join(tmpdir(), "program-done-"))) });

test("a programme's editor says what a save did, and nothing for a creation it cannot have made", async () => {
  const staff = await givenUser(pages.database.db, { roles: ["DEVELOPER"] });
  const program = await givenProgram(pages.database.db, { slug: "programa-hecho", nameEs: "Programa hecho", links: [] });
  const open = async (done: string) => {
    const res = await pages.app.request(`/cms/programas/${program.id}?done=${done}`, { headers: { cookie: `token=${staff.token}` } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const notice = (html: string) => html.match(/<p role="status" class="form-success[^"]*">([^<]*)<\/p>/)?.[1] ?? null;
  expect(notice(await open("saved"))).toBe("Cambios guardados.");
  expect(notice(await open("created"))).toBeNull();
});
