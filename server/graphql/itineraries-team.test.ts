import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../db/client.ts";
import { testApi } from "../test/api.ts";
import { testDatabase } from "../test/database.ts";
import { givenUser } from "../test/factories.ts";
import { givenItinerary, givenPackage, givenProgram, givenTeacher, givenTeamPackageUser } from "../test/itinerary-factories.ts";

// Section 6: a team-package user picks a licence package and sees the in-class pages as its users do.
let database: Database;
let api: ReturnType<typeof testApi>;
let team: { token: string };
let packages: { primaria: number; pc: number; both: number };
let primariaProgram: Awaited<ReturnType<typeof givenProgram>>;

beforeAll(async () => {
  database = await testDatabase();
  api = testApi(database);
  const db = database.db;
  const primaria = await givenProgram(db, { code: "PRIMARIA", nameEs: "Primaria", nameEn: "Primary" });
  primariaProgram = primaria;
  const pc = await givenProgram(db, { code: "PC", nameEs: "Ordenador", nameEn: "Computer" });
  await givenItinerary(db, primaria, { slug: "arbol", nameEs: "Árbol" });
  await givenItinerary(db, pc, { slug: "zorro", nameEs: "Zorro" });
  packages = {
    primaria: (await givenPackage(db, [primaria], { position: 1 })).id,
    pc: (await givenPackage(db, [pc], { position: 2 })).id,
    both: (await givenPackage(db, [primaria, pc], { position: 3 })).id,
  };
  team = await givenTeamPackageUser(db);
});
afterAll(async () => {
  await database.close();
});

const VIEW = `mutation ($packageId: ID) { viewAsPackage(packageId: $packageId) {
  __typename ... on MutationViewAsPackageSuccess { data { packageId } } ... on DomainError { code fields { field message } } } }`;
const STATE = `{ viewedPackage me { programs { name } } itineraries { urlId locked } }`;

async function viewAs(packageId: number | string | null, token = team.token) {
  return (await api.request(VIEW, { packageId: packageId === null ? null : String(packageId) }, { token })).body.data?.viewAsPackage;
}
async function state() {
  const res = await api.request(STATE, undefined, { token: team.token });
  expect(res.body.errors).toBeUndefined();
  const data = res.body.data!;
  return {
    viewed: data.viewedPackage as string | null,
    programs: data.me.programs.map((p: { name: string }) => p.name),
    locked: data.itineraries.filter((i: { locked: boolean }) => i.locked).map((i: { urlId: string }) => i.urlId),
  };
}

test("without a choice a team-package user holds every package's programmes and nothing is locked", async () => {
  expect(await state()).toEqual({ viewed: null, programs: ["Primaria", "Ordenador"], locked: [] });
});

test("viewing as a package changes the programmes held and the itineraries locked; null goes back to everything", async () => {
  expect(await viewAs(packages.primaria)).toEqual({
    __typename: "MutationViewAsPackageSuccess",
    data: { packageId: String(packages.primaria) },
  });
  expect(await state()).toEqual({ viewed: String(packages.primaria), programs: ["Primaria"], locked: ["zorro"] });
  expect((await viewAs(packages.pc)).data.packageId).toBe(String(packages.pc));
  expect(await state()).toEqual({ viewed: String(packages.pc), programs: ["Ordenador"], locked: ["arbol"] });
  const arbol = await api.request(`{ itineraryActivity(itineraryUrlId: "arbol", activityUrlId: "uno") { position } }`, undefined, {
    token: team.token,
  });
  expect(arbol.body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
  expect((await viewAs(packages.both)).data.packageId).toBe(String(packages.both));
  expect((await state()).locked).toEqual([]);
  expect(await viewAs(null)).toEqual({ __typename: "MutationViewAsPackageSuccess", data: { packageId: null } });
  expect(await state()).toEqual({ viewed: null, programs: ["Primaria", "Ordenador"], locked: [] });
});

test("an unknown or malformed package is refused and the view stays as it was", async () => {
  await viewAs(packages.primaria);
  for (const bad of [999_999, "abc", "-1"]) {
    expect(await viewAs(bad)).toEqual({
      __typename: "DomainError",
      code: "VALIDATION",
      fields: [{ field: "packageId", message: "myPanel.team.unknownPackage" }],
    });
  }
  expect((await state()).viewed).toBe(String(packages.primaria));
  await viewAs(null);
});

test("only team-package users may view as a package or ask which one they view as", async () => {
  const licensed = await givenTeacher(database.db, [primariaProgram]);
  const registered = await givenUser(database.db);
  for (const auth of [{}, { token: licensed.token }, { token: registered.token }]) {
    const mutation = await api.request(VIEW, { packageId: String(packages.pc) }, auth);
    expect(mutation.body.errors?.[0]?.message).toMatch(/Not authorized/);
    const query = await api.request("{ viewedPackage }", undefined, auth);
    expect(query.body.errors?.[0]?.message).toMatch(/Not authorized/);
  }
  const listed = await api.request("{ licencePackages { id name } }", undefined, { token: team.token });
  expect(listed.body.data!.licencePackages.map((p: { id: string }) => p.id)).toEqual(
    [packages.primaria, packages.pc, packages.both].map(String),
  );
});
