import { eq } from "drizzle-orm";
import {
  AGENT_KINDS,
  type AgentKind,
  CHARITY_KINDS,
  type CharityKind,
  ORGANISATION_SECTORS,
  type OrganisationSector,
  type UserType,
} from "../../../common/entities.ts";
import { fieldErrors } from "../../../common/schemas/account.ts";
import { type UserTypeAnswer, UserTypeInput } from "../../../common/schemas/entities.ts";
import type { Province } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { provinces, users } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/**
 * Who a professional user is (sections 1 and 3; decision 033): a school's teacher (NORMAL), an entity (ONG:
 * charity kind, sector, province) or an agent of one (AGENT: volunteer or professional, and the entity's name).
 * Saved from the profile's professional block and with a licence in the wizard; a type's own fields are
 * required, and saving a type clears the other types' fields.
 */
export type UserTypeView = {
  type: UserType;
  ongKind: CharityKind | null;
  ongSector: OrganisationSector | null;
  ongProvince: Province | null;
  agentKind: AgentKind | null;
  agentEntity: string | null;
};

/** A users row's type columns as the profile shows them (the province joined by the caller). */
export function userTypeView(
  row: { type: UserType; ongKind: string | null; ongSector: string | null; agentKind: string | null; agentEntity: string | null },
  ongProvince: Province | null,
): UserTypeView {
  return {
    type: row.type,
    ongKind: (CHARITY_KINDS as readonly string[]).includes(row.ongKind ?? "") ? (row.ongKind as CharityKind) : null,
    ongSector: (ORGANISATION_SECTORS as readonly string[]).includes(row.ongSector ?? "") ? (row.ongSector as OrganisationSector) : null,
    ongProvince,
    agentKind: (AGENT_KINDS as readonly string[]).includes(row.agentKind ?? "") ? (row.agentKind as AgentKind) : null,
    agentEntity: row.agentEntity,
  };
}

/** The users row's columns for a checked answer: the chosen type's fields, nulls for the others'. */
export function userTypeColumns(answer: UserTypeAnswer) {
  return {
    type: answer.type,
    ongKind: answer.type === "ONG" ? answer.ongKind : null,
    ongSector: answer.type === "ONG" ? answer.ongSector : null,
    ongProvinceId: answer.type === "ONG" ? answer.ongProvinceId : null,
    agentKind: answer.type === "AGENT" ? answer.agentKind : null,
    agentEntity: answer.type === "AGENT" ? answer.agentEntity : null,
  };
}

/**
 * Checks an answer: the shared schema, then that an entity's province exists. Field messages are added to
 * `fields` (so a form with other parts reports them all at once); the answer is returned when it holds.
 */
export async function checkUserType(db: Db, input: unknown, fields: Record<string, string>): Promise<UserTypeAnswer | null> {
  const parsed = UserTypeInput.safeParse(input);
  if (!parsed.success) {
    Object.assign(fields, fieldErrors(parsed.error));
    return null;
  }
  if (parsed.data.type === "ONG") {
    const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, parsed.data.ongProvinceId)).limit(1);
    if (!province) {
      fields.ongProvinceId = "settings.validation.ongProvinceRequired";
      return null;
    }
  }
  return parsed.data;
}

/** Saves who the user is; refused (VALIDATION, nothing saved) with each field's message. */
export async function updateUserType(db: Db, userId: string, input: unknown): Promise<void> {
  const fields: Record<string, string> = {};
  const answer = await checkUserType(db, input, fields);
  if (!answer) throw new DomainError("VALIDATION", { fields });
  await db.update(users).set(userTypeColumns(answer)).where(eq(users.id, userId));
}
