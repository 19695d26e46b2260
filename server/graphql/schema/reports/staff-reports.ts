import { DomainError } from "../../../services/errors.ts";
import * as staffReports from "../../../services/reports/staff-reports.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { FollowUpReportRef, ReportKindRef, ReportStateRef } from "./reports.ts";

/** Follow-up reports for the foundation's staff: issue one to a teacher (the email goes with it) and list them. */

builder.mutationField("issueFollowUpReport", (t) =>
  t.field({
    type: FollowUpReportRef,
    description:
      "Issues a report to the licensed teacher with this email: a new code, and an email in the teacher's language with the address that " +
      "ends in it. The kind defaults to the one the account's type fills (NORMAL: refCenter; ONG, AGENT: vulnerable). Refusals on the " +
      "field `email`: VALIDATION (empty), REPORT_TEACHER_NOT_FOUND, REPORT_TEACHER_NOT_LICENSED.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { email: t.arg.string({ required: true }), kind: t.arg({ type: ReportKindRef }) },
    resolve: async (_root, args, ctx) =>
      staffReports.issueReport({ db: ctx.db, publicUrl: ctx.publicUrl }, await ctx.me(), { email: args.email, kind: args.kind }),
  }),
);

builder.queryField("followUpReports", (t) =>
  t.field({
    type: [FollowUpReportRef],
    description:
      `Reports, newest first (sent ones by their sending when only those are asked for), at most ${staffReports.REPORTS_LIST_LIMIT} ` +
      `(or \`limit\`, up to ${staffReports.REPORTS_CSV_LIMIT}), for the foundation's staff.`,
    authScopes: { developer: true },
    args: { kind: t.arg({ type: ReportKindRef }), state: t.arg({ type: ReportStateRef }), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      expected(async () =>
        staffReports.listReports(ctx.db, await ctx.me(), { kind: args.kind, state: args.state, limit: args.limit ?? undefined }),
      ),
  }),
);
