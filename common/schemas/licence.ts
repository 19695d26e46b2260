import { z } from "zod";
import { isLicenceCode, LICENCE_BATCH_MAX, normaliseLicenceCode } from "../licences.ts";

/**
 * Licence rules of sections 5 and 8: the assignment wizard (code, province, town, centre with its
 * organisation, entity) and the licence generator's forms. The same schemas check the wizard's steps in
 * the browser and the API's input on the server; messages are i18n keys (licences.errors.*).
 */
const E = "licences.errors";

/** The entity a teacher works for is free text (the specification gives no limit; this keeps it a name). */
export const LICENCE_ENTITY_MAX = 120;

/** The wizard's steps, in order; the screen shows "Paso n de 5". */
export const LICENCE_STEPS = ["code", "province", "town", "center", "entity"] as const;
export type LicenceStep = (typeof LICENCE_STEPS)[number];

/** A code: required, then the 8-4-4-4-12 format ("La licencia no es válida"); kept upper-case, without spaces. */
export const licenceCode = z
  .string({ error: `${E}.required` })
  .trim()
  .min(1, { error: `${E}.required` })
  .refine(isLicenceCode, { error: `${E}.notValid` })
  .transform(normaliseLicenceCode);

/** A chosen option of a select: the id as the form and GraphQL send it (digits), as a number. */
const choice = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,9}$/, { error: message }))
    .transform(Number);

export const provinceId = choice(`${E}.required`);
export const townId = choice(`${E}.required`);
export const centerId = choice(`${E}.centerRequired`);
/** Section 5: centre selection also needs an organisation. */
export const organizationId = choice(`${E}.organizationRequired`);
export const entity = z
  .string({ error: `${E}.entityRequired` })
  .trim()
  .min(1, { error: `${E}.entityRequired` })
  .max(LICENCE_ENTITY_MAX, { error: `${E}.entityTooLong` });

/** Each step's own fields; the wizard validates every step up to the current one again on the server. */
export const LICENCE_STEP_SCHEMAS = {
  code: z.object({ code: licenceCode }),
  province: z.object({ provinceId }),
  town: z.object({ townId }),
  center: z.object({ centerId, organizationId }),
  entity: z.object({ entity }),
} as const satisfies Record<LicenceStep, z.ZodType>;

/** The fields each step asks for (the others travel as hidden fields). */
export const STEP_FIELDS = {
  code: ["code"],
  province: ["provinceId"],
  town: ["townId"],
  center: ["centerId", "organizationId"],
  entity: ["entity"],
} as const satisfies Record<LicenceStep, readonly string[]>;
export type LicenceField = (typeof STEP_FIELDS)[LicenceStep][number];

/** The whole assignment, as the API takes it. */
export const AssignLicenceInput = z.object({ code: licenceCode, provinceId, townId, centerId, organizationId, entity });
export type AssignLicenceInput = z.input<typeof AssignLicenceInput>;
export type AssignLicence = z.output<typeof AssignLicenceInput>;

/** The step a field belongs to, so a server message lands beside its field. */
export function stepOfField(field: string): LicenceStep | null {
  for (const step of LICENCE_STEPS) if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  return null;
}

// ---- The licence generator's forms ----

const G = "licences.generate.errors";

/** How many codes: a whole number from 1 to LICENCE_BATCH_MAX (forms send text, the API a number). */
export const batchQuantity = z
  .union([z.number(), z.string()], { error: `${G}.quantity` })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(number) || number < 1 || number > LICENCE_BATCH_MAX) {
      ctx.addIssue({ code: "custom", message: `${G}.quantity` });
      return z.NEVER;
    }
    return number;
  });

export const GenerateLicenceBatchInput = z.object({
  organizationId: choice(`${G}.organization`),
  packageId: choice(`${G}.package`),
  quantity: batchQuantity,
});
export type GenerateLicenceBatchInput = z.input<typeof GenerateLicenceBatchInput>;

export const RevokeLicenceCodeInput = z.object({ code: licenceCode });
export type RevokeLicenceCodeInput = z.input<typeof RevokeLicenceCodeInput>;
