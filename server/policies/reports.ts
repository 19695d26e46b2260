import { hasRole, type RoleHolder } from "../../common/roles.ts";
import { type CurrentUser, isLicensed } from "../../common/user.ts";

/**
 * Follow-up reports (sections 2, 4 and 6; decision 033). A licensed teacher fills the reports issued to them
 * (the route table's "licence"); the foundation's staff (the developer flag: the route table's "staff") issue
 * them and list them. The API's scopes `licensed` and `developer` ask the same of the caller.
 */
export const canFillReports = (viewer: Pick<CurrentUser, "active" | "programs"> | null | undefined): boolean => isLicensed(viewer ?? null);

export const canManageReports = (viewer: RoleHolder<"staff"> | null | undefined): boolean => hasRole(viewer, "staff");

/** A report opens only for the teacher it was issued to: another's code is as wrong as an unknown one. */
export const isReportOf = (viewer: Pick<CurrentUser, "id"> | null | undefined, report: { userId: string }): boolean =>
  !!viewer && viewer.id === report.userId;

/** Section 4: a draft may change until it is sent; a sent report reads only. */
export const canEditReport = (report: { sentAt: Date | null }): boolean => report.sentAt === null;
