import { hasRole, type RoleHolder } from "../../common/roles.ts";
import { type CurrentUser, isLicensed } from "../../common/user.ts";

/**
 * Formations (sections 2 and 6, decision 032): a licensed teacher opens one with its access code; the
 * foundation's staff (the developer flag) preview any, published or not, by its id. The route table states the
 * same rules for the pages (access "licence" and "staff"), and the API's scopes `licensed` and `developer` are
 * these questions asked of the caller.
 */
export const canOpenFormation = (viewer: Pick<CurrentUser, "active" | "programs"> | null | undefined): boolean =>
  isLicensed(viewer ?? null);

export const canPreviewFormation = (viewer: RoleHolder<"staff"> | null | undefined): boolean => hasRole(viewer, "staff");
