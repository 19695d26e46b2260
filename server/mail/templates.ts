import type { Language } from "../../common/languages.ts";
import { mail as en } from "./texts/en.ts";
import { mail as es } from "./texts/es.ts";

export type MailContent = { subject: string; text: string; html: string };
type Texts = typeof es;
/** The mails with one action link, by their texts' name in the catalogues. */
export type ActionMail = "restorePassword" | "unlinkAccount" | "followUpReport";
export type ActionMailValues = { name?: string | null; link: string; provider?: string; code?: string };

const CATALOGUES: Record<Language, Texts> = { es, en };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/**
 * An email with one action link, in the recipient's language: plain text and a simple HTML version
 * (no images or remote resources, so it reads the same in every mail client).
 */
export function actionMail(kind: ActionMail, lang: Language, values: ActionMailValues): MailContent {
  const t = CATALOGUES[lang];
  const own = t[kind];
  const vars = { name: values.name ?? "", provider: values.provider ?? "", code: values.code ?? "" };
  const greeting = values.name ? fill(t.greeting, vars) : t.greetingAnonymous;
  const expiry = fill(own.expiry, vars);
  // A mail that is no answer to the reader's own request says its own last line.
  const ignore = "ignore" in own ? own.ignore : t.ignore;
  const lines = [greeting, "", fill(own.intro, vars), "", `${fill(own.action, vars)}: ${values.link}`, "", expiry, ignore, "", t.signature];
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#1d2b3a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(fill(own.intro, vars))}</p>
<p><a href="${escapeHtml(values.link)}" style="display:inline-block;background:#c9184a;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(fill(own.action, vars))}</a></p>
<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: fill(own.subject, vars), text: lines.join("\n"), html };
}

export type ModerationOutcome = "published" | "rejected";
export type ModerationMailValues = { name?: string | null; title: string; link: string; reason?: string | null };

/** A contribution's author told the moderation's outcome: what, why (when rejected), and a link to it. */
export function moderationMail(outcome: ModerationOutcome, lang: Language, values: ModerationMailValues): MailContent {
  const t = CATALOGUES[lang];
  const vars = { name: values.name ?? "", title: values.title, reason: values.reason ?? "" };
  const greeting = values.name ? fill(t.greeting, vars) : t.greetingAnonymous;
  const intro = fill(t.moderation[outcome].intro, vars);
  const reason = outcome === "rejected" && values.reason ? fill(t.moderation.rejected.reason, vars) : null;
  const action = t.moderation[outcome].action;
  const lines = [greeting, "", intro, ...(reason ? ["", reason] : []), "", `${action}: ${values.link}`, "", t.signature];
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#1d2b3a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${reason ? `<p>${escapeHtml(reason)}</p>\n` : ""}<p><a href="${escapeHtml(values.link)}" style="display:inline-block;background:#c9184a;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: fill(t.moderation[outcome].subject, vars), text: lines.join("\n"), html };
}
