import { CERTIFICATE_CODE_PATTERN } from "./courses.ts";

/** The longest text taken as a typed certificate code (a code with spaces and dashes is 14 to 20 characters). */
export const CERTIFICATE_CODE_INPUT_MAX = 40;

/**
 * A certificate code as typed or read aloud, in its one written form (XXXX-XXXX-XXXX): lower case, spaces
 * and missing or extra dashes are forgiven; null when it cannot be a code at all.
 */
export function normalizeCertificateCode(input: string): string | null {
  if (input.length > CERTIFICATE_CODE_INPUT_MAX) return null;
  const chars = input.toUpperCase().replace(/[\s-]/g, "");
  if (chars.length !== 12) return null;
  const code = `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}
