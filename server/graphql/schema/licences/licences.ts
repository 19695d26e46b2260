import { LICENCE_BATCH_MAX, LICENCE_STATES } from "../../../../common/licences.ts";
import { requireRole } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as packagesService from "../../../services/licences/licence-packages.ts";
import * as licences from "../../../services/licences/licences.ts";
import { builder } from "../../builder.ts";
import "./licence-assignment.ts";

/**
 * Licences (issue 5): packages, and the licence generator's batches of codes (generate, list with
 * counts, export, revoke). The assignment wizard's operations are in licence-assignment.ts.
 */

const PackageProgramRef = builder.objectRef<{ id: number; name: string }>("LicencePackageProgram").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

export const LicencePackageRef = builder.objectRef<packagesService.LicencePackage>("LicencePackage").implement({
  description: "A licence package: the programmes a licence code of it gives.",
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    programs: t.field({ type: [PackageProgramRef], resolve: (p) => p.programs }),
  }),
});

builder.queryField("licencePackages", (t) =>
  t.field({
    type: [LicencePackageRef],
    description: "Every licence package, for licence generators and team-package users.",
    authScopes: { licenseGenerator: true, teamPackage: true },
    resolve: (_root, _args, ctx) => packagesService.listPackages(ctx.db, ctx.lang),
  }),
);

// ---- Organisations ----

export const OrganizationOptionRef = builder.objectRef<licences.OrganizationOption>("OrganizationOption").implement({
  description: "An organisation a licence batch or a teacher's licence belongs to.",
  fields: (t) => ({ id: t.exposeID("id"), code: t.exposeString("code"), name: t.exposeString("name") }),
});

builder.queryField("organizations", (t) =>
  t.field({
    type: [OrganizationOptionRef],
    description: "Every organisation by name: the licence generator's form and the licence wizard's centre step.",
    authScopes: { registered: true },
    resolve: (_root, _args, ctx) => licences.listOrganizations(ctx.db),
  }),
);

// ---- Batches and codes (licence generators only) ----

const LicenceStateRef = builder.enumType("LicenceState", { values: LICENCE_STATES });

const LicenceBatchCreatorRef = builder.objectRef<NonNullable<licences.LicenceBatchView["createdBy"]>>("LicenceBatchCreator").implement({
  fields: (t) => ({ name: t.exposeString("name", { nullable: true }), email: t.exposeString("email") }),
});

const LicenceBatchPackageRef = builder.objectRef<licences.LicenceBatchView["package"]>("LicenceBatchPackage").implement({
  fields: (t) => ({ id: t.exposeID("id"), code: t.exposeString("code"), name: t.exposeString("name") }),
});

const LicenceBatchRef = builder.objectRef<licences.LicenceBatchView>("LicenceBatch").implement({
  description: "Codes a licence generator made at once for an organisation and a package, with how many are in each state.",
  fields: (t) => ({
    id: t.exposeID("id"),
    organization: t.field({ type: OrganizationOptionRef, resolve: (b) => b.organization }),
    package: t.field({ type: LicenceBatchPackageRef, resolve: (b) => b.package }),
    quantity: t.exposeInt("quantity"),
    free: t.exposeInt("free"),
    assigned: t.exposeInt("assigned"),
    revoked: t.exposeInt("revoked"),
    createdBy: t.field({
      type: LicenceBatchCreatorRef,
      nullable: true,
      description: "Null once that account is deleted.",
      resolve: (b) => b.createdBy,
    }),
    createdAt: t.string({ description: "ISO 8601", resolve: (b) => b.createdAt.toISOString() }),
  }),
});

const LicenceCodeRef = builder.objectRef<licences.LicenceCodeView>("LicenceCode").implement({
  description: "A single-use licence code (8-4-4-4-12) and its state.",
  fields: (t) => ({
    code: t.exposeString("code"),
    state: t.expose("state", { type: LicenceStateRef }),
    assignedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (c) => c.assignedAt?.toISOString() ?? null }),
    revokedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (c) => c.revokedAt?.toISOString() ?? null }),
  }),
});

const GenerateLicenceBatchInputRef = builder.inputType("GenerateLicenceBatchInput", {
  fields: (t) => ({
    organizationId: t.id({ required: true }),
    packageId: t.id({ required: true }),
    quantity: t.int({ required: true, description: `1 to ${LICENCE_BATCH_MAX}.` }),
  }),
});

builder.queryFields((t) => ({
  licenceBatches: t.field({
    type: [LicenceBatchRef],
    description: `Licence batches, newest first (at most ${licences.LICENCE_BATCHES_LIMIT}), for licence generators.`,
    authScopes: { licenseGenerator: true },
    resolve: (_root, _args, ctx) => licences.listLicenceBatches(ctx.db, ctx.lang),
  }),
  licenceBatchCodes: t.field({
    type: [LicenceCodeRef],
    nullable: true,
    description: "A batch's codes with their state (the CSV export); null when there is no such batch.",
    authScopes: { licenseGenerator: true },
    args: { batchId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => licences.licenceBatchCodes(ctx.db, String(args.batchId)),
  }),
}));

builder.mutationFields((t) => ({
  generateLicenceBatch: t.field({
    type: LicenceBatchRef,
    description: `Makes a batch of 1 to ${LICENCE_BATCH_MAX} fresh codes for an organisation and a package.`,
    authScopes: { licenseGenerator: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: GenerateLicenceBatchInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      licences.generateLicenceBatch(ctx.db, requireRole(await ctx.me(), "licenseGenerator").id, input, ctx.lang),
  }),
  revokeLicenceCode: t.field({
    type: LicenceCodeRef,
    description: "Revokes a free code (recording who and when); an assigned code cannot be revoked.",
    authScopes: { licenseGenerator: true },
    errors: { types: [DomainError] },
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => licences.revokeLicenceCode(ctx.db, requireRole(await ctx.me(), "licenseGenerator").id, args),
  }),
}));
