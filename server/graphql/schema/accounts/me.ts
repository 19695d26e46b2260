import type { CurrentUser, Province as ProvinceShape } from "../../../../common/user.ts";
import { USER_TYPES } from "../../../../common/entities.ts";
import { builder } from "../../builder.ts";

type Licence = NonNullable<CurrentUser["licenseData"]>;
type Center = NonNullable<CurrentUser["center"]>;

export const Province = builder.objectRef<ProvinceShape>("Province").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const LicenceOrganization = builder.objectRef<{ name: string; code: string }>("LicenceOrganization").implement({
  fields: (t) => ({ name: t.exposeString("name"), code: t.exposeString("code") }),
});

const Organization = builder.objectRef<NonNullable<Center["organization"]>>("Organization").implement({
  fields: (t) => ({ id: t.exposeID("id"), code: t.exposeString("code"), name: t.exposeString("name") }),
});

const LicenceData = builder.objectRef<Licence>("LicenceData").implement({
  fields: (t) => ({
    center: t.exposeString("center", { nullable: true }),
    centerEmail: t.exposeString("centerEmail", { nullable: true }),
    organization: t.expose("organization", { type: LicenceOrganization, nullable: true }),
    province: t.expose("province", { type: Province, nullable: true }),
  }),
});

const CenterStatus = builder.enumType("CenterStatus", { values: ["REGISTERED", "NOT_REGISTERED", "INACTIVE"] as const });
export const UserType = builder.enumType("UserType", {
  description: "Who a professional user is (decision 033): a school's teacher, an entity, or an agent (volunteer or professional) of one.",
  values: USER_TYPES,
});

const Center = builder.objectRef<Center>("Center").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    email: t.exposeString("email", { nullable: true }),
    name: t.exposeString("name"),
    province: t.expose("province", { type: Province, nullable: true }),
    status: t.expose("status", { type: CenterStatus }),
    town: t.exposeString("town", { nullable: true }),
    organization: t.expose("organization", { type: Organization, nullable: true }),
    referenceCentre: t.exposeBoolean("referenceCentre", { description: "An accredited reference centre (sections 1 and 9)." }),
  }),
});

export const Program = builder.objectRef<CurrentUser["programs"][number]>("Program").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    links: t.exposeStringList("links"),
  }),
});

/** The current user: exactly the fields of specification section 3. */
export const CurrentUserRef = builder.objectRef<CurrentUser>("CurrentUser").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    active: t.exposeBoolean("active"),
    email: t.exposeString("email"),
    name: t.exposeString("name", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    profilePhoto: t.exposeString("profilePhoto", { nullable: true }),
    province: t.expose("province", { type: Province, nullable: true }),
    type: t.expose("type", { type: UserType }),
    organizationCodeFilter: t.exposeString("organizationCodeFilter", { nullable: true }),
    ongProvince: t.expose("ongProvince", { type: Province, nullable: true }),
    agentEntity: t.exposeString("agentEntity", { nullable: true }),
    developer: t.exposeBoolean("developer"),
    eventManager: t.exposeBoolean("eventManager"),
    licenseGenerator: t.exposeBoolean("licenseGenerator"),
    moderator: t.exposeBoolean("moderator"),
    admin: t.exposeBoolean("admin", { description: "The ADMIN role: manages people and their staff roles." }),
    teamPackage: t.exposeBoolean("teamPackage"),
    sponsorOrganization: t.exposeBoolean("sponsorOrganization"),
    languagePermissions: t.exposeStringList("languagePermissions"),
    permissions: t.exposeStringList("permissions"),
    licenseData: t.expose("licenseData", { type: LicenceData, nullable: true }),
    programs: t.expose("programs", { type: [Program] }),
    center: t.expose("center", { type: Center, nullable: true }),
  }),
});

builder.queryField("needsBirthdate", (t) =>
  t.boolean({
    description: "Whether the signed-in account must give its birthday (save-birthdate) before using the site.",
    resolve: async (_root, _args, ctx) => !!(await ctx.me())?.birthdayMissing,
  }),
);

builder.queryField("me", (t) =>
  t.field({
    type: CurrentUserRef,
    nullable: true,
    description: "The signed-in user, or null for an anonymous visitor.",
    resolve: (_root, _args, ctx) => ctx.me(),
  }),
);
