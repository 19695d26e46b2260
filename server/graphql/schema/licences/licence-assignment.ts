import { LICENCE_ENTITY_MAX } from "../../../../common/schemas/licence.ts";
import { requireUser } from "../../../policies/guards.ts";
import { currentUser } from "../../../services/accounts/accounts.ts";
import { DomainError } from "../../../services/errors.ts";
import * as assignment from "../../../services/licences/licence-assignment.ts";
import { builder } from "../../builder.ts";
import { CurrentUserRef } from "../accounts/me.ts";
import { UserTypeInputRef } from "../profile/user-type.ts";

/** The professional licence wizard: code status, towns and centres to choose from, and the assignment. */

/** A GraphQL ID that is not a whole number matches nothing (the lists come back empty). */
const numericId = (value: string | number) => (/^\d{1,9}$/.test(String(value)) ? Number(value) : -1);

const CodeAvailabilityRef = builder.enumType("LicenceCodeAvailability", {
  description: "valid: free to assign; notValid: wrong format or unknown; notAvailable: already assigned or revoked.",
  values: ["valid", "notValid", "notAvailable"] as const,
});

const CodeOrganizationRef = builder.objectRef<{ id: number; code: string; name: string }>("LicenceCodeOrganization").implement({
  fields: (t) => ({ id: t.exposeID("id"), code: t.exposeString("code"), name: t.exposeString("name") }),
});

const LicenceCodeStatusRef = builder.objectRef<assignment.LicenceCodeStatus>("LicenceCodeStatus").implement({
  fields: (t) => ({
    status: t.expose("status", { type: CodeAvailabilityRef }),
    organization: t.field({
      type: CodeOrganizationRef,
      nullable: true,
      description: "The batch's organisation, when valid.",
      resolve: (s) => s.organization,
    }),
    packageName: t.exposeString("packageName", { nullable: true, description: "The batch's package, when valid." }),
  }),
});

const TownRef = builder.objectRef<assignment.TownOption>("Town").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const CenterOptionRef = builder.objectRef<assignment.CenterOption>("CenterOption").implement({
  description: "A centre the licence wizard offers in a town.",
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    organization: t.field({ type: CodeOrganizationRef, nullable: true, resolve: (c) => c.organization }),
  }),
});

const AssignLicenceInputRef = builder.inputType("AssignLicenceInput", {
  fields: (t) => ({
    code: t.string({ required: true, description: "8-4-4-4-12" }),
    provinceId: t.id({ required: true }),
    townId: t.id({ required: true }),
    centerId: t.id({ required: true }),
    organizationId: t.id({ required: true }),
    entity: t.string({ required: true, description: `The entity the teacher works for, up to ${LICENCE_ENTITY_MAX} characters.` }),
  }),
});

builder.queryFields((t) => ({
  licenceCodeStatus: t.field({
    type: LicenceCodeStatusRef,
    description: "Whether a licence code can be assigned, and its batch's organisation and package when it can.",
    authScopes: { registered: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => assignment.licenceCodeStatus(ctx.db, args.code.slice(0, 100), ctx.lang),
  }),
  towns: t.field({
    type: [TownRef],
    description: "A province's towns, in alphabetical order.",
    authScopes: { registered: true },
    args: { provinceId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => assignment.listTowns(ctx.db, numericId(args.provinceId)),
  }),
  centers: t.field({
    type: [CenterOptionRef],
    description:
      "A town's centres with their organisation, in alphabetical order; with `licenceCode`, only those the code may be assigned to " +
      "(its batch's organisation's; none for an unknown code).",
    authScopes: { registered: true },
    args: { townId: t.arg.id({ required: true }), licenceCode: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => assignment.listCentres(ctx.db, numericId(args.townId), args.licenceCode?.slice(0, 100)),
  }),
}));

builder.mutationField("assignLicence", (t) =>
  t.field({
    type: CurrentUserRef,
    description:
      "Assigns a free licence code to the caller with the wizard's answers; with `userType`, saves who the caller is in the same " +
      "transaction (the profile's rules). Returns the updated current user.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: AssignLicenceInputRef, required: true }), userType: t.arg({ type: UserTypeInputRef, required: false }) },
    resolve: async (_root, { input, userType }, ctx) => {
      const me = requireUser(await ctx.me());
      await assignment.assignLicence(ctx.db, me.id, input, userType ?? undefined);
      const updated = await currentUser(ctx.db, { userId: me.id }, ctx.lang);
      if (!updated) throw new Error("Signed-in user vanished");
      return updated;
    },
  }),
);
