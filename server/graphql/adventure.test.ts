import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADVENTURE_LIMITS, type AdventureAnswer } from "../../common/adventure.ts";
import { EVALUATED_SEGMENTS } from "../../common/evaluation.ts";
import { LANGUAGES } from "../../common/languages.ts";
import type { Database } from "../db/client.ts";
import { adventureAnswers, adventureGroups, adventureKeys, rateLimitHits } from "../db/schema/index.ts";
import { QUESTION_BANK } from "../services/evaluation/questions/index.ts";
import { type BankQuestion, localize } from "../services/evaluation/questions/types.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenClassroom, givenGroup, givenKey } from "../test/evaluation-factories.ts";
import { givenUser } from "../test/factories.ts";
import { givenProgram, givenTeacher } from "../test/itinerary-factories.ts";

/** The pupils' adventure through the API (issue 15): keys open or closed, groups, answers in order, resuming, no keys sent. */
let database: Database;
let api: ReturnType<typeof testApi>;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
});
afterAll(async () => {
  await database.close();
});

const QUESTION = "question { id number type content }";
const GROUP = `animal number pupils answered questionCount finished ${QUESTION}`;
const ADVENTURE = `query ($code: String!, $token: String) { adventure(code: $code, token: $token) { code lang open questionCount group { ${GROUP} } } }`;
const START = `mutation ($code: String!, $animal: AdventureAnimal, $number: Int, $pupils: Int!) {
  startAdventure(code: $code, animal: $animal, number: $number, pupils: $pupils) {
    __typename
    ... on MutationStartAdventureSuccess { data { token adventure { code lang } group { ${GROUP} } } }
    ... on DomainError { code retryAfter fields { field message } }
  }
}`;
const ANSWER = `mutation ($token: String!, $questionId: String!, $answer: JSON!) {
  answerAdventure(token: $token, questionId: $questionId, answer: $answer) {
    __typename
    ... on MutationAnswerAdventureSuccess { data { ${GROUP} } }
    ... on DomainError { code fields { field message } }
  }
}`;

type Auth = { ip?: string; headers?: Record<string, string> };
let address = 0;
/** Each test its own client address, so the wrong codes of one do not block another. */
const newAddress = (): Auth => ({ ip: `198.51.100.${++address}` });

/** An open Spanish initial key of a new teacher's 6-8 classroom, unless said otherwise. */
async function openKey(
  options: { age?: "sixToEight" | "nineToTwelve" | "fourToFive"; open?: boolean; lang?: "es" | "en"; code?: string } = {},
) {
  const teacher = await givenUser(database.db);
  const classroom = await givenClassroom(database.db, teacher.id, options.age ? { age: options.age } : {});
  const open = options.open ?? true;
  return givenKey(database.db, classroom.id, "initial", {
    open,
    closedAt: open ? null : new Date(),
    lang: options.lang ?? "es",
    ...(options.code ? { code: options.code } : {}),
  });
}

async function start(code: string, name: { animal?: string; number?: number } = { animal: "fox" }, pupils = 2, auth: Auth = newAddress()) {
  const response = await api.request(START, { code, ...name, pupils }, auth);
  return { ...response, result: response.body.data?.startAdventure };
}

async function answer(token: string, questionId: string, value: unknown) {
  const { body } = await api.request(ANSWER, { token, questionId, answer: value });
  return body.data?.answerAdventure;
}

/** A wrong answer of the question's shape: every part moved on by one, or the other verdict. */
function wrongAnswer(question: BankQuestion): AdventureAnswer[BankQuestion["type"]] {
  switch (question.type) {
    case "catch":
      return { caught: question.key.caught.slice(1) };
    case "label":
      return { placed: question.key.placed.map((p) => (p + 1) % question.content.labels.length) };
    case "match":
      return { pairs: question.key.pairs.map((p) => (p + 1) % question.content.right.length) };
    case "rightWrongImage":
    case "rightWrongText":
      return { right: !question.key.right };
    case "test":
      return { choice: (question.key.choice + 1) % question.content.options.length };
  }
}

describe("opening a key", () => {
  test("a code opens its adventure however it is typed; a code that opens nothing is null", async () => {
    const key = await openKey();
    const typed = `${key.code.slice(0, 3).toLowerCase()}-${key.code.slice(3)} `;
    const found = await api.request(ADVENTURE, { code: typed }, newAddress());
    expect(found.body.data?.adventure).toEqual({
      code: key.code,
      lang: "es",
      open: true,
      questionCount: QUESTION_BANK.sixToEight.length,
      group: null,
    });
    for (const code of ["ZZZZZZ", "", "0O1IL!", "x".repeat(500)]) {
      const { body } = await api.request(ADVENTURE, { code }, newAddress());
      expect(body.errors, code.slice(0, 10)).toBeUndefined();
      expect(body.data?.adventure, code.slice(0, 10)).toBeNull();
    }
  });

  test("a closed key says so and starts no group", async () => {
    const key = await openKey({ open: false });
    const { body } = await api.request(ADVENTURE, { code: key.code }, newAddress());
    expect(body.data?.adventure).toMatchObject({ code: key.code, open: false });
    const { result } = await start(key.code);
    expect(result).toMatchObject({ __typename: "DomainError", code: "ADVENTURE_CLOSED" });
    expect(await database.db.select().from(adventureGroups).where(eq(adventureGroups.keyId, key.id))).toEqual([]);
  });

  test("an unknown code starts no group", async () => {
    const { result } = await start("ZZZZZZ");
    expect(result).toMatchObject({
      __typename: "DomainError",
      code: "ADVENTURE_KEY_UNKNOWN",
      fields: [{ field: "code", message: "adventure.errors.unknown" }],
    });
  });

  test("a key of a classroom that is not evaluated (4-5) cannot be played", async () => {
    const key = await openKey({ age: "fourToFive" });
    const { body } = await api.request(ADVENTURE, { code: key.code }, newAddress());
    expect(body.data?.adventure).toMatchObject({ open: false, questionCount: 0 });
    expect((await start(key.code)).result).toMatchObject({ code: "ADVENTURE_CLOSED" });
  });

  test("codes that open nothing are limited per address: then every code is refused there, with the wait", async () => {
    const key = await openKey();
    const crowded = newAddress();
    for (let i = 0; i < ADVENTURE_LIMITS.wrongCodesPerAddress; i++) {
      const { body } = await api.request(ADVENTURE, { code: "ZZZZZZ" }, crowded);
      expect(body.data?.adventure).toBeNull();
    }
    const blocked = await api.request(ADVENTURE, { code: key.code }, crowded);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors?.[0]?.extensions).toMatchObject({ code: "ADVENTURE_TOO_MANY_ATTEMPTS" });
    expect(blocked.body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    expect(blocked.retryAfter).toBe(String(blocked.body.errors?.[0]?.extensions?.retryAfter));
    expect((await start(key.code, { animal: "owl" }, 1, crowded)).result).toMatchObject({ code: "ADVENTURE_TOO_MANY_ATTEMPTS" });
    // Another address is not affected; and a group that started from there goes on with its token.
    const started = await start(key.code, { animal: "owl" }, 1, newAddress());
    const token = started.result.data.token as string;
    const going = await api.request(ADVENTURE, { code: key.code, token }, crowded);
    expect(going.body.data?.adventure?.group).toMatchObject({ animal: "owl", answered: 0 });
    const answered = await api.request(
      ANSWER,
      { token, questionId: QUESTION_BANK.sixToEight[0]!.id, answer: QUESTION_BANK.sixToEight[0]!.key },
      crowded,
    );
    expect(answered.body.data?.answerAdventure?.data).toMatchObject({ answered: 1 });
    // A token is no way around the limit for another key's code.
    const other = await openKey();
    const refused = await api.request(ADVENTURE, { code: other.code, token }, crowded);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "ADVENTURE_TOO_MANY_ATTEMPTS" });
  });
});

describe("starting a group", () => {
  test("named by an animal or a number, 1 to 3 pupils; the token is HttpOnly under the adventure's path in the key's language", async () => {
    const key = await openKey();
    const fox = await start(key.code, { animal: "fox" }, 3);
    expect(fox.result).toMatchObject({
      __typename: "MutationStartAdventureSuccess",
      data: { adventure: { code: key.code, lang: "es" }, group: { animal: "fox", number: null, pupils: 3, answered: 0, finished: false } },
    });
    const token = fox.result.data.token as string;
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(fox.cookies).toEqual([`adventureGroup=${token}; Path=/aventura; HttpOnly; SameSite=Lax; Max-Age=86400`]);
    expect(fox.result.data.group.question).toMatchObject({ id: QUESTION_BANK.sixToEight[0]?.id, number: 1 });

    const seven = await start(key.code, { number: 7 }, 1);
    expect(seven.result.data.group).toMatchObject({ animal: null, number: 7, pupils: 1 });
    const labels = await database.db
      .select({ label: adventureGroups.label, pupils: adventureGroups.pupils })
      .from(adventureGroups)
      .where(eq(adventureGroups.keyId, key.id));
    expect(labels.sort((a, b) => a.label.localeCompare(b.label))).toEqual([
      { label: "7", pupils: 1 },
      { label: "fox", pupils: 3 },
    ]);

    const english = await openKey({ lang: "en" });
    expect((await start(english.code)).cookies[0]).toContain("; Path=/adventure;");
  });

  test.each([
    ["no name", {}, 2, "name"],
    ["an animal and a number", { animal: "owl", number: 3 }, 2, "name"],
    ["number 0", { number: 0 }, 2, "name"],
    ["a number above the list", { number: 41 }, 2, "name"],
    ["no pupils", { animal: "owl" }, 0, "pupils"],
    ["four pupils on one device", { animal: "owl" }, 4, "pupils"],
    ["minus one pupil", { animal: "owl" }, -1, "pupils"],
  ])("refused: %s", async (_what, name, pupils, field) => {
    const key = await openKey();
    const { result } = await start(key.code, name, pupils);
    expect(result).toMatchObject({ __typename: "DomainError", code: "VALIDATION", fields: [{ field }] });
  });

  test("a name that is not in the animals' list is refused by the schema itself (never free text)", async () => {
    const key = await openKey();
    const { body } = await api.request(START, { code: key.code, animal: "Lucía", pupils: 2 }, newAddress());
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(await database.db.select().from(adventureGroups).where(eq(adventureGroups.keyId, key.id))).toEqual([]);
  });

  test("a key starts at most its groups per hour", async () => {
    const key = await openKey();
    const rows = Array.from({ length: ADVENTURE_LIMITS.groupsPerKeyPerHour }, (_, i) => ({
      keyId: key.id,
      label: "fox",
      pupils: 2,
      token: `t${key.id}x${String(i).padStart(4, "0")}`.padEnd(32, "0"),
    }));
    await database.db.insert(adventureGroups).values(rows);
    const refused = await start(key.code);
    expect(refused.status).toBe(429);
    expect(refused.result).toMatchObject({ __typename: "DomainError", code: "ADVENTURE_TOO_MANY_GROUPS" });
    // The oldest of the hour's groups leaves it within the hour: the wait says when.
    expect(refused.result.retryAfter).toBeGreaterThan(0);
    expect(refused.result.retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.retryAfter).toBe(String(refused.result.retryAfter));
    // An hour later they no longer count (only the key's total does).
    await database.db
      .update(adventureGroups)
      .set({ createdAt: new Date(Date.now() - 3_700_000) })
      .where(eq(adventureGroups.keyId, key.id));
    expect((await start(key.code)).result.__typename).toBe("MutationStartAdventureSuccess");
  });
});

describe("starts from one address, and the teacher's reset", () => {
  test("one address starts at most its share of a key's groups an hour, above a class of 30 devices; another address goes on", async () => {
    expect(ADVENTURE_LIMITS.groupStartsPerAddressPerHour).toBeGreaterThan(30);
    expect(ADVENTURE_LIMITS.groupStartsPerAddressPerHour).toBeLessThan(ADVENTURE_LIMITS.groupsPerKeyPerHour);
    const key = await openKey();
    const school = newAddress();
    for (let i = 0; i < ADVENTURE_LIMITS.groupStartsPerAddressPerHour; i++) {
      expect((await start(key.code, { number: (i % 40) + 1 }, 1, school)).result.__typename, `start ${i + 1}`).toBe(
        "MutationStartAdventureSuccess",
      );
    }
    const refused = await start(key.code, { animal: "owl" }, 1, school);
    expect(refused.status).toBe(429);
    expect(refused.result).toMatchObject({ __typename: "DomainError", code: "ADVENTURE_TOO_MANY_STARTS" });
    expect(await database.db.select().from(adventureGroups).where(eq(adventureGroups.keyId, key.id))).toHaveLength(
      ADVENTURE_LIMITS.groupStartsPerAddressPerHour,
    );
    // Another key from the same address (another class of the school) and the same key from elsewhere go on.
    expect((await start((await openKey()).code, { animal: "owl" }, 1, school)).result.__typename).toBe("MutationStartAdventureSuccess");
    expect((await start(key.code, { animal: "owl" }, 1, newAddress())).result.__typename).toBe("MutationStartAdventureSuccess");
  });

  test("the classroom's teacher resets a key's groups: the limits count again from then, played groups keep their answers; nobody else may", async () => {
    const program = await givenProgram(database.db);
    const owner = await givenTeacher(database.db, [program]);
    const intruder = await givenTeacher(database.db, [program]);
    const classroom = await givenClassroom(database.db, owner.id);
    const key = await givenKey(database.db, classroom.id, "initial", { open: true, lang: "es" });
    const old = new Date(Date.now() - 2 * 3_600_000);
    const rows = Array.from({ length: ADVENTURE_LIMITS.groupsPerKey }, (_, i) => ({
      keyId: key.id,
      label: "fox",
      pupils: 1,
      token: `r${key.id}x${String(i).padStart(5, "0")}`.padEnd(32, "0"),
      createdAt: old,
    }));
    await database.db.insert(adventureGroups).values(rows);
    const played = await givenGroup(database.db, key.id, 2, [
      ["communication", true],
      ["security", false],
    ]);
    expect((await start(key.code)).result).toMatchObject({ code: "ADVENTURE_TOO_MANY_GROUPS" });
    // Closing and opening it again changes nothing.
    await database.db.update(adventureKeys).set({ open: false }).where(eq(adventureKeys.id, key.id));
    await database.db.update(adventureKeys).set({ open: true }).where(eq(adventureKeys.id, key.id));
    expect((await start(key.code)).result).toMatchObject({ code: "ADVENTURE_TOO_MANY_GROUPS" });

    const RESET = `mutation ($id: ID!) { resetAdventureKeyGroups(id: $id) { __typename ... on DomainError { code } ... on MutationResetAdventureKeyGroupsSuccess { data { id code open } } } }`;
    expect((await api.request(RESET, { id: String(key.id) }, { token: intruder.token })).body.data?.resetAdventureKeyGroups).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await api.request(RESET, { id: String(key.id) }, {})).body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(await database.db.select().from(adventureGroups).where(eq(adventureGroups.keyId, key.id))).toHaveLength(
      ADVENTURE_LIMITS.groupsPerKey + 1,
    );
    expect((await start(key.code)).result).toMatchObject({ code: "ADVENTURE_TOO_MANY_GROUPS" });

    const reset = (await api.request(RESET, { id: String(key.id) }, { token: owner.token })).body.data?.resetAdventureKeyGroups;
    expect(reset).toMatchObject({
      __typename: "MutationResetAdventureKeyGroupsSuccess",
      data: { id: String(key.id), code: key.code, open: true },
    });
    // The groups that never answered are gone; the one that played stays with its answers.
    const left = await database.db.select({ id: adventureGroups.id }).from(adventureGroups).where(eq(adventureGroups.keyId, key.id));
    expect(left.map((g) => g.id)).toEqual([played.id]);
    expect(await database.db.select().from(adventureAnswers).where(eq(adventureAnswers.groupId, played.id))).toHaveLength(2);
    expect((await start(key.code)).result.__typename).toBe("MutationStartAdventureSuccess");
  });

  test("a reset also lets the addresses that had met their share start again", async () => {
    const program = await givenProgram(database.db);
    const owner = await givenTeacher(database.db, [program]);
    const classroom = await givenClassroom(database.db, owner.id);
    const key = await givenKey(database.db, classroom.id, "initial", { open: true, lang: "es" });
    const school = newAddress();
    const at = new Date();
    await database.db.insert(rateLimitHits).values(
      Array.from({ length: ADVENTURE_LIMITS.groupStartsPerAddressPerHour }, () => ({
        key: `adventure-start:${key.id}:ip:${school.ip}`,
        at,
      })),
    );
    expect((await start(key.code, { animal: "owl" }, 1, school)).result).toMatchObject({ code: "ADVENTURE_TOO_MANY_STARTS" });
    const RESET = `mutation ($id: ID!) { resetAdventureKeyGroups(id: $id) { __typename } }`;
    expect((await api.request(RESET, { id: String(key.id) }, { token: owner.token })).body.data?.resetAdventureKeyGroups.__typename).toBe(
      "MutationResetAdventureKeyGroupsSuccess",
    );
    expect((await start(key.code, { animal: "owl" }, 1, school)).result.__typename).toBe("MutationStartAdventureSuccess");
  });
});

describe("answering", () => {
  test("each answer is scored with the key, stored with its area, and the group moves on to the end (6-8 and 9-12)", async () => {
    for (const segment of EVALUATED_SEGMENTS) {
      const bank = QUESTION_BANK[segment];
      const key = await openKey({ age: segment });
      const { result } = await start(key.code);
      const token = result.data.token as string;
      // The first question of each type answered right, the second wrong: every type scored both ways.
      const seen = new Set<string>();
      const expected: { questionId: string; area: string; correct: boolean }[] = [];
      for (const [index, question] of bank.entries()) {
        const right = !seen.has(question.type);
        seen.add(question.type);
        const answered = await answer(token, question.id, right ? question.key : wrongAnswer(question));
        expect(answered?.__typename, question.id).toBe("MutationAnswerAdventureSuccess");
        expect(answered.data).toMatchObject({ answered: index + 1, finished: index === bank.length - 1 });
        expect(answered.data.question?.id ?? null).toBe(bank[index + 1]?.id ?? null);
        expected.push({ questionId: question.id, area: question.area, correct: right });
      }
      const [group] = await database.db.select().from(adventureGroups).where(eq(adventureGroups.token, token));
      expect(group?.position).toBe(bank.length);
      expect(group?.finishedAt).toBeInstanceOf(Date);
      const stored = await database.db
        .select({ questionId: adventureAnswers.questionId, area: adventureAnswers.area, correct: adventureAnswers.correct })
        .from(adventureAnswers)
        .where(eq(adventureAnswers.groupId, group!.id));
      const byId = (a: { questionId: string }, b: { questionId: string }) => a.questionId.localeCompare(b.questionId);
      expect(stored.sort(byId)).toEqual(expected.sort(byId));
      // Finished: no more questions, and a further answer changes nothing.
      const again = await answer(token, bank[0]!.id, bank[0]!.key);
      expect(again.data).toMatchObject({ answered: bank.length, finished: true, question: null });
    }
  });

  test("an answer right only in part is wrong; answers are stored as read (sorted, nothing else kept)", async () => {
    const key = await openKey({ age: "nineToTwelve" });
    const token = (await start(key.code)).result.data.token as string;
    const first = QUESTION_BANK.nineToTwelve[0]!;
    expect(first.type).toBe("catch");
    const caught = first.type === "catch" ? [...first.key.caught].reverse() : [];
    // The right items and one more: wrong.
    await answer(token, first.id, { caught: [...caught, 0], extra: "ignored" });
    const [row] = await database.db
      .select({ answer: adventureAnswers.answer, correct: adventureAnswers.correct })
      .from(adventureAnswers)
      .innerJoin(adventureGroups, eq(adventureGroups.id, adventureAnswers.groupId))
      .where(and(eq(adventureGroups.token, token), eq(adventureAnswers.questionId, first.id)));
    expect(row).toEqual({ answer: { caught: [0, ...caught].sort((a, b) => a - b) }, correct: false });
  });

  test("only the group's next question: a later one is refused, the same one again changes nothing", async () => {
    const bank = QUESTION_BANK.sixToEight;
    const key = await openKey();
    const token = (await start(key.code)).result.data.token as string;
    expect(await answer(token, bank[1]!.id, bank[1]!.key)).toMatchObject({ __typename: "DomainError", code: "ADVENTURE_OUT_OF_ORDER" });
    expect(await answer(token, "a9-safe-passwords", { caught: [1, 4] })).toMatchObject({ code: "ADVENTURE_OUT_OF_ORDER" });
    expect(await answer(token, "no-such-question", { right: true })).toMatchObject({ code: "ADVENTURE_OUT_OF_ORDER" });

    const first = await answer(token, bank[0]!.id, wrongAnswer(bank[0]!));
    expect(first.data).toMatchObject({ answered: 1, question: { id: bank[1]!.id } });
    // Sent again (a retry, a second tap), right this time: the first answer stands.
    const repeated = await answer(token, bank[0]!.id, bank[0]!.key);
    expect(repeated).toMatchObject({ __typename: "MutationAnswerAdventureSuccess", data: { answered: 1, question: { id: bank[1]!.id } } });
    const rows = await database.db
      .select({ correct: adventureAnswers.correct })
      .from(adventureAnswers)
      .innerJoin(adventureGroups, eq(adventureGroups.id, adventureAnswers.groupId))
      .where(eq(adventureGroups.token, token));
    expect(rows).toEqual([{ correct: false }]);
  });

  test("two answers to the same question at once move the group once", async () => {
    const bank = QUESTION_BANK.sixToEight;
    const key = await openKey();
    const token = (await start(key.code)).result.data.token as string;
    const both = await Promise.all([answer(token, bank[0]!.id, bank[0]!.key), answer(token, bank[0]!.id, wrongAnswer(bank[0]!))]);
    for (const one of both) expect(one.__typename).toBe("MutationAnswerAdventureSuccess");
    const [group] = await database.db
      .select({ id: adventureGroups.id, position: adventureGroups.position })
      .from(adventureGroups)
      .where(eq(adventureGroups.token, token));
    expect(group?.position).toBe(1);
    expect(await database.db.select().from(adventureAnswers).where(eq(adventureAnswers.groupId, group!.id))).toHaveLength(1);
  });

  test.each([
    ["label", { placed: [0, 1] }],
    ["label", { placed: [0, 1, 3] }],
    ["label", { placed: ["0", 1, 2] }],
    ["label", { caught: [0] }],
    ["label", [2, 0, 1]],
    ["label", "2,0,1"],
    ["label", {}],
  ])("an answer that does not fit the question (%s: %j) is VALIDATION and changes nothing", async (_type, value) => {
    const bank = QUESTION_BANK.sixToEight;
    expect(bank[0]!.type).toBe("label");
    const key = await openKey();
    const token = (await start(key.code)).result.data.token as string;
    expect(await answer(token, bank[0]!.id, value)).toMatchObject({
      __typename: "DomainError",
      code: "VALIDATION",
      fields: [{ field: "answer", message: "adventure.errors.answerIncomplete" }],
    });
    const { body } = await api.request(ADVENTURE, { code: key.code, token });
    expect(body.data?.adventure?.group).toMatchObject({ answered: 0, question: { id: bank[0]!.id } });
  });

  test("every type refuses what does not fit it", async () => {
    const { readAnswer } = await import("../services/evaluation/questions/scoring.ts");
    const byType = (type: string) => QUESTION_BANK.nineToTwelve.find((q) => q.type === type)!;
    expect(readAnswer(byType("catch"), { caught: [] })).toBeNull();
    expect(readAnswer(byType("catch"), { caught: [1, 1] })).toBeNull();
    expect(readAnswer(byType("catch"), { caught: [9] })).toBeNull();
    expect(readAnswer(byType("match"), { pairs: [0, 1] })).toBeNull();
    expect(readAnswer(byType("match"), { pairs: [0, 1, 2, 1.5] })).toBeNull();
    expect(readAnswer(byType("rightWrongText"), { right: "yes" })).toBeNull();
    expect(readAnswer(byType("rightWrongImage"), { right: 1 })).toBeNull();
    expect(readAnswer(byType("test"), { choice: 3 })).toBeNull();
    expect(readAnswer(byType("test"), { choice: -1 })).toBeNull();
    expect(readAnswer(byType("test"), { choice: 0 })).toEqual({ choice: 0 });
  });

  test("an unknown token is NOT_FOUND", async () => {
    for (const token of ["x".repeat(32), "not a token", ""]) {
      expect(await answer(token, "a6-computer-parts", { placed: [2, 0, 1] })).toMatchObject({
        __typename: "DomainError",
        code: "NOT_FOUND",
      });
    }
  });

  test("a key closed while a group plays refuses its answers, and says it is closed", async () => {
    const bank = QUESTION_BANK.sixToEight;
    const key = await openKey();
    const token = (await start(key.code)).result.data.token as string;
    await answer(token, bank[0]!.id, bank[0]!.key);
    await database.db.update(adventureKeys).set({ open: false, closedAt: new Date() }).where(eq(adventureKeys.id, key.id));
    expect(await answer(token, bank[1]!.id, bank[1]!.key)).toMatchObject({ __typename: "DomainError", code: "ADVENTURE_CLOSED" });
    const { body } = await api.request(ADVENTURE, { code: key.code, token });
    expect(body.data?.adventure).toMatchObject({ open: false, group: { answered: 1 } });
  });
});

describe("resuming", () => {
  test("the token brings the group back at its position; it means nothing for another key", async () => {
    const bank = QUESTION_BANK.sixToEight;
    const key = await openKey();
    const token = (await start(key.code, { animal: "panda" }, 2)).result.data.token as string;
    await answer(token, bank[0]!.id, bank[0]!.key);
    await answer(token, bank[1]!.id, bank[1]!.key);
    const { body } = await api.request(ADVENTURE, { code: key.code, token });
    expect(body.data?.adventure?.group).toMatchObject({
      animal: "panda",
      pupils: 2,
      answered: 2,
      finished: false,
      question: { id: bank[2]!.id, number: 3 },
    });
    const other = await openKey();
    expect((await api.request(ADVENTURE, { code: other.code, token })).body.data?.adventure?.group).toBeNull();
    for (const bogus of ["x".repeat(32), "short", null]) {
      expect((await api.request(ADVENTURE, { code: key.code, token: bogus })).body.data?.adventure?.group).toBeNull();
    }
  });
});

describe("what the client receives", () => {
  test.each(EVALUATED_SEGMENTS.flatMap((segment) => LANGUAGES.map((lang) => [segment, lang] as const)))(
    "%s in %s: each question in the key's language, without its key",
    async (segment, lang) => {
      const bank = QUESTION_BANK[segment];
      const key = await openKey({ age: segment, lang });
      // The request's own language does not matter: the key's does.
      const other = { headers: { "x-language": lang === "es" ? "en" : "es" } };
      const token = (await start(key.code, { animal: "whale" }, 1, { ...newAddress(), ...other })).result.data.token as string;
      for (const question of bank) {
        const { body } = await api.request(ADVENTURE, { code: key.code, token }, other);
        const sent = body.data?.adventure?.group?.question;
        expect(sent).toEqual({
          id: question.id,
          number: bank.indexOf(question) + 1,
          type: question.type,
          content: localize(question.content, lang),
        });
        const json = JSON.stringify(body);
        expect(json).not.toMatch(/"(key|solution|correct|caught|placed|pairs|choice|area)"/);
        expect(json).not.toMatch(/"right":(true|false)/);
        await answer(token, question.id, question.key);
      }
    },
  );

  test("the questions ahead, from the next to the last, so the device plays on through a dropped network; a ref that is not the token", async () => {
    const bank = QUESTION_BANK.sixToEight;
    const key = await openKey();
    const token = (await start(key.code, { animal: "owl" }, 1)).result.data.token as string;
    await answer(token, bank[0]!.id, bank[0]!.key);
    await answer(token, bank[1]!.id, bank[1]!.key);
    const query = `query ($code: String!, $token: String) { adventure(code: $code, token: $token) { group { ref answered ahead { id number type content } } } }`;
    const group = (await api.request(query, { code: key.code, token })).body.data?.adventure?.group;
    expect(group.answered).toBe(2);
    expect(group.ahead).toEqual(
      bank
        .slice(2)
        .map((question, i) => ({ id: question.id, number: i + 3, type: question.type, content: localize(question.content, "es") })),
    );
    expect(JSON.stringify(group.ahead)).not.toMatch(/"(key|correct|area)"/);
    // The device's name for the group: stable, and nothing of the token in it.
    expect(group.ref).toMatch(/^[\w-]{16}$/);
    expect(token).not.toContain(group.ref);
    expect((await api.request(query, { code: key.code, token })).body.data?.adventure?.group.ref).toBe(group.ref);
    for (const question of bank.slice(2)) await answer(token, question.id, question.key);
    expect((await api.request(query, { code: key.code, token })).body.data?.adventure?.group).toMatchObject({ answered: 12, ahead: [] });
  });

  test("the question type has no field that could carry its key", async () => {
    const { body } = await api.request(`{ __type(name: "AdventureQuestion") { fields { name } } }`);
    expect(body.data?.__type?.fields.map((f: { name: string }) => f.name).sort()).toEqual(["content", "id", "number", "type"]);
  });
});
