import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { storedLanguage } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { REPORT_ROUTES, type ReportKind, type ReportState, reportKindOfUserType } from "../../../common/reports.ts";
import { type CurrentUser, isLicensed } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { followUpReports, users } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";
import { canManageReports } from "../../policies/reports.ts";
import { forbidden, requireUser } from "../../policies/guards.ts";
import { currentUser } from "../accounts/accounts.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { DomainError } from "../errors.ts";
import { newReportCode } from "./codes.ts";
import { fullName, type ReportView, stateOf, storedAnswers } from "./report-view.ts";
import { sizeOf } from "../validation.ts";

/** Follow-up reports as the foundation's staff issue and list them (sections 4 and 5; decision 033). */

type Staff = Pick<CurrentUser, "id" | "email" | "developer">;
type MailContext = { db: Db; publicUrl: string };

/** How many reports the staff page lists at once, newest first; the CSV holds every sent one up to its own bound. */
export const REPORTS_LIST_LIMIT = 1000;
export const REPORTS_CSV_LIMIT = 20_000;
const EMAIL_MAX = 254;

function requireStaff(viewer: Staff | null | undefined): Staff {
  const user = requireUser(viewer);
  if (!canManageReports(user)) throw forbidden();
  return user;
}

const emailField = (key: string) => ({ email: key });

/**
 * Issues a report to a licensed teacher picked by email: its kind (by default the one the account's type fills:
 * decision 033), a new random code, and the email with the address that ends in it, in the teacher's language,
 * queued in the same transaction (decision 028), and the audit entry. An address without an account, or an account without a licence
 * (it could not open the report), is refused on the field.
 */
export async function issueReport(
  ctx: MailContext,
  viewer: Staff | null,
  input: { email: string; kind?: ReportKind | null },
): Promise<ReportView> {
  const staff = requireStaff(viewer);
  const email = input.email.trim().toLowerCase();
  if (email === "") throw new DomainError("VALIDATION", { fields: emailField("reports.errors.emailRequired") });
  const [account] =
    email.length > EMAIL_MAX
      ? []
      : await ctx.db
          .select({
            id: users.id,
            type: users.type,
            name: users.name,
            lastName: users.lastName,
            email: users.email,
            language: users.language,
          })
          .from(users)
          .where(eq(users.email, email))
          .limit(1);
  if (!account) throw new DomainError("REPORT_TEACHER_NOT_FOUND", { fields: emailField("reports.errors.teacherNotFound") });
  if (!isLicensed(await currentUser(ctx.db, { userId: account.id }, "es"))) {
    throw new DomainError("REPORT_TEACHER_NOT_LICENSED", { fields: emailField("reports.errors.teacherNotLicensed") });
  }
  const kind = input.kind ?? reportKindOfUserType(account.type);
  const lang = storedLanguage(account.language);
  const row = await ctx.db.transaction(async (tx) => {
    // 50 random bits: a clash is all but impossible, and a fresh code is drawn if it happens.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newReportCode();
      const [inserted] = await tx
        .insert(followUpReports)
        .values({ code, kind, userId: account.id, issuedBy: staff.id })
        .onConflictDoNothing({ target: followUpReports.code })
        .returning();
      if (!inserted) continue;
      const link = `${ctx.publicUrl}${pathFor(REPORT_ROUTES[kind], lang, { token: code })}`;
      await enqueue(tx, "mail", { to: account.email, template: "followUpReport", lang, params: { name: account.name, link, code } });
      await recordAudit(tx, staff, {
        action: "followUpReportIssue",
        entity: "followUpReport",
        entityId: String(inserted.id),
        label: account.email,
        before: null,
        after: { email: account.email, kind },
      });
      return inserted;
    }
    throw new Error("no free report code");
  });
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    state: stateOf(row),
    issuedAt: row.issuedAt,
    draftSavedAt: row.draftSavedAt,
    sentAt: row.sentAt,
    answers: storedAnswers(row.answers),
    teacher: { name: fullName(account.name, account.lastName), email: account.email },
  };
}

const STATE_FILTERS: Record<ReportState, SQL | undefined> = {
  issued: and(isNull(followUpReports.draftSavedAt), isNull(followUpReports.sentAt)),
  draft: and(isNotNull(followUpReports.draftSavedAt), isNull(followUpReports.sentAt)),
  sent: isNotNull(followUpReports.sentAt),
};

/**
 * The reports, newest first (sent ones by their sending when only those are asked for: the CSV), filtered by kind
 * and state, with the teacher each was issued to.
 */
export async function listReports(
  db: Db,
  viewer: Staff | null,
  filter: { kind?: ReportKind | null; state?: ReportState | null; limit?: number },
): Promise<ReportView[]> {
  requireStaff(viewer);
  const limit = sizeOf("limit", filter.limit, { default: REPORTS_LIST_LIMIT, max: REPORTS_CSV_LIMIT });
  const rows = await db
    .select({ report: followUpReports, name: users.name, lastName: users.lastName, email: users.email })
    .from(followUpReports)
    .innerJoin(users, eq(users.id, followUpReports.userId))
    .where(and(filter.kind ? eq(followUpReports.kind, filter.kind) : undefined, filter.state ? STATE_FILTERS[filter.state] : undefined))
    .orderBy(...(filter.state === "sent" ? [desc(followUpReports.sentAt)] : []), desc(followUpReports.issuedAt), desc(followUpReports.id))
    .limit(limit);
  return rows.map(({ report, ...teacher }) => ({
    id: report.id,
    code: report.code,
    kind: report.kind,
    state: stateOf(report),
    issuedAt: report.issuedAt,
    draftSavedAt: report.draftSavedAt,
    sentAt: report.sentAt,
    answers: storedAnswers(report.answers),
    teacher: { name: fullName(teacher.name, teacher.lastName), email: teacher.email },
  }));
}
