import { hasRole, type RoleHolder } from "../../common/roles.ts";

/**
 * The back office's people and audit log (issue 18, decision 039): only admins (the ADMIN role of section 6) find
 * accounts, change their staff roles, deactivate them and read the audit log; the same rule guards the routes
 * (access "admin") and the API (scope admin).
 */
export const canManagePeople = (user: RoleHolder<"admin"> | null | undefined): boolean => hasRole(user, "admin");
