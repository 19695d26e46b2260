import { randomInt } from "node:crypto";

/** Crockford-like alphabet without I, O: read aloud and typed back without confusion (common/courses.ts pattern). */
const ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A certificate's verification code: 12 random characters (about 61 bits), as XXXX-XXXX-XXXX. */
export function newCertificateCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8).join("")}`;
}
