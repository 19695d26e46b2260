import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { UserTypeInput } from "./entities.ts";
import { isLicenceCode, LICENCE_BATCH_MAX, LICENCE_ENTITY_MAX, type LicenceStep, normaliseLicenceCode } from "../licences.ts";

export {
  LICENCE_ENTITY_MAX,
  LICENCE_STEPS,
  type LicenceField,
  type LicenceStep,
  STEP_FIELDS,
  stepOfField,
} from "../licences.ts";

/**
 * Licence rules of sections 5 and 8: the assignment wizard (code, province, town, centre with its
 * organisation, entity) and the licence generator's forms. The same schemas check the wizard's steps in
 * the browser and the API's input on the server; messages are i18n keys (licences.errors.*). zod/mini: decision 021.
 */
const E = "licences.errors";

/** A code: required, then the 8-4-4-4-12 format ("La licencia no es válida"); kept upper-case, without spaces. */
export const licenceCode = z.pipe(
  z
    .string({ error: `${E}.required` })
    .check(z.trim(), z.minLength(1, { error: `${E}.required` }), z.refine(isLicenceCode, { error: `${E}.notValid` })),
  z.transform(normaliseLicenceCode),
);

/** A chosen option of a select: the id as the form and GraphQL send it (digits), as a number. */
const choice = (message: string) =>
  z.pipe(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()], { error: message }),
        z.transform((value: string | number) => String(value).trim()),
      ),
      z.string().check(z.regex(/^\d{1,9}$/, { error: message })),
    ),
    z.transform(Number),
  );

export const provinceId = choice(`${E}.required`);
export const townId = choice(`${E}.required`);
export const centerId = choice(`${E}.centreRequired`);
/** Section 5: centre selection also needs an organisation. */
export const organizationId = choice(`${E}.organizationRequired`);
export const entity = z
  .string({ error: `${E}.entityRequired` })
  .check(
    z.trim(),
    z.minLength(1, { error: `${E}.entityRequired` }),
    z.maxLength(LICENCE_ENTITY_MAX, { error: `${E}.entityTooLong` }),
    oneLine(),
  );

/**
 * Each step's own fields; the wizard validates every step up to the current one again on the server. The last
 * step's "who you are" follows the profile's rules (common/schemas/entities.ts).
 */
export const LICENCE_STEP_SCHEMAS = {
  code: z.object({ code: licenceCode }),
  province: z.object({ provinceId }),
  town: z.object({ townId }),
  centre: z.object({ centerId, organizationId }),
  entity: z.intersection(z.object({ entity }), UserTypeInput),
} as const satisfies Record<LicenceStep, z.ZodMiniType>;

/** The whole assignment, as the API takes it. */
export const AssignLicenceInput = z.object({ code: licenceCode, provinceId, townId, centerId, organizationId, entity });
export type AssignLicenceInput = z.input<typeof AssignLicenceInput>;
export type AssignLicence = z.output<typeof AssignLicenceInput>;

// ---- The licence generator's forms ----

const G = "licences.generate.errors";

/** How many codes: a whole number from 1 to LICENCE_BATCH_MAX (forms send text, the API a number). */
export const batchQuantity = z.pipe(
  z.union([z.number(), z.string()], { error: `${G}.quantity` }),
  z.transform((value: number | string, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(number) || number < 1 || number > LICENCE_BATCH_MAX) {
      // zod/mini's transform has no addIssue: the issue goes on the parse's list, as zod's addIssue puts it.
      ctx.issues.push({ code: "custom", message: `${G}.quantity`, input: value });
      return z.NEVER;
    }
    return number;
  }),
);

export const GenerateLicenceBatchInput = z.object({
  organizationId: choice(`${G}.organization`),
  packageId: choice(`${G}.package`),
  quantity: batchQuantity,
});
export type GenerateLicenceBatchInput = z.input<typeof GenerateLicenceBatchInput>;

export const RevokeLicenceCodeInput = z.object({ code: licenceCode });
export type RevokeLicenceCodeInput = z.input<typeof RevokeLicenceCodeInput>;
