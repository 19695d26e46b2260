/**
 * Who a professional user is (sections 1 and 3): a school's teacher (NORMAL), an entity (ONG: one of the two
 * charity kinds, a sector and a province) or an agent (AGENT: a volunteer or a professional of an entity).
 */
export const USER_TYPES = ["NORMAL", "ONG", "AGENT"] as const;
export const CHARITY_KINDS = ["foundation", "association"] as const;
export type CharityKind = (typeof CHARITY_KINDS)[number];
export const ORGANISATION_SECTORS = ["social", "education", "biosanitary", "other"] as const;
export type OrganisationSector = (typeof ORGANISATION_SECTORS)[number];
export const AGENT_KINDS = ["volunteer", "professional"] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];
export type UserType = (typeof USER_TYPES)[number];

/** The fields that say who a user is, as the profile's form and the licence wizard post them. */
export const USER_TYPE_FIELDS = ["type", "ongKind", "ongSector", "ongProvinceId", "agentKind", "agentEntity"] as const;
export type UserTypeField = (typeof USER_TYPE_FIELDS)[number];
