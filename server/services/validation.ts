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
 * The one rule of every list the API pages (decision: no silent clamping): its page is 1 to MAX_PAGE, 1 when
 * absent; anything else is a VALIDATION error naming `page`, like any other input.
 */
export function pageOf(page: number | null | undefined): number {
  return parseOrThrow(z.object({ page: z.number().int().min(1).max(MAX_PAGE).nullish() }), { page }).page ?? 1;
}

/** A list's size argument (`pageSize`, `limit`): 1 to the list's most, its default when absent; else a VALIDATION error naming it. */
export function sizeOf(field: string, size: number | null | undefined, sizes: { default: number; max: number }): number {
  const parsed = parseOrThrow(z.object({ [field]: z.number().int().min(1).max(sizes.max).nullish() }), { [field]: size });
  return (parsed[field] as number | null | undefined) ?? sizes.default;
}
