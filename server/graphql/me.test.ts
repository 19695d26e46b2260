import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { organizations, users } from "../db/schema/index.ts";
import { DEMO_ACCOUNTS, seedDemo } from "../db/seed/demo.ts";
import { LOGIN, testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";

let database: Database;
let api: ReturnType<typeof testApi>;
const statements: string[] = [];

beforeAll(async () => {
  database = await testDatabase({ onQuery: (sql) => statements.push(sql) });
  await seedDemo(database.db);
  api = testApi(database);
});
afterAll(() => database.close());

const FULL_ME = `{ me {
  id active email name lastName profilePhoto province { id name } type organizationCodeFilter ongProvince { id name }
  agentEntity developer eventManager licenseGenerator moderator teamPackage sponsorOrganization languagePermissions permissions
  licenseData { center centerEmail organization { name code } province { id name } }
  programs { id name links }
  center { id code email name province { id name } status town organization { id code name } }
} }`;

async function meOf(kind: string, lang = "es") {
  const account = DEMO_ACCOUNTS.find((a) => a.kind === kind)!;
  const login = await api.request(LOGIN, { email: account.email, password: account.password });
  const token = login.body.data?.login.data.token as string;
  const res = await api.request(FULL_ME, undefined, { token, headers: { "x-language": lang } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.me;
}

test("a licensed teacher gets licence data, programmes and centre", async () => {
  const me = await meOf("licensed teacher");
  expect(me).toMatchObject({
    active: true,
    email: "docente@demo.test",
    province: { id: "28", name: "Madrid" },
    type: "NORMAL",
    developer: false,
    licenseData: { center: "CEIP Miguel de Cervantes", organization: { code: "FUND" }, province: { name: "Madrid" } },
    center: { code: "28065012", status: "REGISTERED", town: "Getafe", province: { name: "Madrid" }, organization: { code: "FUND" } },
  });
  expect(me.programs.map((p: { name: string }) => p.name)).toEqual([
    "Competencias digitales en Primaria",
    "Robótica e inteligencia artificial",
  ]);
  const english = await meOf("licensed teacher", "en");
  expect(english.programs[0].name).toBe("Digital skills in Primary");
});

test("role flags follow section 6: a licence generator is also a developer", async () => {
  expect(await meOf("licence generator")).toMatchObject({ licenseGenerator: true, developer: true, moderator: false });
  expect(await meOf("moderator")).toMatchObject({ moderator: true, developer: false });
  expect(await meOf("event manager")).toMatchObject({ eventManager: true, developer: false });
  expect(await meOf("foundation staff / developer")).toMatchObject({ developer: true, languagePermissions: ["es", "en"] });
  const family = await meOf("family");
  expect(family).toMatchObject({ developer: false, moderator: false, province: null, programs: [], licenseData: null, center: null });
});

test("a member of the sponsor organisation is a developer", async () => {
  const [sponsor] = await database.db.insert(organizations).values({ code: "SPONSOR", name: "Patrocinador", sponsor: true }).returning();
  await database.db.update(users).set({ organizationId: sponsor!.id }).where(eq(users.email, "familia@demo.test"));
  expect(await meOf("family")).toMatchObject({ developer: true, sponsorOrganization: true });
});

test("me costs three SQL statements for a signed-in user, whatever they hold, and one for a bad token", async () => {
  for (const kind of ["licensed teacher", "family"]) {
    const account = DEMO_ACCOUNTS.find((a) => a.kind === kind)!;
    const login = await api.request(LOGIN, { email: account.email, password: account.password });
    const token = login.body.data?.login.data.token as string;
    statements.length = 0;
    const res = await api.request(FULL_ME, undefined, { token });
    expect(res.body.data?.me.email).toBe(account.email);
    expect(statements, kind).toHaveLength(3);
  }
  statements.length = 0;
  await api.request(FULL_ME, undefined, { token: "unknown" });
  expect(statements).toHaveLength(1);
  statements.length = 0;
  await api.request(FULL_ME);
  expect(statements).toHaveLength(0);
});

test("an account without a birthday must give it before anything else", async () => {
  const account = DEMO_ACCOUNTS.find((a) => a.kind === "moderator")!;
  const login = await api.request(LOGIN, { email: account.email, password: account.password });
  const token = login.body.data?.login.data.token as string;
  expect((await api.request("{ needsBirthdate }", undefined, { token })).body.data?.needsBirthdate).toBe(false);
  await database.db.update(users).set({ birthday: null }).where(eq(users.email, account.email));
  expect((await api.request("{ needsBirthdate }", undefined, { token })).body.data?.needsBirthdate).toBe(true);
  expect((await api.request("{ needsBirthdate }")).body.data?.needsBirthdate).toBe(false);
});
