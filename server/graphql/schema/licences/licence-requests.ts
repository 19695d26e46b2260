import { LICENCE_REQUEST_LIMITS } from "../../../../common/licences.ts";
import { requireLicence } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as licenceRequests from "../../../services/licences/licence-requests.ts";
import { builder } from "../../builder.ts";

/** Licences: a licensed teacher's requests for more teacher licences (sections 3 and 5), listed for licence generators. */

const LicenceRequestTeacherRef = builder
  .objectRef<licenceRequests.LicenceRequestView["teachers"][number]>("LicenceRequestTeacher")
  .implement({
    description: "A teacher who would use one of the requested licences.",
    fields: (t) => ({
      name: t.exposeString("name"),
      courses: t.exposeString("courses", { description: "The courses they teach, as written." }),
      subjects: t.exposeString("subjects", { description: "The subjects they teach, as written." }),
      trained: t.exposeBoolean("trained", { description: "They have had the programme's training." }),
    }),
  });

const LicenceRequesterRef = builder.objectRef<NonNullable<licenceRequests.LicenceRequestView["requester"]>>("LicenceRequester").implement({
  fields: (t) => ({
    name: t.exposeString("name", { nullable: true }),
    email: t.exposeString("email"),
  }),
});

const LicenceRequestCenterRef = builder
  .objectRef<NonNullable<licenceRequests.LicenceRequestView["center"]>>("LicenceRequestCenter")
  .implement({
    fields: (t) => ({
      name: t.exposeString("name"),
      code: t.exposeString("code"),
      town: t.exposeString("town", { nullable: true }),
    }),
  });

const LicenceRequestRef = builder.objectRef<licenceRequests.LicenceRequestView>("LicenceRequest").implement({
  description: "A licensed teacher's request for more teacher licences for their centre.",
  fields: (t) => ({
    id: t.exposeID("id"),
    quantity: t.exposeInt("quantity", { description: "Number of licences asked for." }),
    reason: t.exposeString("reason"),
    teachers: t.field({ type: [LicenceRequestTeacherRef], resolve: (r) => r.teachers }),
    managerInformed: t.exposeBoolean("managerInformed", { description: "The centre's manager was informed." }),
    createdAt: t.string({ description: "ISO 8601", resolve: (r) => r.createdAt.toISOString() }),
    requester: t.field({
      type: LicenceRequesterRef,
      nullable: true,
      description: "Null once the account is deleted.",
      resolve: (r) => r.requester,
    }),
    center: t.field({
      type: LicenceRequestCenterRef,
      nullable: true,
      description: "The centre of the requester's licence.",
      resolve: (r) => r.center,
    }),
  }),
});

const LicenceRequestTeacherInputRef = builder.inputType("LicenceRequestTeacherInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    courses: t.string({ required: true }),
    subjects: t.string({ required: true }),
    trained: t.boolean({ required: true }),
  }),
});

const LicenceRequestInputRef = builder.inputType("LicenceRequestInput", {
  fields: (t) => ({
    quantity: t.int({ required: true, description: `Whole, 1 to ${LICENCE_REQUEST_LIMITS.maxLicences}.` }),
    reason: t.string({ required: true }),
    teachers: t.field({
      type: [LicenceRequestTeacherInputRef],
      required: true,
      description: `1 to ${LICENCE_REQUEST_LIMITS.maxTeachers} teachers.`,
    }),
    managerInformed: t.boolean({ required: true, description: "Must be true." }),
  }),
});

builder.mutationField("requestLicences", (t) =>
  t.field({
    type: LicenceRequestRef,
    description: "Asks for more teacher licences for the caller's centre; every field is required (section 5).",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: LicenceRequestInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => licenceRequests.requestLicences(ctx.db, requireLicence(await ctx.me()), input),
  }),
);

builder.queryField("licenceRequests", (t) =>
  t.field({
    type: [LicenceRequestRef],
    description: `Licence requests, newest first (at most ${licenceRequests.LICENCE_REQUESTS_LIMIT}), for licence generators.`,
    authScopes: { licenseGenerator: true },
    resolve: (_root, _args, ctx) => licenceRequests.listLicenceRequests(ctx.db),
  }),
);
