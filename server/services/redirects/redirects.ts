import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { REDIRECT_KINDS, type RedirectKind } from "../../../common/redirects.ts";
import type { Db } from "../../db/client.ts";
import { redirects } from "../../db/schema/index.ts";
import { logger } from "../../logger.ts";

const FollowInput = z.object({ kind: z.enum(REDIRECT_KINDS), key: z.string().min(1).max(200) });

/**
 * Where a stored target may send a visitor: a path of this site ("/…", but not "//host" nor "/\host",
 * which browsers read as another host) or an https address. Anything else (javascript:, data:, http:,
 * relative paths, whitespace or control characters) is refused, so a bad row can never become an
 * open redirect.
 */
export function safeTarget(target: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (target.length === 0 || target.length > 2000 || /[\s\u0000-\u001f\u007f\\]/.test(target)) return null;
  if (target.startsWith("/")) return target.startsWith("//") ? null : target;
  if (!target.startsWith("https://")) return null;
  try {
    const url = new URL(target);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password ? target : null;
  } catch {
    return null;
  }
}

/**
 * Counts a use of a QR code or short link and answers its target, in one UPDATE … RETURNING (two
 * scans at once both count). Null for an unknown key or an unsafe target.
 */
export async function followRedirect(db: Db, input: { kind: RedirectKind; key: string }): Promise<string | null> {
  const parsed = FollowInput.safeParse(input);
  if (!parsed.success) return null;
  const { kind, key } = parsed.data;
  const [row] = await db
    .update(redirects)
    .set({ uses: sql`${redirects.uses} + 1`, lastUsedAt: sql`now()` })
    .where(and(eq(redirects.kind, kind), eq(redirects.key, key)))
    .returning({ target: redirects.target });
  if (!row) return null;
  const target = safeTarget(row.target);
  if (!target) logger.warn({ kind, key }, "redirect target refused as unsafe");
  return target;
}
