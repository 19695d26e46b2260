import type { z } from "zod";
import { fieldErrors } from "../../common/schemas/account.ts";
import { DomainError } from "./errors.ts";

/** Parses input with a shared schema; a failure is a VALIDATION DomainError with each field's message key. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new DomainError("VALIDATION", { fields: fieldErrors(parsed.error) });
  return parsed.data;
}
