import * as editor from "../../../services/formation/formation-editor.ts";
import { builder } from "../../builder.ts";
import { editorApi } from "../editing/kind.ts";

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

editorApi(editor.formationKind, {
  object: "EditableFormation",
  description: "A formation as its editor holds it: both languages, its access code and whether teachers may open it.",
  input: "FormationInput",
  scope: { developer: true },
  fields: (t, { id, ...rest }) => ({
    id,
    accessCode: t.exposeString("accessCode", { description: "XXXXX-XXXXX: what teachers type to open it." }),
    ...rest,
    materialEs: t.expose("materialEs", { type: [EditableMaterialRef] }),
    materialEn: t.expose("materialEn", {
      type: [EditableMaterialRef],
      description: "Row by row with materialEs; an empty text shows the Spanish one.",
    }),
    sessions: t.expose("sessions", { type: [EditableSessionRef] }),
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
  save: {
    name: "saveFormation",
    description:
      "Creates (no id) or updates a formation (audited). Refusals: VALIDATION with each field's message (a taken or malformed code), NOT_FOUND.",
  },
});
