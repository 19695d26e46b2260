import { requireUser } from "../../../policies/guards.ts";
import * as editor from "../../../services/centres/centre-editor.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";

/** The reference centres' editor (issue 18, decision 041): the foundation's staff (scope developer). */

const EditableCentreRef = builder.objectRef<editor.EditableCentre>("EditableCentre").implement({
  description: "A centre as the reference centres' editor holds it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    town: t.exposeString("town", { nullable: true }),
    referenceSince: t.exposeString("referenceSince", {
      nullable: true,
      description: 'The school year it is accredited from ("2024-25"); null: not a reference centre.',
    }),
    latitude: t.exposeFloat("latitude", { nullable: true }),
    longitude: t.exposeFloat("longitude", { nullable: true }),
  }),
});

const CentrePageRef = builder.objectRef<editor.CentrePage>("EditableCentrePage").implement({
  fields: (t) => ({
    items: t.expose("items", { type: [EditableCentreRef] }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageCount: t.exposeInt("pageCount"),
  }),
});

const CentreInputRef = builder.inputType("ReferenceCentreInput", {
  fields: (t) => ({
    referenceSince: t.string({ required: false, description: "One of `referenceYears`, or null: no longer a reference centre." }),
    latitude: t.float({ required: false, description: "WGS 84, within Spain; with the longitude or neither." }),
    longitude: t.float({ required: false }),
  }),
});

builder.queryFields((t) => ({
  centresForEditors: t.field({
    type: CentrePageRef,
    description: "Centres whose name or code holds every word of `query`, A to Z; without one, the reference centres.",
    authScopes: { developer: true },
    args: { query: t.arg.string({ required: false }), page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_root, args, ctx) => expected(() => editor.centresForEditors(ctx.db, { query: args.query, page: args.page ?? 1 })),
  }),
  editableCentre: t.field({
    type: EditableCentreRef,
    nullable: true,
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableCentre(ctx.db, Number(args.id)),
  }),
  referenceYears: t.stringList({
    description: "The school years a centre may be accredited from, newest first (to the product's current one).",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => editor.referenceYears(ctx.now()),
  }),
}));

builder.mutationFields((t) => ({
  saveReferenceCentre: t.field({
    type: EditableCentreRef,
    description: "Sets a centre's accreditation year (or none) and its place on the map (audited). Refusals: VALIDATION, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CentreInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      return editor.saveReferenceCentre(ctx.db, { id: me.id, email: me.email }, ctx.now(), Number(args.id), args.input);
    },
  }),
}));
