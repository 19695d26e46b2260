import type { Language } from "../../common/languages.ts";
import { mail as en } from "./texts/en.ts";
import { mail as es } from "./texts/es.ts";

export type MailContent = { subject: string; text: string; html: string };
type Texts = typeof es;
/** The mails with one action link, by their texts' name in the catalogues. */
export const ACTION_MAILS = ["restorePassword", "unlinkAccount", "followUpReport"] as const;
export type ActionMail = (typeof ACTION_MAILS)[number];
export type ActionMailValues = { name?: string | null; link: string; provider?: string; code?: string };

const CATALOGUES: Record<Language, Texts> = { es, en };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/**
 * A link as a mail client can follow it: a path (as services queue them, e.g. moderation's "/foro/…") is put
 * after the product's public address (PUBLIC_URL, which the jobs worker is given); an address with a scheme
 * is kept.
 */
export function absoluteLink(link: string, publicUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return link;
  return `${publicUrl.replace(/\/+$/, "")}/${link.replace(/^\/+/, "")}`;
}

/** What a mail says: its paragraphs (blank lines between them in the text), one action and its link. */
type Body = { lang: Language; subject: string; paragraphs: string[]; action: string; link: string; after: string[] };

/**
 * Every mail is written here, so every link in it is absolute: plain text and a simple HTML version (no images
 * or remote resources, so it reads the same in every mail client).
 */
function compose({ lang, subject, paragraphs, action, link, after }: Body, publicUrl: string): MailContent {
  const t = CATALOGUES[lang];
  const href = absoluteLink(link, publicUrl);
  const text = [...paragraphs.flatMap((p) => [p, ""]), `${action}: ${href}`, "", ...(after.length ? [...after, ""] : []), t.signature];
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#1d2b3a;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>\n`).join("")}<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#c9184a;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
${after.length ? `<p>${after.map(escapeHtml).join("<br>")}</p>\n` : ""}<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject, text: text.join("\n"), html };
}

/** An email with one action link, in the recipient's language. */
export function actionMail(kind: ActionMail, lang: Language, values: ActionMailValues, publicUrl: string): MailContent {
  const t = CATALOGUES[lang];
  const own = t[kind];
  const vars = { name: values.name ?? "", provider: values.provider ?? "", code: values.code ?? "" };
  const greeting = values.name ? fill(t.greeting, vars) : t.greetingAnonymous;
  // A mail that is no answer to the reader's own request says its own last line.
  const ignore = "ignore" in own ? own.ignore : t.ignore;
  return compose(
    {
      lang,
      subject: fill(own.subject, vars),
      paragraphs: [greeting, fill(own.intro, vars)],
      action: fill(own.action, vars),
      link: values.link,
      after: [fill(own.expiry, vars), ignore],
    },
    publicUrl,
  );
}

export const MODERATION_OUTCOMES = ["published", "rejected"] as const;
export type ModerationOutcome = (typeof MODERATION_OUTCOMES)[number];
export type ModerationMailValues = { name?: string | null; title: string; link: string; reason?: string | null };

/** A contribution's author told the moderation's outcome: what, why (when rejected), and a link to it. */
export function moderationMail(outcome: ModerationOutcome, lang: Language, values: ModerationMailValues, publicUrl: string): MailContent {
  const t = CATALOGUES[lang];
  const vars = { name: values.name ?? "", title: values.title, reason: values.reason ?? "" };
  const greeting = values.name ? fill(t.greeting, vars) : t.greetingAnonymous;
  const intro = fill(t.moderation[outcome].intro, vars);
  const reason = outcome === "rejected" && values.reason ? fill(t.moderation.rejected.reason, vars) : null;
  return compose(
    {
      lang,
      subject: fill(t.moderation[outcome].subject, vars),
      paragraphs: [greeting, intro, ...(reason ? [reason] : [])],
      action: t.moderation[outcome].action,
      link: values.link,
      after: [],
    },
    publicUrl,
  );
}
