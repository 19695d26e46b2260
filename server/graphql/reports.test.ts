import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import {
  REPORT_ATTEMPTS_MAX,
  REPORT_ATTEMPTS_WINDOW_MINUTES,
  REPORT_CODE_ALPHABET,
  REPORT_QUESTIONS,
  REPORT_SUBJECTS,
  REPORT_SUGGESTIONS_MAX,
} from "../../common/reports.ts";
import type { Database } from "../db/client.ts";
import { followUpReports, jobs, rateLimitHits, users } from "../db/schema/index.ts";
import { createMailer } from "../mail/mailer.ts";
import { deleteAccount } from "../services/profile/profile.ts";
import { newReportCode } from "../services/reports/codes.ts";
import { TEST_PUBLIC_URL, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher, type ProgramRow } from "../test/itinerary-factories.ts";
import { startSmtpServer } from "../test/smtp.ts";

/** Follow-up reports (sections 3, 4, 5 and 8; decision 033), on the API as a client sees it. */
let database: Database;
let api: ReturnType<typeof testApi>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let program: ProgramRow;
let staff: Awaited<ReturnType<typeof givenUser>>;

const REPORT =
  "id code kind state issuedAt draftSavedAt sentAt teacher { name email } answers { teacherName organisation groupName ageSegment studentCount subjects ratings { question value } materialsDamaged materialsDamagedWhich suggestions }";
const ISSUE = `mutation ($email: String!, $kind: ReportKind) {
  issueFollowUpReport(email: $email, kind: $kind) {
    __typename
    ... on MutationIssueFollowUpReportSuccess { data { ${REPORT} } }
    ... on DomainError { code message fields { field message } }
  }
}`;
const OPEN = `mutation ($code: String!) {
  openFollowUpReport(code: $code) {
    __typename
    ... on MutationOpenFollowUpReportSuccess { data { ${REPORT} } }
    ... on DomainError { code message retryAfter fields { field message } }
  }
}`;
const VIEW = `query ($code: String!) { followUpReport(code: $code) { ${REPORT} } }`;
const mutation = (name: "saveFollowUpReportDraft" | "sendFollowUpReport") => `mutation ($code: String!, $input: FollowUpReportInput!) {
  ${name}(code: $code, input: $input) {
    __typename
    ... on Mutation${name[0]!.toUpperCase()}${name.slice(1)}Success { data { ${REPORT} } }
    ... on DomainError { code message fields { field message } }
  }
}`;
const LIST = `query ($kind: ReportKind, $state: ReportState) { followUpReports(kind: $kind, state: $state) { ${REPORT} } }`;

beforeAll(async () => {
  [database, smtp] = await Promise.all([testDatabase(), startSmtpServer()]);
  api = testApi(database, {
    mailer: createMailer({ smtpUrl: smtp.url, from: "Código Pequeño <no-reply@example.org>", outboxDir: "unused" }),
  });
  program = await givenProgram(database.db);
  staff = await givenUser(database.db, { roles: ["DEVELOPER"], name: "Elena" });
});
afterAll(async () => {
  await Promise.all([database.close(), smtp.close()]);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each test's tries come from an address of its own, so that one's address limit does not reach another. */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

async function teacher(options: { type?: "NORMAL" | "ONG" | "AGENT"; language?: "es" | "en"; agentEntity?: string } = {}) {
  const user = await givenTeacher(database.db, [program]);
  await database.db
    .update(users)
    .set({ type: options.type ?? "NORMAL", language: options.language ?? "es", agentEntity: options.agentEntity ?? null })
    .where(eq(users.id, user.id));
  return user;
}

async function issue(email: string, kind?: "vulnerable" | "refCenter") {
  const { body } = await api.request(ISSUE, { email, kind }, { token: staff.token });
  return body.data?.issueFollowUpReport;
}
async function issued(email: string, kind?: "vulnerable" | "refCenter") {
  const answer = await issue(email, kind);
  expect(answer.__typename).toBe("MutationIssueFollowUpReportSuccess");
  return answer.data as { code: string; kind: string; id: string };
}
const open = async (code: string, token: string, ip = newAddress()) => {
  const { status, body, retryAfter } = await api.request(OPEN, { code }, { token, ip });
  return { status, answer: body.data?.openFollowUpReport, retryAfter };
};
const save = async (code: string, token: string, input: Record<string, unknown>) =>
  (await api.request(mutation("saveFollowUpReportDraft"), { code, input }, { token, ip: newAddress() })).body.data?.saveFollowUpReportDraft;
const send = async (code: string, token: string, input: Record<string, unknown>) =>
  (await api.request(mutation("sendFollowUpReport"), { code, input }, { token, ip: newAddress() })).body.data?.sendFollowUpReport;
const fieldsOf = (answer: { fields?: { field: string; message: string }[] }) =>
  Object.fromEntries((answer.fields ?? []).map((f) => [f.field, f.message]));

/** A reference-centre report with every field filled. */
const complete = () => ({
  teacherName: "Marta Ruiz",
  organisation: "CEIP Miguel de Cervantes",
  groupName: "4.º A",
  ageSegment: "nineToTwelve",
  studentCount: 24,
  subjects: ["mathematics", "naturalSciences"],
  ratings: REPORT_QUESTIONS.refCenter.map((question, i) => ({ question, value: (i % 5) + 1 })),
  materialsDamaged: true,
  materialsDamagedWhich: "Dos cables USB de los robots",
  suggestions: "Más sesiones de robótica.",
});

describe("issuing a report", () => {
  test("staff issue one to a school's teacher: a reference-centre report, a 50-bit code, and the email with its address", async () => {
    const marta = await teacher();
    const report = await issued(marta.email.toUpperCase());
    expect(report).toMatchObject({ kind: "refCenter", state: "issued", draftSavedAt: null, sentAt: null, teacher: { email: marta.email } });
    expect(report.code).toMatch(/^[23456789A-HJ-NP-Z]{5}-[23456789A-HJ-NP-Z]{5}$/);
    const [row] = await database.db.select().from(followUpReports).where(eq(followUpReports.code, report.code));
    expect(row).toMatchObject({ userId: marta.id, issuedBy: staff.id, kind: "refCenter" });
    // The email is queued with the report (the same transaction), and sent by the jobs worker.
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, "mail"));
    expect(queued.some((job) => (job.payload as { to: string }).to === marta.email)).toBe(true);
    await api.runJobs();
    const mail = await smtp.next(marta.email);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Tu_informe_de_seguimiento_de_C/m);
    expect(mail.links).toContain(`${TEST_PUBLIC_URL}/informeseguimientopc/${report.code}`);
    expect(mail.text).toContain(`Tu código de informe es ${report.code}`);
  });

  test("an entity's person gets the vulnerable-childhood report, in their language; the kind can be chosen instead", async () => {
    const agent = await teacher({ type: "AGENT", language: "en" });
    const report = await issued(agent.email);
    expect(report.kind).toBe("vulnerable");
    await api.runJobs();
    const mail = await smtp.next(agent.email);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Your_C=C3=B3digo_Peque=C3=B1o_follow-up_/m);
    expect(mail.links).toContain(`${TEST_PUBLIC_URL}/follow-up-report/${report.code}`);
    expect(mail.text).toContain(`Your report code is ${report.code}`);

    const ong = await teacher({ type: "ONG" });
    expect((await issued(ong.email)).kind).toBe("vulnerable");
    expect((await issued(ong.email, "refCenter")).kind).toBe("refCenter");
    await api.runJobs();
  });

  test("an address without an account, an account without a licence and an empty address are refused on the field", async () => {
    expect(await issue("nadie@example.org")).toMatchObject({
      code: "REPORT_TEACHER_NOT_FOUND",
      fields: [{ field: "email", message: "reports.errors.teacherNotFound" }],
    });
    const family = await givenUser(database.db);
    expect(await issue(family.email)).toMatchObject({
      code: "REPORT_TEACHER_NOT_LICENSED",
      fields: [{ field: "email", message: "reports.errors.teacherNotLicensed" }],
    });
    expect(await issue("  ")).toMatchObject({ code: "VALIDATION", fields: [{ field: "email", message: "reports.errors.emailRequired" }] });
    expect(await database.db.select().from(followUpReports).where(eq(followUpReports.userId, family.id))).toHaveLength(0);
  });

  test("codes are 10 characters of the unambiguous alphabet, at least 40 bits, and do not repeat", () => {
    expect(REPORT_CODE_ALPHABET).toHaveLength(32);
    expect(REPORT_CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(10 * Math.log2(REPORT_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    const codes = Array.from({ length: 2000 }, newReportCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("opening a report by its code", () => {
  test("its teacher opens it, typed loosely, prefilled with their name and centre or entity", async () => {
    const marta = await teacher();
    const { code } = await issued(marta.email);
    const { answer } = await open(` ${code.toLowerCase().replace("-", "")} `, marta.token);
    expect(answer.__typename).toBe("MutationOpenFollowUpReportSuccess");
    expect(answer.data).toMatchObject({
      code,
      kind: "refCenter",
      state: "issued",
      answers: { teacherName: "Ana López", studentCount: null, subjects: [], ratings: [] },
    });

    const agent = await teacher({ type: "AGENT", agentEntity: "Asociación Barrio Vivo" });
    const other = await issued(agent.email);
    const view = await api.request(VIEW, { code: other.code }, { token: agent.token, ip: newAddress() });
    expect(view.body.data?.followUpReport).toMatchObject({
      kind: "vulnerable",
      answers: { teacherName: "Ana López", organisation: "Asociación Barrio Vivo" },
    });
  });

  test('a wrong code is "El código es incorrecto" on its field, and so is another teacher\'s code; an empty one is required', async () => {
    const marta = await teacher();
    const someone = await teacher();
    const { code } = await issued(someone.email);
    for (const typed of ["ZZZZZ-ZZZZZ", code]) {
      const { answer } = await open(typed, marta.token);
      expect(answer).toMatchObject({
        __typename: "DomainError",
        code: "REPORT_CODE_WRONG",
        message: "reports.errors.codeWrong",
        fields: [{ field: "code", message: "reports.errors.codeWrong" }],
      });
      const view = await api.request(VIEW, { code: typed }, { token: marta.token, ip: newAddress() });
      expect(view.body.data?.followUpReport).toBeNull();
      expect(view.body.errors?.[0]?.extensions).toMatchObject({ code: "REPORT_CODE_WRONG" });
      // Nor can it be saved or sent by another.
      expect(await save(typed, marta.token, { suggestions: "x" })).toMatchObject({ code: "REPORT_CODE_WRONG" });
      expect(await send(typed, marta.token, complete())).toMatchObject({ code: "REPORT_CODE_WRONG" });
    }
    expect((await open("  ", marta.token)).answer).toMatchObject({
      code: "VALIDATION",
      fields: [{ field: "code", message: "reports.errors.codeRequired" }],
    });
    const [row] = await database.db.select().from(followUpReports).where(eq(followUpReports.code, code));
    expect(row).toMatchObject({ draftSavedAt: null, sentAt: null, answers: {} });
  });

  test(`after ${REPORT_ATTEMPTS_MAX} wrong codes every try waits, right ones too, then it resets`, async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const marta = await teacher();
    const { code } = await issued(marta.email);
    const ip = newAddress();
    for (let i = 0; i < REPORT_ATTEMPTS_MAX - 1; i++)
      expect((await open("ZZZZZ-ZZZZZ", marta.token, ip)).answer.code).toBe("REPORT_CODE_WRONG");
    // A right code in between does not count, nor forget the wrong ones.
    expect((await open(code, marta.token, ip)).answer.__typename).toBe("MutationOpenFollowUpReportSuccess");
    expect((await open("ZZZZZ-ZZZZZ", marta.token, ip)).answer.code).toBe("REPORT_CODE_WRONG");
    vi.setSystemTime(Date.now() + 60_000);
    const blocked = await open(code, marta.token, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.answer).toMatchObject({
      code: "REPORT_TOO_MANY_ATTEMPTS",
      fields: [{ field: "code", message: "reports.errors.tooManyAttempts" }],
    });
    expect(blocked.answer.retryAfter).toBeGreaterThan(13 * 60);
    expect(blocked.retryAfter).toBe(String(blocked.answer.retryAfter));
    const view = await api.request(VIEW, { code }, { token: marta.token, ip });
    expect(view.status).toBe(429);
    expect(Number(view.retryAfter)).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + REPORT_ATTEMPTS_WINDOW_MINUTES * 60_000);
    expect((await open(code, marta.token, ip)).answer.__typename).toBe("MutationOpenFollowUpReportSuccess");
  });

  test("tries sent at once cannot slip under the limit", async () => {
    const marta = await teacher();
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: REPORT_ATTEMPTS_MAX + 3 }, () => open("ZZZZZ-ZZZZZ", marta.token, ip)));
    const codes = answers.map((a) => a.answer.code);
    expect(codes.filter((c) => c === "REPORT_CODE_WRONG")).toHaveLength(REPORT_ATTEMPTS_MAX);
    expect(codes.filter((c) => c === "REPORT_TOO_MANY_ATTEMPTS")).toHaveLength(3);
  });
});

describe("draft and send", () => {
  test("a draft keeps whatever is filled, with its time; opened again it shows the saved answers", async () => {
    const marta = await teacher();
    const { code } = await issued(marta.email);
    const before = Date.now();
    const saved = await save(code, marta.token, {
      teacherName: "  Marta Ruiz ",
      studentCount: 22,
      subjects: ["arts"],
      ratings: [{ question: "materials", value: 4 }],
    });
    expect(saved.__typename).toBe("MutationSaveFollowUpReportDraftSuccess");
    expect(saved.data).toMatchObject({
      state: "draft",
      sentAt: null,
      answers: {
        teacherName: "Marta Ruiz",
        organisation: null,
        studentCount: 22,
        subjects: ["arts"],
        ratings: [{ question: "materials", value: 4 }],
      },
    });
    expect(new Date(saved.data.draftSavedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const again = await open(code, marta.token);
    expect(again.answer.data).toMatchObject({
      state: "draft",
      draftSavedAt: saved.data.draftSavedAt,
      answers: { teacherName: "Marta Ruiz", studentCount: 22 },
    });
    // A second save replaces the answers (what was cleared is gone) and moves the time.
    const second = await save(code, marta.token, { teacherName: "Marta Ruiz", groupName: "4.º B" });
    expect(second.data.answers).toMatchObject({ studentCount: null, groupName: "4.º B", subjects: [] });
  });

  test.each([
    ["a student count out of range", { studentCount: 0 }, "studentCount", "reports.errors.studentCountRange"],
    ["a subject of the other kind", { subjects: ["schoolSupport"] }, "subjects", "reports.errors.subjectInvalid"],
    ["a rating of 7", { ratings: [{ question: "materials", value: 7 }] }, "ratings.materials", "reports.errors.ratingInvalid"],
    [
      "suggestions over the limit",
      { suggestions: "a".repeat(REPORT_SUGGESTIONS_MAX + 1) },
      "suggestions",
      "reports.errors.suggestionsTooLong",
    ],
    ["a name over its limit", { teacherName: "a".repeat(201) }, "teacherName", "reports.errors.tooLong"],
  ])("a draft still checks types and lengths: %s", async (_, input, field, message) => {
    const marta = await teacher();
    const { code } = await issued(marta.email);
    const answer = await save(code, marta.token, input);
    expect(answer).toMatchObject({ __typename: "DomainError", code: "VALIDATION" });
    expect(fieldsOf(answer)).toEqual({ [field]: message });
    expect((await open(code, marta.token)).answer.data.state).toBe("issued");
  });

  test("sending an empty report names every missing field; nothing is kept", async () => {
    const marta = await teacher();
    const { code } = await issued(marta.email);
    const answer = await send(code, marta.token, {});
    expect(answer).toMatchObject({ __typename: "DomainError", code: "REPORT_INCOMPLETE", message: "reports.errors.incomplete" });
    expect(fieldsOf(answer)).toEqual({
      teacherName: "reports.errors.teacherNameRequired",
      organisation: "reports.errors.centreRequired",
      groupName: "reports.errors.classroomRequired",
      ageSegment: "reports.errors.ageSegmentRequired",
      studentCount: "reports.errors.studentCountRequired",
      subjects: "reports.errors.subjectsRequired",
      ...Object.fromEntries(REPORT_QUESTIONS.refCenter.map((id) => [`ratings.${id}`, "reports.errors.ratingRequired"])),
      materialsDamaged: "reports.errors.materialsDamagedRequired",
    });
    expect((await open(code, marta.token)).answer.data.state).toBe("issued");
  });

  const without = (change: (input: ReturnType<typeof complete>) => void) => {
    const input = complete();
    change(input);
    return input;
  };
  test.each([
    [
      "a value for every rating question",
      without((i) => {
        i.ratings = i.ratings.slice(1);
      }),
      { "ratings.materials": "reports.errors.ratingRequired" },
    ],
    [
      "at least one subject",
      without((i) => {
        i.subjects = [];
      }),
      { subjects: "reports.errors.subjectsRequired" },
    ],
    [
      "a student count",
      without((i) => {
        (i as { studentCount: number | null }).studentCount = null;
      }),
      { studentCount: "reports.errors.studentCountRequired" },
    ],
    [
      "the suggestions' limit",
      without((i) => {
        i.suggestions = "a".repeat(REPORT_SUGGESTIONS_MAX + 1);
      }),
      { suggestions: "reports.errors.suggestionsTooLong" },
    ],
    [
      "which material, when some was damaged",
      without((i) => {
        i.materialsDamagedWhich = " ";
      }),
      { materialsDamagedWhich: "reports.errors.materialsWhichRequired" },
    ],
  ])("sending needs %s", async (_, input, fields) => {
    const marta = await teacher();
    const { code } = await issued(marta.email);
    const answer = await send(code, marta.token, input);
    expect(answer.__typename).toBe("DomainError");
    expect(fieldsOf(answer)).toEqual(fields);
  });

  test("a complete report is sent and locked: it reads only, and later saves and sends are refused", async () => {
    const marta = await teacher();
    const { code } = await issued(marta.email);
    await save(code, marta.token, { teacherName: "Borrador" });
    const sent = await send(code, marta.token, { ...complete(), suggestions: "" });
    expect(sent.__typename).toBe("MutationSendFollowUpReportSuccess");
    expect(sent.data).toMatchObject({
      state: "sent",
      answers: { teacherName: "Marta Ruiz", studentCount: 24, suggestions: null, materialsDamaged: true },
    });
    expect(sent.data.sentAt).toBeTruthy();
    expect(await save(code, marta.token, { teacherName: "Cambio" })).toMatchObject({
      code: "REPORT_ALREADY_SENT",
      message: "reports.errors.alreadySent",
    });
    expect(await send(code, marta.token, complete())).toMatchObject({ code: "REPORT_ALREADY_SENT" });
    const again = await open(code, marta.token);
    expect(again.answer.data).toMatchObject({
      state: "sent",
      sentAt: sent.data.sentAt,
      answers: { teacherName: "Marta Ruiz", suggestions: null },
    });
  });

  test("two sends at once: one wins, the other is refused", async () => {
    const marta = await teacher();
    const { code } = await issued(marta.email);
    const answers = await Promise.all([send(code, marta.token, complete()), send(code, marta.token, { ...complete(), studentCount: 3 })]);
    expect(answers.map((a) => a.__typename).sort()).toEqual(["DomainError", "MutationSendFollowUpReportSuccess"]);
  });

  test("a vulnerable-childhood report asks for its own subjects (activity areas) and questions", async () => {
    const agent = await teacher({ type: "AGENT" });
    const { code } = await issued(agent.email);
    const input = {
      ...complete(),
      subjects: [REPORT_SUBJECTS.vulnerable[0]],
      ratings: REPORT_QUESTIONS.vulnerable.map((question) => ({ question, value: 5 })),
      materialsDamaged: false,
      materialsDamagedWhich: null,
    };
    expect(fieldsOf(await send(code, agent.token, { ...input, subjects: [] }))).toEqual({ subjects: "reports.errors.areasRequired" });
    const sent = await send(code, agent.token, input);
    expect(sent.data).toMatchObject({
      kind: "vulnerable",
      state: "sent",
      answers: { subjects: [REPORT_SUBJECTS.vulnerable[0]], materialsDamaged: false },
    });
  });
});

describe("the staff's list", () => {
  test("lists reports with their state, filtered by kind and state; teachers may not", async () => {
    const school = await teacher();
    const entity = await teacher({ type: "ONG" });
    const a = await issued(school.email);
    const b = await issued(school.email);
    const c = await issued(entity.email);
    await save(b.code, school.token, { groupName: "5.º" });
    await send(a.code, school.token, complete());
    const list = async (variables: Record<string, unknown>) => {
      const { body } = await api.request(LIST, variables, { token: staff.token });
      return ((body.data?.followUpReports ?? []) as { code: string; state: string }[]).filter((r) =>
        [a.code, b.code, c.code].includes(r.code),
      );
    };
    expect(new Map((await list({})).map((r) => [r.code, r.state]))).toEqual(
      new Map([
        [a.code, "sent"],
        [b.code, "draft"],
        [c.code, "issued"],
      ]),
    );
    expect((await list({ state: "sent" })).map((r) => r.code)).toEqual([a.code]);
    expect((await list({ state: "draft" })).map((r) => r.code)).toEqual([b.code]);
    expect((await list({ kind: "vulnerable" })).map((r) => r.code)).toEqual([c.code]);
    expect((await list({ kind: "vulnerable", state: "sent" })).map((r) => r.code)).toEqual([]);
    const sent = (await api.request(LIST, { state: "sent" }, { token: staff.token })).body.data?.followUpReports.find(
      (r: { code: string }) => r.code === a.code,
    );
    expect(sent).toMatchObject({
      teacher: { email: school.email },
      answers: { groupName: "4.º A", subjects: ["naturalSciences", "mathematics"] },
    });

    const refused = await api.request(LIST, {}, { token: school.token });
    expect(refused.body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await api.request(ISSUE, { email: school.email }, { token: school.token })).body.errors?.[0]?.message).toMatch(
      /not authorized/i,
    );
  });
});

describe("account deletion", () => {
  test("a teacher's reports and counted tries go with the account; reports they issued stay", async () => {
    const marta = await teacher();
    const { code } = await issued(marta.email);
    await open("ZZZZZ-ZZZZZ", marta.token);
    const issuer = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const other = await teacher();
    const kept = (await api.request(ISSUE, { email: other.email }, { token: issuer.token })).body.data?.issueFollowUpReport.data;
    await deleteAccount(database.db, marta.id, { confirm: true });
    await deleteAccount(database.db, issuer.id, { confirm: true });
    expect(await database.db.select().from(followUpReports).where(eq(followUpReports.code, code))).toHaveLength(0);
    expect(
      await database.db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, `report:user:${marta.id}`)),
    ).toHaveLength(0);
    const [row] = await database.db.select().from(followUpReports).where(eq(followUpReports.code, kept.code));
    expect(row).toMatchObject({ userId: other.id, issuedBy: null });
    await api.runJobs();
  });
});
