import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EUROPE_CHALLENGE } from "../../common/challenges.ts";
import { UPLOAD_MAX_BYTES } from "../../common/constants.ts";
import { fixedClock } from "../clock.ts";
import type { Database } from "../db/client.ts";
import { europeChallengeEntries, europeChallengeFiles } from "../db/schema/index.ts";
import { assignLicence } from "../services/licences/licence-assignment.ts";
import { deleteAccount } from "../services/profile/profile.ts";
import { localStorage } from "../storage/local-storage.ts";
import { serveUploads } from "../storage/serve.ts";
import { type Storage, publicPathOf } from "../storage/storage.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import {
  centreInput,
  europeFixtures,
  europePdf,
  europePhoto,
  filesUnder,
  submissionInput,
  submitEurope,
  travellers,
} from "../test/europe-challenge-fixtures.ts";
import { givenUser } from "../test/factories.ts";
import { assignInput, givenFreeCode, seededPlace } from "../test/licence-factories.ts";

/**
 * The Europe super-challenge on the API (sections 3, 4, 5 and 9; decision 035): the stages at every boundary of
 * both editions, pre-registration and submission with every rule refused on the server and nothing stored, the
 * files kept private, the staff's list.
 */
let database: Database;
let storageDir: string;
let storage: Storage;
const fixtures = europeFixtures();

beforeAll(async () => {
  database = await testDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "europe-files-"));
  storage = localStorage(storageDir);
});
afterAll(async () => {
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
  fixtures.close();
});

const E24 = EUROPE_CHALLENGE["2024-25"];
const E25 = EUROPE_CHALLENGE["2025-26"];
/** The last millisecond before an instant. */
const before = (iso: string) => new Date(new Date(iso).getTime() - 1).toISOString();
/** 2025-26's submission stage, as in the browser journeys. */
const DURING = "2025-12-01T09:00:00+01:00";

const at = (instant: string) => testApi(database, { storage, clock: fixedClock(instant) });
const as = (user: { token: string } | null) => ({ token: user?.token, headers: { "x-graphql-yoga-csrf": "1" } });

const PAGE = `{ europeChallenge {
  edition { edition stage stages { stage status deadline } deadline preRegistrationDeadline videoMaxSeconds photosMin photosMax prizeEuros finalists audience }
  otherEditions { edition stage deadline videoMaxSeconds prizeEuros finalists audience }
  entry { state centreCode centreName community mine }
  communities { id name } } }`;
const PRE_REGISTER = `mutation ($input: EuropeCentreInput!) { preRegisterEurope(input: $input) {
  __typename
  ... on MutationPreRegisterEuropeSuccess { data { id edition state centreCode centreName community town students preregisteredAt mine } }
  ... on DomainError { code message fields { field message } } } }`;

async function preRegister(instant: string, user: { token: string }, input: Record<string, unknown>) {
  const res = await at(instant).request(PRE_REGISTER, { input }, as(user));
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.preRegisterEurope;
}

/** A user whose centre pre-registered in 2025-26 (during its pre-registration stage). */
async function givenPreRegistered(overrides: Record<string, unknown> = {}) {
  const user = await givenUser(database.db);
  const input = centreInput(overrides);
  const answer = await preRegister(E25.opensAt, user, input);
  expect(answer.__typename).toBe("MutationPreRegisterEuropeSuccess");
  return { ...user, entryId: Number(answer.data.id), centreCode: answer.data.centreCode as string };
}

const goodFiles = async () => ({ video: fixtures.clip(2), photos: [await europePhoto(1), await europePhoto(2), await europePhoto(3)] });
const submit = (instant: string, user: { token: string }, input: Record<string, unknown>, files: Parameters<typeof submitEurope>[3]) =>
  submitEurope(at(instant).yoga, user.token, input, files);
const fieldsOf = (answer: { fields: { field: string; message: string }[] }) =>
  Object.fromEntries(answer.fields.map((f) => [f.field, f.message]));

const entryRow = async (id: number) =>
  (await database.db.select().from(europeChallengeEntries).where(eq(europeChallengeEntries.id, id)))[0];
const fileRows = (entryId: number) => database.db.select().from(europeChallengeFiles).where(eq(europeChallengeFiles.entryId, entryId));

describe("the edition and its stages, at every boundary of both editions", () => {
  test.each([
    [before(E24.opensAt), "2024-25", "comingSoon", ["submission:comingSoon"]],
    [E24.opensAt, "2024-25", "submission", ["submission:open"]],
    [before(E24.closesAt), "2024-25", "submission", ["submission:open"]],
    [E24.closesAt, "2024-25", "closed", ["submission:closed"]],
    [before(E25.opensAt), "2024-25", "closed", ["submission:closed"]],
    [E25.opensAt, "2025-26", "preRegistration", ["preRegistration:open", "submission:comingSoon"]],
    [before(E25.preRegistrationClosesAt as string), "2025-26", "preRegistration", ["preRegistration:open", "submission:comingSoon"]],
    [E25.preRegistrationClosesAt as string, "2025-26", "submission", ["preRegistration:closed", "submission:open"]],
    [before(E25.closesAt), "2025-26", "submission", ["preRegistration:closed", "submission:open"]],
    [E25.closesAt, "2025-26", "closed", ["preRegistration:closed", "submission:closed"]],
  ])("at %s the page shows %s, stage %s", async (instant, edition, stage, stages) => {
    const res = await at(instant).request(PAGE, {}, as(null));
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data?.europeChallenge;
    expect(page.edition).toMatchObject({ edition, stage });
    expect(page.edition.stages.map((s: { stage: string; status: string }) => `${s.stage}:${s.status}`)).toEqual(stages);
    expect(page.otherEditions).toHaveLength(1);
    expect(page.entry).toBeNull();
  });

  test("each edition's figures (section 9), and the communities to choose from", async () => {
    const page = (await at(DURING).request(PAGE, {}, as(null))).body.data?.europeChallenge;
    expect(page.edition).toMatchObject({
      edition: "2025-26",
      deadline: "2026-01-23",
      preRegistrationDeadline: "2025-10-31",
      videoMaxSeconds: 60,
      photosMin: 3,
      photosMax: 5,
      prizeEuros: 1500,
      finalists: 10,
      audience: "primaryAndSecondary",
    });
    expect(page.edition.stages).toEqual([
      { stage: "preRegistration", status: "closed", deadline: "2025-10-31" },
      { stage: "submission", status: "open", deadline: "2026-01-23" },
    ]);
    expect(page.otherEditions).toEqual([
      {
        edition: "2024-25",
        stage: "closed",
        deadline: "2025-01-24",
        videoMaxSeconds: 300,
        prizeEuros: 1000,
        finalists: 10,
        audience: "primary",
      },
    ]);
    expect(page.communities).toContainEqual({ id: 13, name: expect.stringMatching(/Madrid/) });
  });
});

describe("pre-registration (2025-26)", () => {
  test("open from its first instant to the end of 31 October; refused outside, with nothing stored", async () => {
    const user = await givenUser(database.db);
    for (const instant of [before(E25.opensAt), E25.preRegistrationClosesAt as string, DURING]) {
      const answer = await preRegister(instant, user, centreInput());
      expect(answer).toMatchObject({ __typename: "DomainError", code: "EUROPE_STAGE_CLOSED" });
    }
    expect(await database.db.select().from(europeChallengeEntries).where(eq(europeChallengeEntries.userId, user.id))).toEqual([]);

    const first = await preRegister(E25.opensAt, user, centreInput({ centreCode: "  28abc01 ", phone: "" }));
    expect(first).toMatchObject({
      __typename: "MutationPreRegisterEuropeSuccess",
      data: {
        edition: "2025-26",
        state: "preregistered",
        centreCode: "28ABC01",
        community: expect.stringMatching(/Madrid/),
        mine: true,
        preregisteredAt: new Date(E25.opensAt).toISOString(),
      },
    });
    const late = await preRegister(before(E25.preRegistrationClosesAt as string), await givenUser(database.db), centreInput());
    expect(late.__typename).toBe("MutationPreRegisterEuropeSuccess");

    // The page shows the caller their entry.
    const page = (await at(DURING).request(PAGE, {}, as(user))).body.data?.europeChallenge;
    expect(page.entry).toEqual({
      state: "preregistered",
      centreCode: "28ABC01",
      centreName: "CEIP Las Acacias",
      community: expect.any(String),
      mine: true,
    });
  });

  test("every field is checked on the server, each with its message", async () => {
    const user = await givenUser(database.db);
    const answer = await preRegister(E25.opensAt, user, {
      centreName: " ",
      centreCode: "",
      communityId: 99,
      town: "",
      contactName: "",
      email: "no-es-un-email",
      phone: "12",
      students: 0,
    });
    expect(answer.code).toBe("VALIDATION");
    expect(fieldsOf(answer)).toEqual({
      centreName: "europeChallenge.errors.centreNameRequired",
      centreCode: "europeChallenge.errors.centreCodeRequired",
      town: "europeChallenge.errors.townRequired",
      contactName: "europeChallenge.errors.contactNameRequired",
      email: "validation.emailInvalid",
      phone: "europeChallenge.errors.phoneInvalid",
      students: "europeChallenge.errors.studentsInvalid",
    });
    const unknownCommunity = await preRegister(E25.opensAt, user, centreInput({ communityId: 99 }));
    expect(fieldsOf(unknownCommunity)).toEqual({ communityId: "europeChallenge.errors.communityRequired" });
    expect(await database.db.select().from(europeChallengeEntries).where(eq(europeChallengeEntries.userId, user.id))).toEqual([]);
  });

  test("one entry per centre (its code trimmed and upper-cased), even when two try at once; one centre per account", async () => {
    const [a, b, c] = [await givenUser(database.db), await givenUser(database.db), await givenUser(database.db)];
    expect((await preRegister(E25.opensAt, a, centreInput({ centreCode: "28TWICE1" }))).__typename).toBe(
      "MutationPreRegisterEuropeSuccess",
    );
    const again = await preRegister(E25.opensAt, b, centreInput({ centreCode: " 28twice1 " }));
    expect(again).toMatchObject({
      code: "EUROPE_CENTRE_TAKEN",
      fields: [{ field: "centreCode", message: "europeChallenge.errors.centreTaken" }],
    });
    const second = await preRegister(E25.opensAt, a, centreInput());
    expect(second.code).toBe("EUROPE_ALREADY_ENTERED");

    const racing = await Promise.all([b, c].map((user) => preRegister(E25.opensAt, user, centreInput({ centreCode: "28RACE01" }))));
    expect(racing.map((r) => r.__typename ?? r.code).sort()).toEqual(["DomainError", "MutationPreRegisterEuropeSuccess"]);
    expect(racing.find((r) => r.__typename === "DomainError")?.code).toBe("EUROPE_CENTRE_TAKEN");
    expect(await database.db.select().from(europeChallengeEntries).where(eq(europeChallengeEntries.centreCode, "28RACE01"))).toHaveLength(
      1,
    );
  });

  test("needs an account", async () => {
    const res = await at(E25.opensAt).request(PRE_REGISTER, { input: centreInput() }, as(null));
    expect(res.body.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});

describe("submission (2025-26)", () => {
  test("open from 1 November to the end of 23 January, for pre-registered centres only", async () => {
    const early = await givenPreRegistered();
    const answer = await submit(before(E25.preRegistrationClosesAt as string), early, submissionInput(), await goodFiles());
    expect(answer.code).toBe("EUROPE_STAGE_CLOSED");
    const first = await submit(E25.preRegistrationClosesAt as string, early, submissionInput(), await goodFiles());
    expect(first).toMatchObject({
      __typename: "MutationSubmitEuropeSuccess",
      data: { state: "submitted", edition: "2025-26", mine: true },
    });

    const last = await givenPreRegistered();
    expect((await submit(before(E25.closesAt), last, submissionInput(), await goodFiles())).__typename).toBe("MutationSubmitEuropeSuccess");
    const late = await givenPreRegistered();
    expect((await submit(E25.closesAt, late, submissionInput(), await goodFiles())).code).toBe("EUROPE_STAGE_CLOSED");
    expect(await fileRows(late.entryId)).toEqual([]);

    const stranger = await givenUser(database.db);
    expect((await submit(DURING, stranger, submissionInput({ centre: centreInput() }), await goodFiles())).code).toBe(
      "EUROPE_NOT_PREREGISTERED",
    );
  });

  test("a full entry: the texts, the travellers and the files kept privately, the photos re-encoded, the video's length measured", async () => {
    const user = await givenPreRegistered();
    const files = { ...(await goodFiles()), rightsUnder14: europePdf(), rightsOver14: await europePhoto(4) };
    const answer = await submit(DURING, user, submissionInput({ peopleShown: "permissions" }), files);
    expect(answer.__typename).toBe("MutationSubmitEuropeSuccess");
    const entry = await entryRow(user.entryId);
    expect(entry).toMatchObject({
      state: "submitted",
      peopleShown: "permissions",
      travelProtocol: true,
      travellers: travellers(),
      problem: "El patio se inunda cuando llueve.",
    });
    expect(entry?.submittedAt?.toISOString()).toBe(new Date(DURING).toISOString());
    const rows = await fileRows(user.entryId);
    expect(rows.map((r) => [r.kind, r.contentType, r.position]).sort()).toEqual(
      [
        ["photo", "image/webp", 0],
        ["photo", "image/webp", 1],
        ["photo", "image/webp", 2],
        ["rightsOver14", "image/webp", 0],
        ["rightsUnder14", "application/pdf", 0],
        ["video", "video/mp4", 0],
      ].sort(),
    );
    expect(rows.find((r) => r.kind === "video")?.durationSeconds).toBe(2);
    expect(rows.find((r) => r.kind === "photo")?.fileName).toBe("foto-1.webp");
    for (const row of rows) expect(row.storageKey).toMatch(/^private\/europe-challenge\/[0-9a-f]{32}\.(webp|pdf|mp4)$/);
    const stored = filesUnder(storageDir).map((f) => path.relative(storageDir, f));
    expect(stored).toEqual(expect.arrayContaining(rows.map((r) => r.storageKey)));

    // Once: a second submission is refused and leaves nothing behind.
    const count = filesUnder(storageDir).length;
    const again = await submit(DURING, user, submissionInput(), await goodFiles());
    expect(again.code).toBe("EUROPE_ALREADY_SUBMITTED");
    expect(filesUnder(storageDir)).toHaveLength(count);
  });

  test("a colleague of the centre (by their licence's centre) sees the entry and may submit it", async () => {
    const place = await seededPlace(database.db);
    const colleague = await givenUser(database.db);
    const { code } = await givenFreeCode(database.db);
    await assignLicence(database.db, colleague.id, assignInput(code, place));
    const sender = await givenPreRegistered({ centreCode: ` ${place.centre.code.toLowerCase()} ` });
    const page = (await at(DURING).request(PAGE, {}, as(colleague))).body.data?.europeChallenge;
    expect(page.entry).toMatchObject({ state: "preregistered", centreCode: place.centre.code.toUpperCase(), mine: false });
    const answer = await submit(DURING, colleague, submissionInput(), await goodFiles());
    expect(answer).toMatchObject({ __typename: "MutationSubmitEuropeSuccess", data: { state: "submitted", mine: false } });
    expect((await entryRow(sender.entryId))?.state).toBe("submitted");
    // Staff see who pre-registered it and who actually submitted it.
    expect(await entryRow(sender.entryId)).toMatchObject({ preRegisteredBy: sender.id, submittedBy: colleague.id });
    const staffUser = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const LIST = `{ europeChallengeEntries(edition: "2025-26") { id senderEmail preRegisteredByEmail submittedByEmail } }`;
    const list = (await at(DURING).request(LIST, {}, as(staffUser))).body.data?.europeChallengeEntries;
    expect(list.find((e: { id: string }) => e.id === String(sender.entryId))).toEqual({
      id: String(sender.entryId),
      senderEmail: sender.email,
      preRegisteredByEmail: sender.email,
      submittedByEmail: colleague.email,
    });
  });

  const refusals: [string, () => Promise<[Record<string, unknown>, Parameters<typeof submitEurope>[3]]>, Record<string, string>][] = [
    [
      "two photos",
      async () => [submissionInput(), { ...(await goodFiles()), photos: [await europePhoto(1), await europePhoto(2)] }],
      { photos: "europeChallenge.errors.photosCount" },
    ],
    [
      "six photos",
      async () => [submissionInput(), { ...(await goodFiles()), photos: await Promise.all([1, 2, 3, 4, 5, 6].map(europePhoto)) }],
      { photos: "europeChallenge.errors.photosCount" },
    ],
    [
      "no video",
      async () => [submissionInput(), { photos: (await goodFiles()).photos }],
      { video: "europeChallenge.errors.videoRequired" },
    ],
    [
      "a video longer than 60 seconds",
      async () => [submissionInput(), { ...(await goodFiles()), video: fixtures.clip(62) }],
      { video: "europeChallenge.errors.videoTooLong" },
    ],
    [
      "a picture as the video",
      async () => [submissionInput(), { ...(await goodFiles()), video: await europePhoto() }],
      { video: "files.formatInvalid" },
    ],
    [
      "a web page as a photo",
      async () => [
        submissionInput(),
        {
          ...(await goodFiles()),
          photos: [await europePhoto(1), await europePhoto(2), Buffer.from("<html><script>alert(1)</script></html>")],
        },
      ],
      { photos: "files.formatInvalid" },
    ],
    [
      "a photo over 10 MB",
      async () => [
        submissionInput(),
        { ...(await goodFiles()), photos: [await europePhoto(1), await europePhoto(2), Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1)] },
      ],
      { photos: "files.tooLarge" },
    ],
    [
      "people appear with permissions but no rights documents",
      async () => [submissionInput({ peopleShown: "permissions" }), await goodFiles()],
      { rightsUnder14: "europeChallenge.errors.rightsRequired", rightsOver14: "europeChallenge.errors.rightsRequired" },
    ],
    [
      "a rights document that is a web page",
      async () => [
        submissionInput({ peopleShown: "permissions" }),
        { ...(await goodFiles()), rightsUnder14: europePdf(), rightsOver14: Buffer.from("<!doctype html><p>hola</p>") },
      ],
      { rightsOver14: "files.formatInvalid" },
    ],
    [
      "no answer about people appearing",
      async () => [submissionInput({ peopleShown: null }), await goodFiles()],
      { peopleShown: "europeChallenge.errors.peopleShownRequired" },
    ],
    [
      "two students among the travellers",
      async () => [submissionInput({ travellers: travellers(2) }), await goodFiles()],
      { travellers: "europeChallenge.errors.studentTravellers" },
    ],
    [
      "four travellers",
      async () => [submissionInput({ travellers: travellers(3).slice(0, 4) }), await goodFiles()],
      { travellers: "europeChallenge.errors.travellersCount" },
    ],
    [
      "a traveller without a name",
      async () => [submissionInput({ travellers: travellers().map((p, i) => (i === 4 ? { ...p, name: " " } : p)) }), await goodFiles()],
      { "travellers.4.name": "europeChallenge.errors.travellerNameRequired" },
    ],
    [
      "the consents not given",
      async () => [submissionInput({ legalBases: false, dataConsent: null, travelProtocol: false }), await goodFiles()],
      {
        legalBases: "europeChallenge.errors.legalBasesRequired",
        dataConsent: "europeChallenge.errors.dataConsentRequired",
        travelProtocol: "europeChallenge.errors.travelProtocolRequired",
      },
    ],
    [
      "an empty answer",
      async () => [submissionInput({ ideation: "   " }), await goodFiles()],
      { ideation: "europeChallenge.errors.ideationRequired" },
    ],
  ];
  test.each(refusals)("refused with %s, and nothing stored", async (_, make, fields) => {
    const user = await givenPreRegistered();
    const before = filesUnder(storageDir).length;
    const [input, files] = await make();
    const answer = await submit(DURING, user, input, files);
    expect(answer.code).toBe("VALIDATION");
    expect(fieldsOf(answer)).toEqual(fields);
    expect(filesUnder(storageDir)).toHaveLength(before);
    expect(await fileRows(user.entryId)).toEqual([]);
    expect((await entryRow(user.entryId))?.state).toBe("preregistered");
  });
});

describe("submission (2024-25: no pre-registration)", () => {
  test("the submission brings the centre and makes the entry, from 1 October 2024 to the end of 24 January 2025; its video may last 5 minutes", async () => {
    const user = await givenUser(database.db);
    expect((await submit(before(E24.opensAt), user, submissionInput({ centre: centreInput() }), await goodFiles())).code).toBe(
      "EUROPE_STAGE_CLOSED",
    );
    const missing = await submit(E24.opensAt, user, submissionInput(), await goodFiles());
    expect(fieldsOf(missing)).toMatchObject({
      "centre.centreName": "europeChallenge.errors.centreNameRequired",
      "centre.students": "europeChallenge.errors.studentsRequired",
    });

    const centre = centreInput({ centreCode: "28old001" });
    const answer = await submit(E24.opensAt, user, submissionInput({ centre }), { ...(await goodFiles()), video: fixtures.clip(62) });
    expect(answer).toMatchObject({
      __typename: "MutationSubmitEuropeSuccess",
      data: { edition: "2024-25", state: "submitted", centreCode: "28OLD001" },
    });
    const [entry] = await database.db.select().from(europeChallengeEntries).where(eq(europeChallengeEntries.centreCode, "28OLD001"));
    expect(entry).toMatchObject({
      edition: "2024-25",
      preregisteredAt: null,
      centreName: centre.centreName,
      students: 24,
      phone: "600 000 000",
    });
    expect((await fileRows(entry!.id)).find((r) => r.kind === "video")?.durationSeconds).toBe(62);

    expect((await submit(E24.opensAt, user, submissionInput({ centre: centreInput() }), await goodFiles())).code).toBe(
      "EUROPE_ALREADY_SUBMITTED",
    );
    const taken = await submit(
      before(E24.closesAt),
      await givenUser(database.db),
      submissionInput({ centre: centreInput({ centreCode: "28OLD001" }) }),
      await goodFiles(),
    );
    expect(taken).toMatchObject({
      code: "EUROPE_CENTRE_TAKEN",
      fields: [{ field: "centre.centreCode", message: "europeChallenge.errors.centreTaken" }],
    });
    expect(
      (await submit(before(E24.closesAt), await givenUser(database.db), submissionInput({ centre: centreInput() }), await goodFiles()))
        .__typename,
    ).toBe("MutationSubmitEuropeSuccess");
    expect(
      (await submit(E24.closesAt, await givenUser(database.db), submissionInput({ centre: centreInput() }), await goodFiles())).code,
    ).toBe("EUROPE_STAGE_CLOSED");
  });
});

describe("the files stay private", () => {
  test("/uploads/ never serves them (nor any PDF); staff find them in the list; they go with the account", async () => {
    const user = await givenPreRegistered();
    await submit(DURING, user, submissionInput({ peopleShown: "permissions" }), {
      ...(await goodFiles()),
      rightsUnder14: europePdf(),
      rightsOver14: europePdf(),
    });
    const rows = await fileRows(user.entryId);
    const uploads = new Hono().get("/uploads/*", serveUploads(storage));
    for (const row of rows) expect((await uploads.request(publicPathOf(row.storageKey))).status).toBe(404);
    await storage.put("gallery/0123456789abcdef0123456789abcdef.pdf", europePdf(), "application/pdf");
    expect((await uploads.request("/uploads/gallery/0123456789abcdef0123456789abcdef.pdf")).status).toBe(404);

    const api = at(DURING);
    const staffUser = await givenUser(database.db, { roles: ["DEVELOPER"] });
    const LIST = `{ europeChallengeEntries(edition: "2025-26") { id state centreCode contactName travellers { name role } files { id kind fileName contentType bytes durationSeconds } } }`;
    const list = (await api.request(LIST, {}, as(staffUser))).body.data?.europeChallengeEntries;
    const listed = list.find((e: { id: string }) => e.id === String(user.entryId));
    expect(listed).toMatchObject({ state: "submitted", centreCode: user.centreCode, contactName: "Marta Ruiz" });
    expect(listed.files).toHaveLength(6);
    const fileId = listed.files.find((f: { kind: string }) => f.kind === "rightsUnder14").id;
    const FILE = `query ($id: ID!) { europeChallengeFile(id: $id) { storageKey fileName contentType } }`;
    expect((await api.request(FILE, { id: fileId }, as(staffUser))).body.data?.europeChallengeFile).toEqual({
      storageKey: expect.stringMatching(/^private\/europe-challenge\//),
      fileName: "derechos-menores.pdf",
      contentType: "application/pdf",
    });
    expect((await api.request(FILE, { id: fileId }, as(user))).body.errors?.[0]?.message).toMatch(/not authorized/i);

    await deleteAccount(database.db, user.id, { confirm: true });
    await api.runJobs();
    expect(
      await database.db
        .select()
        .from(europeChallengeFiles)
        .where(
          inArray(
            europeChallengeFiles.id,
            rows.map((r) => r.id),
          ),
        ),
    ).toEqual([]);
    for (const row of rows) expect(await storage.get(row.storageKey)).toBeNull();
  });
});
