import { z } from "zod";
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
