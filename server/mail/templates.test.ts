import { expect, test } from "vitest";
import { LANGUAGES } from "../../common/languages.ts";
import { ACTION_MAILS, actionMail, type MailContent, MODERATION_OUTCOMES, moderationMail } from "./templates.ts";
import { mail as es } from "./texts/es.ts";

/**
 * Every emailed link is absolute (issue 31, 3.9): a mail client has no page to resolve "/foro/…" against.
 * Every kind of mail is rendered in every language, given a path as its link as the services queue them.
 */

const PUBLIC_URL = "https://codigo.example.org";

/** Every mail the templates can write, with sample values (a path for a link, as moderation queues it). */
function everyMail(): [string, MailContent][] {
  const mails: [string, MailContent][] = [];
  for (const lang of LANGUAGES) {
    for (const kind of ACTION_MAILS) {
      for (const link of ["/restablecer-contrasena?token=abc", `${PUBLIC_URL}/informe/XYZ`]) {
        mails.push([`${kind} ${lang} ${link}`, actionMail(kind, lang, { name: "Ana", link, provider: "Google", code: "XYZ" }, PUBLIC_URL)]);
      }
    }
    for (const outcome of MODERATION_OUTCOMES) {
      const values = { name: "Ana", title: "Robots en 3.º", link: "/foro/1b2c#c-3", reason: "Fuera de tema" };
      mails.push([`moderation ${outcome} ${lang}`, moderationMail(outcome, lang, values, PUBLIC_URL)]);
    }
  }
  return mails;
}

test("the templates cover every mail of the texts' catalogue", () => {
  const kinds = Object.entries(es)
    .filter(([, value]) => typeof value === "object")
    .map(([key]) => key);
  expect(kinds.sort()).toEqual([...ACTION_MAILS, "moderation"].sort());
  expect(Object.keys(es.moderation).sort()).toEqual([...MODERATION_OUTCOMES].sort());
});

test("every link of every mail, in its HTML and in its text, starts with the public address", () => {
  for (const [name, mail] of everyMail()) {
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    // Whatever looks like an address in the plain text: a path or anything with a scheme.
    const urls = mail.text.split(/\s+/).filter((word) => word.startsWith("/") || word.includes("://"));
    expect(hrefs.length, name).toBeGreaterThan(0);
    expect(urls.length, name).toBeGreaterThan(0);
    for (const url of [...hrefs, ...urls]) expect(url.startsWith(`${PUBLIC_URL}/`), `${name}: ${url}`).toBe(true);
    expect(mail.html, name).not.toMatch(/(?:src|action)="(?!https:)/);
  }
});

test("a public address given with a trailing slash makes no double slash", () => {
  const mail = moderationMail("rejected", "es", { title: "T", link: "/mi-cuenta/aportaciones" }, `${PUBLIC_URL}/`);
  expect(mail.text).toContain(`${PUBLIC_URL}/mi-cuenta/aportaciones`);
  expect(mail.html).toContain(`href="${PUBLIC_URL}/mi-cuenta/aportaciones"`);
});
