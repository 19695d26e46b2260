import type { Language } from "../../common/languages.ts";
import type { ActionMail, ActionMailValues, ModerationMailValues, ModerationOutcome } from "../mail/templates.ts";

/**
 * Every kind of job and its payload (stored as JSON: plain values only). A payload may be read by a newer
 * version of the code than the one that wrote it: change a shape only compatibly, or add a kind.
 * Payloads that name a person's address hold it in `to` (account deletion forgets them by it).
 */
export type JobPayloads = {
  /** One email, rendered when sent: the recipient, the template's name, its language and its values. */
  mail: { to: string; template: ActionMail; lang: Language; params: ActionMailValues };
  /** A password restore asked for an address: a link is issued and mailed if it has an active account. */
  "password-restore": { to: string };
  /** A contribution's author told it was published or rejected; the contribution is marked emailed once sent. */
  "moderation-mail": { to: string; lang: Language; outcome: ModerationOutcome; params: ModerationMailValues; contributionId: string };
  /** Stored files no longer used (a deleted or rejected post's uploads), by storage key. */
  "storage-delete": { keys: string[] };
  /** A published bulletin post, notified to every licensed teacher (one statement; run twice, no duplicates). */
  "bulletin-notify": { contributionId: string };
  /** A gallery video stored as uploaded: its poster and a browser-playable MP4 made, the row updated, the upload removed. */
  media: { fileId: string };
};

export type JobKind = keyof JobPayloads;
