import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { auditLog, licenceAssignments, sessions, users } from "../db/schema/index.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";

// People and the audit log (issue 18): admins find accounts, change their staff roles and access; each change is audited.
let database: Database;
let api: ReturnType<typeof testApi>;
type User = Awaited<ReturnType<typeof givenUser>>;
let admin: User;
let teacher: User;
let other: User;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  admin = await givenUser(database.db, { roles: ["ADMIN"], name: "Carmen" });
  teacher = await givenUser(database.db, { roles: ["USER_LICENSED"], name: "Marta Rosa" });
  other = await givenUser(database.db, { name: "Pedro" });
  await database.db.insert(licenceAssignments).values({ userId: teacher.id, code: null, entity: "CEIP Demo" });
});
afterAll(async () => {
  await database.close();
});

const PEOPLE = "query ($q: String, $page: Int) { people(query: $q, page: $page) { items { id email roles active } total page pageCount } }";
const PERSON = "query ($id: ID!) { person(id: $id) { id email roles active licences { code centre assignedAt } } }";
const ROLES = `mutation ($id: ID!, $roles: [StaffRole!]!) { setStaffRoles(id: $id, roles: $roles) {
  __typename ... on MutationSetStaffRolesSuccess { data { roles } } ... on DomainError { code } } }`;
const ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setAccountActive(id: $id, active: $active) {
  __typename ... on MutationSetAccountActiveSuccess { data { active } } ... on DomainError { code } } }`;
const AUDIT =
  "query ($filter: AuditFilter, $page: Int) { auditLog(filter: $filter, page: $page) { items { actorEmail action entity entityId subject before after } total } }";
const ME = "{ me { moderator eventManager } }";

const entriesOf = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe("people", () => {
  test("finds accounts by every word of the query in the email, name or last name", async () => {
    const res = await api.request(PEOPLE, { q: "marta rosa" }, { token: admin.token });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.people.items.map((p: { id: string }) => p.id)).toEqual([teacher.id]);
    const all = await api.request(PEOPLE, {}, { token: admin.token });
    expect(all.body.data!.people.total).toBe(3);
    // % and _ are searched as themselves.
    expect((await api.request(PEOPLE, { q: "%" }, { token: admin.token })).body.data!.people.total).toBe(0);
    const bad = await api.request(PEOPLE, { page: 0 }, { token: admin.token });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("VALIDATION");
  });

  test("an account comes with its roles and licences; an unknown or malformed id is null", async () => {
    const res = await api.request(PERSON, { id: teacher.id }, { token: admin.token });
    expect(res.body.data!.person).toMatchObject({ email: teacher.email, roles: ["USER_LICENSED", "USER_REGISTERED"], active: true });
    expect(res.body.data!.person.licences).toHaveLength(1);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await api.request(PERSON, { id }, { token: admin.token })).body.data!.person).toBeNull();
    }
  });
});

describe("setStaffRoles", () => {
  test("grants and revokes staff roles, the account's other roles kept, each change audited with before and after", async () => {
    const granted = await api.request(ROLES, { id: other.id, roles: ["MODERATOR", "EVENT_MANAGER"] }, { token: admin.token });
    expect(granted.body.data!.setStaffRoles.data.roles).toEqual(["EVENT_MANAGER", "MODERATOR", "USER_REGISTERED"]);
    expect((await api.request(ME, {}, { token: other.token })).body.data!.me).toEqual({ moderator: true, eventManager: true });
    // The same roles again: nothing changes, nothing is logged.
    await api.request(ROLES, { id: other.id, roles: ["EVENT_MANAGER", "MODERATOR"] }, { token: admin.token });
    const revoked = await api.request(ROLES, { id: other.id, roles: ["MODERATOR"] }, { token: admin.token });
    expect(revoked.body.data!.setStaffRoles.data.roles).toEqual(["MODERATOR", "USER_REGISTERED"]);
    const entries = await entriesOf(other.id);
    expect(entries.map((e) => [e.action, e.actorEmail, e.before, e.after])).toEqual([
      ["accountRoles", admin.email, { roles: [] }, { roles: ["EVENT_MANAGER", "MODERATOR"] }],
      ["accountRoles", admin.email, { roles: ["EVENT_MANAGER", "MODERATOR"] }, { roles: ["MODERATOR"] }],
    ]);
  });

  test("an admin keeps their own ADMIN role; an unknown account is not found; nothing changes", async () => {
    const own = await api.request(ROLES, { id: admin.id, roles: ["MODERATOR"] }, { token: admin.token });
    expect(own.body.data!.setStaffRoles).toEqual({ __typename: "DomainError", code: "PEOPLE_OWN_ACCOUNT" });
    expect((await api.request(PERSON, { id: admin.id }, { token: admin.token })).body.data!.person.roles).toEqual([
      "ADMIN",
      "USER_REGISTERED",
    ]);
    expect(await entriesOf(admin.id)).toEqual([]);
    const unknown = await api.request(ROLES, { id: "00000000-0000-4000-8000-000000000000", roles: [] }, { token: admin.token });
    expect(unknown.body.data!.setStaffRoles.code).toBe("NOT_FOUND");
    // A role outside the staff roles is not even a value of the enum.
    const registered = await api.request(ROLES, { id: other.id, roles: ["USER_LICENSED"] }, { token: admin.token });
    expect(registered.body.errors?.length).toBeGreaterThan(0);
  });
});

describe("setAccountActive", () => {
  test("a deactivated account's sessions end and it cannot sign in; reactivated, it can; both audited", async () => {
    const password = "Clave-segura-1";
    const { hashPassword } = await import("../auth/password.ts");
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, teacher.id));
    const off = await api.request(ACTIVE, { id: teacher.id, active: false }, { token: admin.token });
    expect(off.body.data!.setAccountActive.data.active).toBe(false);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, teacher.id))).toEqual([]);
    expect((await api.request("{ me { id } }", {}, { token: teacher.token })).body.data!.me).toBeNull();
    const login = `mutation { login(email: "${teacher.email}", password: "${password}") { __typename } }`;
    expect((await api.request(login)).body.data!.login.__typename).toBe("DomainError");
    await api.request(ACTIVE, { id: teacher.id, active: true }, { token: admin.token });
    expect((await api.request(login)).body.data!.login.__typename).toBe("MutationLoginSuccess");
    const entries = await entriesOf(teacher.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["accountDeactivate", { active: true }, { active: false }],
      ["accountReactivate", { active: false }, { active: true }],
    ]);
  });

  test("an admin cannot deactivate their own account", async () => {
    const own = await api.request(ACTIVE, { id: admin.id, active: false }, { token: admin.token });
    expect(own.body.data!.setAccountActive.code).toBe("PEOPLE_OWN_ACCOUNT");
    expect((await api.request("{ me { id } }", {}, { token: admin.token })).body.data!.me.id).toBe(admin.id);
  });
});

describe("auditLog", () => {
  test("lists changes newest first with what the record is called, filtered by action, actor, record and time", async () => {
    const all = await api.request(AUDIT, {}, { token: admin.token });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.auditLog.total).toBe(4);
    expect(all.body.data!.auditLog.items[0]).toMatchObject({
      action: "accountReactivate",
      subject: teacher.email,
      before: '{"active":false}',
      after: '{"active":true}',
    });
    const roles = await api.request(AUDIT, { filter: { action: "accountRoles" } }, { token: admin.token });
    expect(roles.body.data!.auditLog.total).toBe(2);
    const byActor = await api.request(AUDIT, { filter: { actor: ` ${admin.email.toUpperCase()} ` } }, { token: admin.token });
    expect(byActor.body.data!.auditLog.total).toBe(4);
    const byRecord = await api.request(AUDIT, { filter: { entityId: other.id } }, { token: admin.token });
    expect(byRecord.body.data!.auditLog.total).toBe(2);
    const future = await api.request(AUDIT, { filter: { from: new Date(Date.now() + 60_000).toISOString() } }, { token: admin.token });
    expect(future.body.data!.auditLog.total).toBe(0);
    const past = await api.request(AUDIT, { filter: { to: new Date(Date.now() - 3_600_000).toISOString() } }, { token: admin.token });
    expect(past.body.data!.auditLog.total).toBe(0);
  });

  test("a bad date or page is a VALIDATION error", async () => {
    for (const variables of [{ filter: { from: "yesterday" } }, { filter: { to: "2026-13-45" } }, { page: -1 }]) {
      const res = await api.request(AUDIT, variables, { token: admin.token });
      expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe("VALIDATION");
    }
  });

  test("an entry outlives its actor's account: the email stays, the actor's id goes", async () => {
    const temporary = await givenUser(database.db, { roles: ["ADMIN"] });
    await api.request(ROLES, { id: other.id, roles: [] }, { token: temporary.token });
    await database.db.delete(users).where(eq(users.id, temporary.id));
    const [entry] = (await entriesOf(other.id)).filter((e) => e.actorEmail === temporary.email);
    expect(entry).toMatchObject({ actorId: null, action: "accountRoles" });
  });
});
