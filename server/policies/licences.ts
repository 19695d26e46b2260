import { hasRole, type RoleHolder } from "../../common/roles.ts";

/** Section 6 and decision 012: licence generators make and revoke codes and read the licence requests. */
export const canGenerateLicences = (viewer: RoleHolder<"licenseGenerator"> | null | undefined): boolean =>
  hasRole(viewer, "licenseGenerator");
