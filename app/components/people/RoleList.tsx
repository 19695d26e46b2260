import { ACCOUNT_ROLES, type AccountRole } from "../../../common/roles.ts";
import { useTranslation } from "../../i18n/index.ts";

/** An account's roles of section 6 by their names in the reader's language. */
export function RoleList({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const names = roles
    .filter((role): role is AccountRole => ACCOUNT_ROLES.includes(role as AccountRole))
    .map((role) => t(`people.roles.${role}`));
  return <>{names.join(", ") || "—"}</>;
}
