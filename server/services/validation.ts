import { z } from "zod";
import { MAX_PAGE } from "../../common/constants.ts";
import { fieldErrors } from "../../common/schemas/account.ts";
import { DomainError } from "./errors.ts";

/**
 * Parses input with a shared schema; a failure is a VALIDATION DomainError with each field's message key.
 * Any zod 4 schema: the shared ones are written with zod/mini (decision 021), the server's own with zod.
 */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) throw new DomainError("VALIDATION", { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

/**
 * The one rule of every list the API pages: its page is 1 to MAX_PAGE (1 when absent), its size (`pageSize`,
 * `limit`) 1 to the list's most (its default when absent). Anything else is a VALIDATION error naming the
 * argument, like any other input, never silently clamped.
 */
export function pageOf(page: number | null | undefined): number {
  return sizeOf("page", page, { default: 1, max: MAX_PAGE });
}

export function sizeOf(field: string, size: number | null | undefined, sizes: { default: number; max: number }): number {
  if (size === null || size === undefined) return sizes.default;
  if (!Number.isSafeInteger(size) || size < 1 || size > sizes.max)
    throw new DomainError("VALIDATION", { fields: { [field]: "errors.validation" } });
  return size;
}
