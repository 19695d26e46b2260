import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  canonicalFormationCode,
  FORMATION_ATTEMPTS_MAX,
  FORMATION_ATTEMPTS_MAX_PER_ADDRESS,
  FORMATION_ATTEMPTS_WINDOW_MINUTES,
  FORMATION_CODE_ALPHABET,
  FORMATION_CODE_INPUT_MAX,
  FORMATION_CODE_LENGTH,
} from "../../../common/formation.ts";
import type { Language } from "../../../common/languages.ts";
import type { CurrentUser } from "../../../common/user.ts";
import { blockedForSeconds, clearFailures, recordFailure } from "../../auth/rate-limit.ts";
import type { Db } from "../../db/client.ts";
import { type FormationMaterial, type FormationSession, formations, users } from "../../db/schema/index.ts";
import { canOpenFormation, canPreviewFormation } from "../../policies/formation.ts";
import { forbidden, requireUser } from "../../policies/guards.ts";
import { DomainError } from "../errors.ts";
import { type DownloadView, downloadsByIds } from "./downloads.ts";

/** A formation in the request's language, as the view and the preview show it. */
export type FormationView = {
  id: number;
  accessCode: string;
  published: boolean;
  title: string;
  intro: string;
  sessions: { startsAt: string; minutes: number; place: string; link: string | null }[];
  material: { title: string; text: string; link: string | null }[];
  downloads: DownloadView[];
};

type FormationRow = typeof formations.$inferSelect;
type Opener = Pick<CurrentUser, "id" | "active" | "programs">;

/**
 * A new access code: FORMATION_CODE_LENGTH characters drawn evenly from the 32 of the alphabet (each random
 * byte's low five bits), XXXXX-XXXXX, 50 bits. Codes are never derived from the formation or a counter.
 */
export function newFormationAccessCode(): string {
  const bytes = randomBytes(FORMATION_CODE_LENGTH);
  const code = Array.from(bytes, (byte) => FORMATION_CODE_ALPHABET[byte & 31]).join("");
  return canonicalFormationCode(code);
}

/** Only web addresses become links (a stored `javascript:` link never reaches a page). */
function webLink(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

async function present(db: Db, row: FormationRow, lang: Language): Promise<FormationView> {
  const es = lang === "es";
  // English readers get the Spanish text where its editor left the English one empty (decision 041), row by row.
  const material: FormationMaterial[] = es
    ? row.materialEs
    : row.materialEs.map((m, i) => ({
        title: row.materialEn[i]?.title || m.title,
        text: row.materialEn[i]?.text || m.text,
        link: row.materialEn[i]?.link ?? m.link,
      }));
  const sessions: FormationSession[] = [...row.sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    id: row.id,
    accessCode: row.accessCode,
    published: row.published,
    title: es ? row.titleEs : row.titleEn || row.titleEs,
    intro: es ? row.introEs : row.introEn || row.introEs,
    sessions: sessions.map((s) => ({
      startsAt: new Date(s.startsAt).toISOString(),
      minutes: s.minutes,
      place: es ? s.placeEs : s.placeEn || s.placeEs,
      link: webLink(s.link),
    })),
    material: material.map((m) => ({ title: m.title, text: m.text, link: webLink(m.link) })),
    downloads: await downloadsByIds(db, row.downloadIds, lang),
  };
}

/**
 * The rate limit's keys: the teacher's wrong codes, and the address's (when the request says which; a school's
 * teachers share one, so its limit is higher). Decision 013 keeps all limits in rate_limit_hits.
 */
function attemptKeys(userId: string, ip: string) {
  const known = ip !== "" && ip !== "unknown";
  return { user: `formation:user:${userId}`, address: known ? `formation:ip:${ip}` : null };
}

/** Account deletion's step (decision 008): the wrong tries counted under the account's id. */
export function forgetFormationTriesOf(db: Db, userId: string): Promise<void> {
  return clearFailures(db, attemptKeys(userId, "unknown").user);
}

async function waitSeconds(db: Db, keys: ReturnType<typeof attemptKeys>): Promise<number> {
  const window = FORMATION_ATTEMPTS_WINDOW_MINUTES;
  const user = await blockedForSeconds(db, keys.user, FORMATION_ATTEMPTS_MAX, window);
  const address = keys.address ? await blockedForSeconds(db, keys.address, FORMATION_ATTEMPTS_MAX_PER_ADDRESS, window) : 0;
  return Math.max(user, address);
}

const field = (key: string) => ({ accessCode: key });

type Outcome = { kind: "found"; row: FormationRow } | { kind: "wrong" } | { kind: "wait"; seconds: number };

/**
 * Opens a formation by its access code (sections 5 and 8) for a licensed teacher: the code is read as typed
 * (spaces, case and dashes do not matter). A code that opens nothing is "The code is not correct" and counts as
 * a wrong try; after FORMATION_ATTEMPTS_MAX of them within the window every try is refused, right or wrong
 * (a right code must not be found by trying while blocked), with the minutes left. A right code never counts,
 * nor clears the count (else one known code would launder guesses). An unpublished formation is "not available".
 *
 * The check and the count run under a lock on the teacher's row, so tries sent at once cannot all slip under the limit.
 */
export async function openFormation(
  db: Db,
  viewer: Opener | null,
  input: { accessCode: string; ip: string },
  lang: Language,
): Promise<FormationView> {
  const user = requireUser(viewer);
  if (!canOpenFormation(user)) throw forbidden();
  const typed = input.accessCode.trim();
  if (typed === "") throw new DomainError("VALIDATION", { fields: field("formation.errors.codeRequired") });
  // Longer than any code: it cannot match, so it is not a try worth counting.
  if (typed.length > FORMATION_CODE_INPUT_MAX)
    throw new DomainError("FORMATION_CODE_WRONG", { fields: field("formation.errors.codeWrong"), status: 404 });
  const code = canonicalFormationCode(typed);
  const keys = attemptKeys(user.id, input.ip);

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const seconds = await waitSeconds(tx, keys);
    if (seconds > 0) return { kind: "wait", seconds };
    const [row] = await tx.select().from(formations).where(eq(formations.accessCode, code)).limit(1);
    if (row) return { kind: "found", row };
    await recordFailure(tx, keys.address ? [keys.user, keys.address] : [keys.user]);
    return { kind: "wrong" };
  });

  if (outcome.kind === "wait") {
    throw new DomainError("FORMATION_TOO_MANY_ATTEMPTS", {
      fields: field("formation.errors.tooManyAttempts"),
      status: 429,
      retryAfter: outcome.seconds,
    });
  }
  if (outcome.kind === "wrong") throw new DomainError("FORMATION_CODE_WRONG", { fields: field("formation.errors.codeWrong"), status: 404 });
  if (!outcome.row.published)
    throw new DomainError("FORMATION_NOT_AVAILABLE", { fields: field("formation.errors.notAvailable"), status: 404 });
  return present(db, outcome.row, lang);
}

/** A formation by its id for the foundation's staff, published or not (the preview); null when there is none. */
export async function previewFormation(
  db: Db,
  viewer: Pick<CurrentUser, "developer"> | null,
  id: string,
  lang: Language,
): Promise<FormationView | null> {
  const user = requireUser(viewer);
  if (!canPreviewFormation(user)) throw forbidden();
  if (!/^\d{1,9}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(formations)
    .where(eq(formations.id, Number(id)))
    .limit(1);
  return row ? present(db, row, lang) : null;
}
