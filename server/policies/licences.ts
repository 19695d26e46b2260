import { hasRole, type RoleHolder } from "../../common/roles.ts";

type Viewer = (RoleHolder<"licenseGenerator"> & RoleHolder<"teamPackage">) | null | undefined;

/** Section 6 and decision 012: licence generators make and revoke codes and read the licence requests. */
export const canGenerateLicences = (viewer: RoleHolder<"licenseGenerator"> | null | undefined): boolean =>
  hasRole(viewer, "licenseGenerator");

/** The licence packages list: generators choose one for a batch, team-package users one to view the area as. */
export const canListLicencePackages = (viewer: Viewer): boolean => canGenerateLicences(viewer) || hasRole(viewer, "teamPackage");
