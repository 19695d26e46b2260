import { useTranslation } from "../../i18n/index.ts";

const KNOWN = ["ADMIN", "DEVELOPER", "EVENT_MANAGER", "LICENSE_GEN", "MODERATOR", "USER_REGISTERED", "USER_LICENSED"] as const;
type Known = (typeof KNOWN)[number];

/** An account's roles of section 6 by their names in the reader's language. */
export function RoleList({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const names = roles.filter((role): role is Known => KNOWN.includes(role as Known)).map((role) => t(`people.roles.${role}`));
  return <>{names.join(", ") || "—"}</>;
}
