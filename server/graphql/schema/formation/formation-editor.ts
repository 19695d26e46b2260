import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/formation/formation-editor.ts";
import { builder } from "../../builder.ts";
import { actorOf, editorApi, idOf } from "../editing/kind.ts";

/** The formations' editor (issue 18, decision 041; editor kit, decision 053): the foundation's staff, scope developer. */

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

const { ObjectRef, InputRef } = editorApi(editor.formationKind, {
  object: "EditableFormation",
  description: "A formation as its editor holds it: both languages, its access code and whether teachers may open it.",
  input: "FormationInput",
  scope: { developer: true },
  fields: (t, { id, ...rest }) => ({
    id,
    accessCode: t.exposeString("accessCode", { description: "XXXXX-XXXXX: what teachers type to open it." }),
    ...rest,
    materialEs: t.field({ type: [EditableMaterialRef], resolve: (item: any) => item.materialEs }),
    materialEn: t.field({
      type: [EditableMaterialRef],
      description: "Row by row with materialEs; an empty text shows the Spanish one.",
      resolve: (item: any) => item.materialEn,
    }),
    sessions: t.field({ type: [EditableSessionRef], resolve: (item: any) => item.sessions }),
    downloadIds: t.idList({
      description: "The downloads pages' files it lists, in their order.",
      resolve: (item: any) => item.downloadIds,
    }),
    updatedAt: t.string({ description: "ISO 8601: its last change.", resolve: (item: any) => item.updatedAt.toISOString() }),
  }),
  inputFields: (t, { published, ...texts }) => ({
    accessCode: t.string({
      required: true,
      description: "As teachers type it (case, spaces and dashes do not matter); empty on a new formation draws a new code.",
    }),
    ...texts,
    published,
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
  list: { name: "formationsForEditors", description: "Every formation, the last changed first." },
  get: { name: "editableFormation", description: "A formation for its editor; null when unknown." },
});

builder.mutationFields((t) => ({
  saveFormation: t.field({
    type: ObjectRef,
    description:
      "Creates (no id) or updates a formation (audited). Refusals: VALIDATION with each field's message (a taken or malformed code), NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: false }), input: t.arg({ type: InputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = args.input as Record<string, any>;
      // An id that is no number names no download: it is refused as unknown.
      const downloadIds = input.downloadIds?.map((value: unknown) => (/^\d{1,10}$/.test(String(value)) ? Number(value) : 0));
      return editor.formationKind.save(ctx.db, undefined, await actorOf(ctx), ctx.now(), {
        id: idOf(args.id),
        input: { ...input, downloadIds },
      });
    },
  }),
}));
