import type { AnalyticsLabel } from "../../common/analytics.ts";
import type { Consent } from "../../common/consent.ts";
import { hasRole, type RoleHolder } from "../../common/roles.ts";
import type { CurrentUser } from "../../common/user.ts";

/**
 * First-party analytics (sections 4 and 6; decision 035): recorded only from a request that carries marketing
 * consent, labelled from the caller (premium with licence data, open otherwise; never the client's word), and
 * read by the foundation's staff (the developer flag). The API's scopes and the route table ask the same.
 */
export const mayRecordAnalytics = (consent: Pick<Consent, "marketing"> | null | undefined): boolean => consent?.marketing === true;

export const analyticsLabel = (caller: Pick<CurrentUser, "licenseData"> | null | undefined): AnalyticsLabel =>
  caller?.licenseData ? "premium" : "open";

export const canSeeAnalytics = (viewer: RoleHolder<"staff"> | null | undefined): boolean => hasRole(viewer, "staff");
