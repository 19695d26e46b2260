import { z } from "zod/mini";
import { FORMATION_CODE_INPUT_MAX } from "../formation.ts";

/**
 * Section 5, formation access code: required; a code that opens nothing is "The code is not correct" (the
 * server's answer: only it knows the codes). Messages are i18n keys (formations.errors.*). zod/mini: decision 021.
 */
export const FormationAccessInput = z.object({
  accessCode: z
    .string({ error: "formation.errors.codeRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "formation.errors.codeRequired" }),
      z.maxLength(FORMATION_CODE_INPUT_MAX, { error: "formation.errors.codeWrong" }),
    ),
});
export type FormationAccessInput = z.input<typeof FormationAccessInput>;
