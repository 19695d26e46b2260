import { and, eq, isNull } from "drizzle-orm";
import { canonicalReportCode, REPORT_CODE_INPUT_MAX, type ReportAnswers } from "../../../common/reports.ts";
import { missingToSend, reportDraftSchema } from "../../../common/schemas/reports.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { followUpReports, users } from "../../db/schema/index.ts";
import { canEditReport, canFillReports, isReportOf } from "../../policies/reports.ts";
import { forbidden, requireUser } from "../../policies/guards.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";
import { attemptKeys, countWrongTry, waitSeconds } from "./codes.ts";
import { prefilledAnswers, type ReportRow, type ReportView, stateOf, storedAnswers } from "./report-view.ts";

/** Follow-up reports as their teacher opens, saves and sends them (sections 3, 4, 5 and 8; decision 033). */

type Teacher = Pick<CurrentUser, "id" | "active" | "programs" | "email" | "name" | "lastName" | "agentEntity" | "center" | "licenseData">;
type Access = { code: string; ip: string };

const field = (key: string) => ({ code: key });
const wrongCode = () => new DomainError("REPORT_CODE_WRONG", { fields: field("reports.errors.codeWrong"), status: 404 });

type Outcome = { kind: "found"; row: ReportRow } | { kind: "wrong" } | { kind: "wait"; seconds: number };

/**
 * The report a code opens for the signed-in teacher. The code is read as typed (spaces, case and dashes do not
 * matter). A code that opens nothing, or opens another teacher's report, is "El código es incorrecto" and counts
 * as a wrong try; after REPORT_ATTEMPTS_MAX of them within the window every try is refused, right or wrong, with
 * the minutes left. A right code never counts, nor clears the count. The check and the count run under a lock
 * on the teacher's row, so tries sent at once cannot all slip under the limit.
 */
async function findOwnReport(db: Db, viewer: Teacher | null, input: Access): Promise<ReportRow> {
  const user = requireUser(viewer);
  if (!canFillReports(user)) throw forbidden();
  const typed = input.code.trim();
  if (typed === "") throw new DomainError("VALIDATION", { fields: field("reports.errors.codeRequired") });
  // Longer than any code: it cannot match, so it is not a try worth counting.
  if (typed.length > REPORT_CODE_INPUT_MAX) throw wrongCode();
  const code = canonicalReportCode(typed);
  const keys = attemptKeys(user.id, input.ip);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const seconds = await waitSeconds(tx, keys);
    if (seconds > 0) return { kind: "wait", seconds };
    const [row] = await tx.select().from(followUpReports).where(eq(followUpReports.code, code)).limit(1);
    if (row && isReportOf(user, row)) return { kind: "found", row };
    await countWrongTry(tx, keys);
    return { kind: "wrong" };
  });
  if (outcome.kind === "wait") {
    throw new DomainError("REPORT_TOO_MANY_ATTEMPTS", {
      fields: field("reports.errors.tooManyAttempts"),
      status: 429,
      retryAfter: outcome.seconds,
    });
  }
  if (outcome.kind === "wrong") throw wrongCode();
  return outcome.row;
}

/** A report for its teacher: what was saved, or, never saved, what the product knows of them (prefilled). */
function present(row: ReportRow, teacher: Teacher): ReportView {
  const state = stateOf(row);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    state,
    issuedAt: row.issuedAt,
    draftSavedAt: row.draftSavedAt,
    sentAt: row.sentAt,
    answers: state === "issued" ? prefilledAnswers(row.kind, teacher) : storedAnswers(row.answers),
    teacher: { name: [teacher.name, teacher.lastName].filter(Boolean).join(" ") || null, email: teacher.email },
  };
}

export async function openReport(db: Db, viewer: Teacher | null, input: Access): Promise<ReportView> {
  const row = await findOwnReport(db, viewer, input);
  return present(row, viewer as Teacher);
}

const alreadySent = () => new DomainError("REPORT_ALREADY_SENT", { status: 409 });

/**
 * Keeps whatever is filled as the draft, with the time it was saved: no field is required yet, but each one's
 * type and length are checked (bad input keeps nothing). A sent report refuses it.
 */
export async function saveReportDraft(db: Db, viewer: Teacher | null, input: Access & { answers: unknown }): Promise<ReportView> {
  const row = await findOwnReport(db, viewer, input);
  if (!canEditReport(row)) throw alreadySent();
  const answers: ReportAnswers = parseOrThrow(reportDraftSchema(row.kind), input.answers);
  return store(db, row, viewer as Teacher, { answers, draftSavedAt: new Date() });
}

/**
 * Sends the report: every rule of section 5 (a value for every rating question, at least one subject, a student
 * count, the suggestions' length…; common/schemas/reports.ts), then it is locked. Nothing is kept when refused.
 */
export async function sendReport(db: Db, viewer: Teacher | null, input: Access & { answers: unknown }): Promise<ReportView> {
  const row = await findOwnReport(db, viewer, input);
  if (!canEditReport(row)) throw alreadySent();
  const answers: ReportAnswers = parseOrThrow(reportDraftSchema(row.kind), input.answers);
  const missing = missingToSend(row.kind, answers);
  if (Object.keys(missing).length > 0) throw new DomainError("REPORT_INCOMPLETE", { fields: missing });
  return store(db, row, viewer as Teacher, { answers, sentAt: new Date() });
}

/** Writes the answers while the report is still unsent (a send that got there first wins: this one is refused). */
async function store(
  db: Db,
  row: ReportRow,
  teacher: Teacher,
  change: { answers: ReportAnswers; draftSavedAt?: Date; sentAt?: Date },
): Promise<ReportView> {
  const [updated] = await db
    .update(followUpReports)
    .set(change)
    .where(and(eq(followUpReports.id, row.id), eq(followUpReports.userId, teacher.id), isNull(followUpReports.sentAt)))
    .returning();
  if (!updated) throw alreadySent();
  return present(updated, teacher);
}
