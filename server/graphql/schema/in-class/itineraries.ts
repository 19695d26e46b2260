import { GraphQLError } from "graphql";
import { CONTENT_ORIGINS, ITINERARY_SORTS, RESOURCE_FILTERS } from "../../../../common/in-class.ts";
import { requireRole, requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as itinerariesService from "../../../services/in-class/itineraries.ts";
import type { ItineraryActivityView, ItineraryView } from "../../../services/in-class/itineraries.ts";
import { viewedPackageId } from "../../../services/licences/licence-packages.ts";
import { viewAsPackage } from "../../../services/licences/team-package.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { perRequestLoader } from "../../per-request-loader.ts";
import type { GraphQLContext } from "../../context.ts";
import { AgeSegmentRef, DeviceRef } from "../activities/activities.ts";
import { Program } from "../accounts/me.ts";

/**
 * The in-class area (issue 5): itineraries, their activities, the programmes' itineraries and the
 * team-package view. Every read needs inClassReader (a licence, or the developer flag of section 6).
 */

async function viewer(ctx: GraphQLContext) {
  return itinerariesService.itineraryViewer(requireUser(await ctx.me()), ctx.lang);
}

const programItineraries = perRequestLoader<number, ItineraryView[]>(async (ctx, programIds) => {
  const rows = await itinerariesService.itinerariesOfPrograms(ctx.db, await viewer(ctx), programIds);
  const byProgram = new Map<number, ItineraryView[]>(programIds.map((id) => [id, []]));
  for (const row of rows) byProgram.get(row.program.id)?.push(row);
  return byProgram;
});
const itineraryActivities = perRequestLoader<number, ItineraryActivityView[]>((ctx, itineraryIds) =>
  itinerariesService.activitiesOfItineraries(ctx.db, ctx.lang, itineraryIds),
);

const ItinerarySortRef = builder.enumType("ItinerarySort", { values: ITINERARY_SORTS });
const ResourceFilterRef = builder.enumType("ResourceFilter", {
  description:
    "own and centerResource: any of the origins; onlyActualItineraries: this school year's; firstYear: for a centre's first year.",
  values: RESOURCE_FILTERS,
});
const ContentOriginRef = builder.enumType("ContentOrigin", { values: CONTENT_ORIGINS });
const LockReasonRef = builder.enumType("ItineraryLockReason", {
  description: "notInLicence: the itinerary's programme is not among the reader's programmes.",
  values: itinerariesService.LOCK_REASONS,
});

const ItineraryFilterRef = builder.inputType("ItineraryFilter", {
  description: "Every filter given must match; devices match any of those given. Lists hold at most twice their choices (VALIDATION).",
  fields: (t) => ({
    age: t.field({ type: AgeSegmentRef }),
    sort: t.field({ type: ItinerarySortRef, description: "alfAZ when not given." }),
    devices: t.field({ type: [DeviceRef] }),
    resources: t.field({ type: [ResourceFilterRef] }),
  }),
});

const ItineraryProgramRef = builder.objectRef<ItineraryView["program"]>("ItineraryProgram").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const ItineraryRouteRef = builder.objectRef<ItineraryActivityView["route"]>("ItineraryRoute").implement({
  description: "The itinerary an activity belongs to.",
  fields: (t) => ({
    urlId: t.exposeString("urlId"),
    age: t.expose("age", { type: AgeSegmentRef }),
    name: t.exposeString("name"),
  }),
});

const ItineraryActivityRef = builder.objectRef<ItineraryActivityView>("ItineraryActivity").implement({
  description: "An activity in an itinerary (section 3), its texts in the request's language.",
  fields: (t) => ({
    id: t.exposeID("id"),
    urlId: t.exposeString("urlId"),
    name: t.exposeString("name"),
    image: t.exposeString("image"),
    projectLogo: t.exposeString("projectLogo", { nullable: true }),
    minutes: t.exposeInt("minutes"),
    position: t.exposeInt("position", { description: "Order within the itinerary." }),
    route: t.expose("route", { type: ItineraryRouteRef }),
    withKit: t.exposeBoolean("withKit"),
    withMaterials: t.exposeBoolean("withMaterials"),
    withOptions: t.exposeBoolean("withOptions"),
    withPC: t.exposeBoolean("withPc"),
    withPCOptions: t.exposeBoolean("withPcOptions"),
    withTablet: t.exposeBoolean("withTablet"),
    updatedAt: t.string({ description: "ISO 8601", resolve: (activity) => activity.updatedAt.toISOString() }),
  }),
});

type Content = itinerariesService.ItineraryActivityPage["content"];
const ItineraryActivityContentRef = builder.objectRef<Content>("ItineraryActivityContent").implement({
  description: "What the activity's page shows; each material text only when the activity offers that option.",
  fields: (t) => ({
    summary: t.exposeString("summary"),
    objectives: t.exposeStringList("objectives"),
    steps: t.exposeStringList("steps"),
    kit: t.string({ nullable: true, resolve: (c) => c.kit ?? null }),
    materials: t.stringList({ nullable: true, resolve: (c) => c.materials ?? null }),
    options: t.string({ nullable: true, resolve: (c) => c.options ?? null }),
    pc: t.string({ nullable: true, resolve: (c) => c.pc ?? null }),
    pcOptions: t.string({ nullable: true, resolve: (c) => c.pcOptions ?? null }),
    tablet: t.string({ nullable: true, resolve: (c) => c.tablet ?? null }),
  }),
});

const ItineraryRef = builder.objectRef<ItineraryView>("Itinerary").implement({
  description: "An itinerary: a sequence of activities of one programme for one age segment (section 3).",
  fields: (t) => ({
    id: t.exposeID("id"),
    urlId: t.exposeString("urlId"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    online: t.exposeBoolean("online"),
    image: t.exposeString("image"),
    devices: t.expose("devices", { type: [DeviceRef] }),
    age: t.expose("age", { type: AgeSegmentRef }),
    origin: t.expose("origin", { type: ContentOriginRef }),
    current: t.exposeBoolean("current", { description: "This school year's itinerary." }),
    firstYear: t.exposeBoolean("firstYear", { description: "Meant for a centre's first year in the programme." }),
    updatedAt: t.string({ description: "ISO 8601", resolve: (itinerary) => itinerary.updatedAt.toISOString() }),
    program: t.expose("program", { type: ItineraryProgramRef }),
    activityCount: t.exposeInt("activityCount"),
    firstActivityUrlId: t.exposeString("firstActivityUrlId", { nullable: true, description: "Where the itinerary starts." }),
    locked: t.exposeBoolean("locked", { description: "The reader's licence does not include the programme: its activities are refused." }),
    lockedReason: t.expose("lockedReason", { type: LockReasonRef, nullable: true }),
    activities: t.field({
      type: [ItineraryActivityRef],
      description: "In order; a FORBIDDEN error when the itinerary is locked.",
      resolve: async (itinerary, _args, ctx) => {
        if (itinerary.locked) throw new GraphQLError("errors.forbidden", { extensions: { code: "FORBIDDEN" } });
        return (await itineraryActivities.load(ctx, itinerary.id)) ?? [];
      },
    }),
  }),
});

export const ItineraryActivityPageRef = builder.objectRef<itinerariesService.ItineraryActivityPage>("ItineraryActivityPage").implement({
  description: "An itinerary activity with its texts and its place in the itinerary.",
  fields: (t) => ({
    activity: t.expose("activity", { type: ItineraryActivityRef }),
    content: t.expose("content", { type: ItineraryActivityContentRef }),
    itinerary: t.expose("itinerary", { type: ItineraryRef }),
    position: t.exposeInt("position", { description: "1-based place in the itinerary." }),
    total: t.exposeInt("total"),
    previous: t.expose("previous", { type: ItineraryActivityRef, nullable: true }),
    next: t.expose("next", { type: ItineraryActivityRef, nullable: true }),
  }),
});

builder.objectField(Program, "itineraries", (t) =>
  t.field({
    type: [ItineraryRef],
    description: "The programme's itineraries, by age segment then in their order.",
    authScopes: { inClassReader: true },
    resolve: async (program, _args, ctx) => (await programItineraries.load(ctx, Number(program.id))) ?? [],
  }),
);

builder.queryFields((t) => ({
  itineraries: t.field({
    type: [ItineraryRef],
    description: "Every itinerary matching the filter, locked ones included (they say why). Bad filters: VALIDATION.",
    authScopes: { inClassReader: true },
    args: { filter: t.arg({ type: ItineraryFilterRef, required: false }) },
    resolve: async (_root, args, ctx) => expected(async () => itinerariesService.listItineraries(ctx.db, await viewer(ctx), args.filter)),
  }),
  itinerary: t.field({
    type: ItineraryRef,
    nullable: true,
    description: "An itinerary by its urlId; null when unknown.",
    authScopes: { inClassReader: true },
    args: { urlId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => itinerariesService.itineraryByUrlId(ctx.db, await viewer(ctx), args.urlId),
  }),
  itineraryActivity: t.field({
    type: ItineraryActivityPageRef,
    nullable: true,
    description: "An activity of an itinerary with its texts; null when unknown, a FORBIDDEN error when the itinerary is locked.",
    authScopes: { inClassReader: true },
    args: { itineraryUrlId: t.arg.string({ required: true }), activityUrlId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      expected(async () => {
        const page = await itinerariesService.itineraryActivityPage(ctx.db, await viewer(ctx), args.itineraryUrlId, args.activityUrlId);
        if (page) itineraryActivities.prime(ctx, page.itinerary.id, page.activities);
        return page;
      }),
  }),
  viewedPackage: t.id({
    nullable: true,
    description: "The licence package a team-package user views the in-class pages as; null for every programme.",
    authScopes: { teamPackage: true },
    resolve: async (_root, _args, ctx) => {
      const me = await ctx.me();
      return me ? viewedPackageId(ctx.db, me.id) : null;
    },
  }),
}));

const TeamPackageViewRef = builder.objectRef<{ packageId: number | null }>("TeamPackageView").implement({
  fields: (t) => ({ packageId: t.exposeID("packageId", { nullable: true, description: "null: every programme." }) }),
});

builder.mutationField("viewAsPackage", (t) =>
  t.field({
    type: TeamPackageViewRef,
    description:
      "Team-package users (section 6): view as a package's users, or as every programme with null. Answers the package now viewed as.",
    authScopes: { teamPackage: true },
    errors: { types: [DomainError] },
    args: { packageId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const me = requireRole(await ctx.me(), "teamPackage");
      return { packageId: await viewAsPackage(ctx.db, me.id, args.packageId == null ? null : String(args.packageId)) };
    },
  }),
);
