import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/formation/formation-editor.ts";
import { builder } from "../../builder.ts";

/** The formations' editor (issue 18, decision 041): the foundation's staff, scope developer. */

type Material = editor.EditableFormation["materialEs"][number];
type Session = editor.EditableFormation["sessions"][number];

const EditableMaterialRef = builder.objectRef<Material>("EditableFormationMaterial").implement({
  description: "A piece of a formation's material in one language, as stored.",
  fields: (t) => ({
    title: t.exposeString("title"),
    text: t.exposeString("text"),
    link: t.string({ nullable: true, resolve: (m) => m.link ?? null }),
  }),
});

const EditableSessionRef = builder.objectRef<Session>("EditableFormationSession").implement({
  description: "A session of a formation in both languages, as stored.",
  fields: (t) => ({
    startsAt: t.string({ description: "ISO 8601, UTC.", resolve: (s) => new Date(s.startsAt).toISOString() }),
    minutes: t.exposeInt("minutes"),
    placeEs: t.exposeString("placeEs"),
    placeEn: t.exposeString("placeEn"),
    link: t.string({ nullable: true, resolve: (s) => s.link ?? null }),
  }),
});

const EditableFormationRef = builder.objectRef<editor.EditableFormation>("EditableFormation").implement({
  description: "A formation as its editor holds it: both languages, its access code and whether teachers may open it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    accessCode: t.exposeString("accessCode", { description: "XXXXX-XXXXX: what teachers type to open it." }),
    published: t.exposeBoolean("published", { description: 'false: "not available" to teachers; staff preview it.' }),
    titleEs: t.exposeString("titleEs"),
    titleEn: t.exposeString("titleEn", { description: "Empty: English readers see the Spanish title." }),
    introEs: t.exposeString("introEs"),
    introEn: t.exposeString("introEn"),
    materialEs: t.field({ type: [EditableMaterialRef], resolve: (item) => item.materialEs }),
    materialEn: t.field({
      type: [EditableMaterialRef],
      description: "Row by row with materialEs; an empty text shows the Spanish one.",
      resolve: (item) => item.materialEn,
    }),
    sessions: t.field({ type: [EditableSessionRef], resolve: (item) => item.sessions }),
    downloadIds: t.idList({ description: "The downloads pages' files it lists, in their order.", resolve: (item) => item.downloadIds }),
    updatedAt: t.string({ description: "ISO 8601: its last change.", resolve: (item) => item.updatedAt.toISOString() }),
  }),
});

const FormationMaterialInputRef = builder.inputType("FormationMaterialInput", {
  description: "A row of material in both languages (the Spanish title and text required); one http(s) link or empty.",
  fields: (t) => ({
    titleEs: t.string({ required: true }),
    titleEn: t.string({ required: true }),
    textEs: t.string({ required: true }),
    textEn: t.string({ required: true }),
    link: t.string({ required: true }),
  }),
});

const FormationSessionInputRef = builder.inputType("FormationSessionInput", {
  description: "A session: its start (ISO 8601 with offset), 1 to 1440 minutes, its place (Spanish required), an http(s) link or empty.",
  fields: (t) => ({
    startsAt: t.string({ required: true }),
    minutes: t.int({ required: true }),
    placeEs: t.string({ required: true }),
    placeEn: t.string({ required: true }),
    link: t.string({ required: true }),
  }),
});

const FormationInputRef = builder.inputType("FormationInput", {
  fields: (t) => ({
    accessCode: t.string({
      required: true,
      description: "As teachers type it (case, spaces and dashes do not matter); empty on a new formation draws a new code.",
    }),
    titleEs: t.string({ required: true }),
    titleEn: t.string({ required: true }),
    introEs: t.string({ required: true }),
    introEn: t.string({ required: true }),
    published: t.boolean({ required: true }),
    material: t.field({
      type: [FormationMaterialInputRef],
      required: false,
      description: "In its order; rows left wholly empty are dropped; absent: kept.",
    }),
    sessions: t.field({
      type: [FormationSessionInputRef],
      required: false,
      description: "Rows left wholly empty are dropped; absent: kept.",
    }),
    downloadIds: t.idList({
      required: false,
      description: "The downloads pages' files it lists, in their order; absent: kept as they are.",
    }),
  }),
});

builder.queryFields((t) => ({
  formationsForEditors: t.field({
    type: [EditableFormationRef],
    description: "Every formation, the last changed first.",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => editor.formationsForEditors(ctx.db),
  }),
  editableFormation: t.field({
    type: EditableFormationRef,
    nullable: true,
    description: "A formation for its editor; null when unknown.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableFormation(ctx.db, Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveFormation: t.field({
    type: EditableFormationRef,
    description:
      "Creates (no id) or updates a formation (audited). Refusals: VALIDATION with each field's message (a taken or malformed code), NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: false }), input: t.arg({ type: FormationInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      const id = args.id == null ? null : Number(args.id);
      if (id !== null && !Number.isSafeInteger(id)) throw new DomainError("NOT_FOUND", { status: 404 });
      // An id that is no number names no download: it is refused as unknown.
      const downloadIds = args.input.downloadIds?.map((value) => (/^\d{1,10}$/.test(String(value)) ? Number(value) : 0));
      return editor.saveFormation(ctx.db, { id: me.id, email: me.email }, ctx.now(), { id, input: { ...args.input, downloadIds } });
    },
  }),
}));
