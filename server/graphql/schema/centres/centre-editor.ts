import * as editor from "../../../services/centres/centre-editor.ts";
import { builder } from "../../builder.ts";
import { editorApi } from "../editing/kind.ts";

/** The reference centres' editor (issue 18, decision 041): the foundation's staff (scope developer). */

editorApi(editor.centreKind, {
  object: "EditableCentre",
  description: "A centre as the reference centres' editor holds it.",
  input: "ReferenceCentreInput",
  scope: { developer: true },
  fields: (t, { id, ...generated }) => ({
    id,
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    town: t.exposeString("town", { nullable: true }),
    ...generated,
  }),
  page: "EditableCentrePage",
  list: {
    name: "centresForEditors",
    description: "Centres whose name or code holds every word of `query`, A to Z; without one, the reference centres.",
    args: (t) => ({ query: t.arg.string({ required: false }) }),
    input: (args) => ({ query: args.query }),
  },
  get: { name: "editableCentre" },
  save: {
    name: "saveReferenceCentre",
    description: "Sets a centre's accreditation year (or none) and its place on the map (audited). Refusals: VALIDATION, NOT_FOUND.",
  },
});

builder.queryFields((t) => ({
  referenceYears: t.stringList({
    description: "The school years a centre may be accredited from, newest first (to the product's current one).",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => editor.referenceYears(ctx.now()),
  }),
}));
