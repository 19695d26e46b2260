import { AGENT_KINDS, CHARITY_KINDS, ORGANISATION_SECTORS } from "../../../../common/entities.ts";
import { LICENCE_ENTITY_MAX } from "../../../../common/licences.ts";
import { builder } from "../../builder.ts";
import { UserType } from "../accounts/me.ts";

/** Who a professional user is (sections 1 and 3; decision 033): the profile's and the licence wizard's input. */

export const CharityKind = builder.enumType("CharityKind", {
  description: "The two kinds of charity an ONG user is.",
  values: CHARITY_KINDS,
});
export const OrganisationSector = builder.enumType("OrganisationSector", { values: ORGANISATION_SECTORS });
export const AgentKind = builder.enumType("AgentKind", {
  description: "An AGENT user works for their entity as a volunteer or a professional.",
  values: AGENT_KINDS,
});

// Kinds and sectors travel as text, so that an unknown value is the field's own message (VALIDATION), not a request error.
export const UserTypeInputRef = builder.inputType("UserTypeInput", {
  description:
    "NORMAL needs nothing more; ONG needs ongKind, ongSector and ongProvinceId; AGENT needs agentKind and agentEntity. The other types' fields are ignored and cleared.",
  fields: (t) => ({
    type: t.field({ type: UserType, required: true }),
    ongKind: t.string({ required: false, description: `One of ${CHARITY_KINDS.join(", ")}.` }),
    ongSector: t.string({ required: false, description: `One of ${ORGANISATION_SECTORS.join(", ")}.` }),
    ongProvinceId: t.id({ required: false, description: "The entity's province." }),
    agentKind: t.string({ required: false, description: `One of ${AGENT_KINDS.join(", ")}.` }),
    agentEntity: t.string({ required: false, description: `The agent's entity, up to ${LICENCE_ENTITY_MAX} characters.` }),
  }),
});
