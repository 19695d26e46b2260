import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { AGENT_KINDS, CHARITY_KINDS, ORGANISATION_SECTORS } from "../entities.ts";
import { LICENCE_ENTITY_MAX } from "../licences.ts";

export { AGENT_KINDS, CHARITY_KINDS, ORGANISATION_SECTORS, USER_TYPES } from "../entities.ts";

/**
 * Who a professional user is (sections 1 and 3), as the profile's professional block and the licence wizard
 * ask it: a school's teacher (NORMAL, nothing more), an entity (ONG: its charity kind, sector and province) or
 * an agent of one (AGENT: volunteer or professional, and the entity's name). Each type requires its own
 * fields and only known values; the other types' fields are dropped, so saving a type clears them.
 * Messages are i18n keys (settings.validation.*). zod/mini: decision 021.
 */
const V = "settings.validation";

/** A province's INE code as a form (text) or the API (an ID) sends it; the server also checks that it exists. */
const ongProvinceId = z.pipe(
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], { error: `${V}.ongProvinceRequired` }),
      z.transform((value: string | number) => String(value).trim()),
    ),
    z.string().check(z.regex(/^\d{1,2}$/, { error: `${V}.ongProvinceRequired` })),
  ),
  z.transform(Number),
);

export const agentEntity = z
  .string({ error: `${V}.agentEntityRequired` })
  .check(
    z.trim(),
    z.minLength(1, { error: `${V}.agentEntityRequired` }),
    z.maxLength(LICENCE_ENTITY_MAX, { error: `${V}.agentEntityTooLong` }),
    oneLine(),
  );

export const UserTypeInput = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("NORMAL") }),
    z.object({
      type: z.literal("ONG"),
      ongKind: z.enum(CHARITY_KINDS, { error: `${V}.ongKindRequired` }),
      ongSector: z.enum(ORGANISATION_SECTORS, { error: `${V}.ongSectorRequired` }),
      ongProvinceId,
    }),
    z.object({
      type: z.literal("AGENT"),
      agentKind: z.enum(AGENT_KINDS, { error: `${V}.agentKindRequired` }),
      agentEntity,
    }),
  ],
  { error: `${V}.userTypeRequired` },
);
export type UserTypeInput = z.input<typeof UserTypeInput>;
export type UserTypeAnswer = z.output<typeof UserTypeInput>;

/** The user-type fields as the forms name them (the wizard carries them between its steps). */
export { USER_TYPE_FIELDS } from "../entities.ts";
