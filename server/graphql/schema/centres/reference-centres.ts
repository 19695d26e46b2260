import { REFERENCE_REGION_KEYS } from "../../../../common/centres.ts";
import { MAP_VIEWBOX } from "../../../../common/spain-map.ts";
import { requireUser } from "../../../policies/guards.ts";
import * as centres from "../../../services/centres/reference-centres.ts";
import { builder } from "../../builder.ts";

/** Reference centres (sections 1, 2 and 9; decision 035): the public map and list, and an accredited centre's badge. */

const ReferenceRegionKey = builder.enumType("ReferenceRegionKey", {
  description: "Section 1's seven regions of reference schools, in the specification's order.",
  values: REFERENCE_REGION_KEYS,
});

const ReferenceRegion = builder.objectRef<NonNullable<centres.ReferenceCentre["region"]>>("ReferenceRegion").implement({
  fields: (t) => ({
    key: t.expose("key", { type: ReferenceRegionKey }),
    name: t.exposeString("name", { description: "The autonomous community's official name." }),
  }),
});

const MapPosition = builder.objectRef<{ x: number; y: number }>("MapPosition").implement({
  description: `A point on the map of Spain (common/spain-map.ts), in the units of its viewBox ${MAP_VIEWBOX}.`,
  fields: (t) => ({ x: t.exposeFloat("x"), y: t.exposeFloat("y") }),
});

const ReferenceCentreRef = builder.objectRef<centres.ReferenceCentre>("ReferenceCentre").implement({
  description: "An accredited reference centre.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    town: t.exposeString("town", { nullable: true }),
    province: t.exposeString("province", { nullable: true }),
    region: t.field({
      type: ReferenceRegion,
      nullable: true,
      description: "Null for a centre outside the seven regions.",
      resolve: (c) => c.region,
    }),
    since: t.exposeString("since", { description: "The school year since which it is a reference centre (2025-26)." }),
    position: t.field({
      type: MapPosition,
      nullable: true,
      description: "Its marker on the map; null while its place is unknown.",
      resolve: (c) => c.position,
    }),
  }),
});

const ReferenceBadgeRef = builder.objectRef<centres.ReferenceBadge>("ReferenceCentreBadge").implement({
  description: "What the badge of the caller's accredited centre says.",
  fields: (t) => ({
    centreName: t.exposeString("centreName"),
    town: t.exposeString("town", { nullable: true }),
    since: t.exposeString("since"),
    schoolYear: t.exposeString("schoolYear", { description: "The current school year (2025-26), by the product's clock." }),
  }),
});

builder.queryFields((t) => ({
  referenceCentres: t.field({
    type: [ReferenceCentreRef],
    description: "Every accredited reference centre, A to Z by name (public).",
    resolve: (_root, _args, ctx) => centres.referenceCentres(ctx.db),
  }),
  referenceCentreBadge: t.field({
    type: ReferenceBadgeRef,
    nullable: true,
    description: "The badge of the caller's centre (me.center) when it is a reference centre; null otherwise.",
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => centres.referenceBadge(ctx.db, requireUser(await ctx.me()), ctx.now()),
  }),
}));
