import { USER_TYPE_FIELDS, type UserTypeField } from "../../../common/entities.ts";
import type { UserTypeValues } from "./UserTypeFields.tsx";

/** What a user-type form starts from: the saved type and its fields, as the form's controls hold them. */
export function userTypeValuesOf(saved: {
  type: string;
  ongKind: string | null;
  ongSector: string | null;
  ongProvince: { id: string } | null;
  agentKind: string | null;
  agentEntity: string | null;
}): UserTypeValues {
  return {
    type: saved.type,
    ongKind: saved.ongKind ?? "",
    ongSector: saved.ongSector ?? "",
    ongProvinceId: saved.ongProvince?.id ?? "",
    agentKind: saved.agentKind ?? "",
    agentEntity: saved.agentEntity ?? "",
  };
}

/** The posted fields (text cut short: choices, and an entity's name of at most 120 characters). */
export function readUserTypeForm(form: FormData): UserTypeValues {
  return Object.fromEntries(USER_TYPE_FIELDS.map((field) => [field, String(form.get(field) ?? "").slice(0, 200)])) as UserTypeValues;
}

/** The API's input for posted values: empty fields as null (the server keeps only the chosen type's). */
export function userTypeInput(values: UserTypeValues) {
  const orNull = (field: UserTypeField) => values[field].trim() || null;
  return {
    type: values.type as "NORMAL" | "ONG" | "AGENT",
    ongKind: orNull("ongKind"),
    ongSector: orNull("ongSector"),
    ongProvinceId: orNull("ongProvinceId"),
    agentKind: orNull("agentKind"),
    agentEntity: values.agentEntity || null,
  };
}
