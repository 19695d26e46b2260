import { STAFF_ROLES } from "../../../../common/roles.ts";
import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as people from "../../../services/people/people.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";

/** People in the back office (issue 18, decision 039): admins only (scope admin). */

const StaffRoleRef = builder.enumType("StaffRole", { description: "The roles an admin grants (section 6).", values: STAFF_ROLES });

const PersonLicenceRef = builder.objectRef<people.PersonLicence>("PersonLicence").implement({
  fields: (t) => ({
    code: t.exposeString("code", { nullable: true }),
    centre: t.exposeString("centre", { nullable: true }),
    assignedAt: t.string({ description: "ISO 8601", resolve: (licence) => licence.assignedAt.toISOString() }),
  }),
});

const PersonRef = builder.objectRef<people.PersonRow & { licences?: people.PersonLicence[] }>("Person").implement({
  description: "An account as admins see it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    name: t.exposeString("name", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    active: t.exposeBoolean("active", { description: "false: deactivated, it cannot sign in." }),
    createdAt: t.string({ description: "ISO 8601", resolve: (person) => person.createdAt.toISOString() }),
    roles: t.stringList({ description: "Every role of section 6 the account holds.", resolve: (person) => person.roles }),
    licences: t.field({
      type: [PersonLicenceRef],
      description: "Its licences, newest first (only on `person`).",
      resolve: (person) => person.licences ?? [],
    }),
  }),
});

const PeoplePageRef = builder.objectRef<Awaited<ReturnType<typeof people.findPeople>>>("PeoplePage").implement({
  fields: (t) => ({
    items: t.expose("items", { type: [PersonRef] }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageCount: t.exposeInt("pageCount"),
  }),
});

async function actor(ctx: { me(): Promise<{ id: string; email: string } | null> }) {
  const me = requireUser(await ctx.me());
  return { id: me.id, email: me.email };
}

builder.queryFields((t) => ({
  people: t.field({
    type: PeoplePageRef,
    description: "Accounts whose email, name or last name holds every word of `query`, newest first. A bad page: VALIDATION.",
    authScopes: { admin: true },
    args: { query: t.arg.string({ required: false }), page: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => expected(() => people.findPeople(ctx.db, args.query ?? "", args.page ?? 1)),
  }),
  person: t.field({
    type: PersonRef,
    nullable: true,
    description: "An account with its licences; null when unknown.",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => people.personById(ctx.db, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  setStaffRoles: t.field({
    type: PersonRef,
    description:
      "Sets the account's staff roles to exactly these (audited). Refusals: NOT_FOUND, PEOPLE_OWN_ACCOUNT (an admin's own ADMIN role).",
    authScopes: { admin: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }), roles: t.arg({ type: [StaffRoleRef], required: true }) },
    resolve: async (_root, args, ctx) => people.setStaffRoles(ctx.db, await actor(ctx), String(args.id), args.roles),
  }),
  setAccountActive: t.field({
    type: PersonRef,
    description: "Deactivates (no sign-in, its sessions end) or reactivates an account (audited). Refusals: NOT_FOUND, PEOPLE_OWN_ACCOUNT.",
    authScopes: { admin: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => people.setAccountActive(ctx.db, await actor(ctx), String(args.id), args.active),
  }),
}));
