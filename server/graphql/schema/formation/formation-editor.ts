import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/formation/formation-editor.ts";
import { builder } from "../../builder.ts";

/** The formations' editor (issue 18, decision 041): the foundation's staff, scope developer. */

const EditableFormationRef = builder.objectRef<editor.EditableFormation>("EditableFormation").implement({
  description: "A formation as its editor holds it: both languages, its access code and whether teachers may open it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    accessCode: t.exposeString("accessCode", { description: "XXXXX-XXXXX: what teachers type to open it." }),
    published: t.exposeBoolean("published", { description: "false: \"not available\" to teachers; staff preview it." }),
    titleEs: t.exposeString("titleEs"),
    titleEn: t.exposeString("titleEn", { description: "Empty: English readers see the Spanish title." }),
    introEs: t.exposeString("introEs"),
    introEn: t.exposeString("introEn"),
    downloadIds: t.idList({ description: "The downloads pages' files it lists, in their order.", resolve: (item) => item.downloadIds }),
    updatedAt: t.string({ description: "ISO 8601: its last change.", resolve: (item) => item.updatedAt.toISOString() }),
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
    downloadIds: t.idList({ required: false, description: "The downloads pages' files it lists, in their order; absent: kept as they are." }),
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
    description: "Creates (no id) or updates a formation (audited). Refusals: VALIDATION with each field's message (a taken or malformed code), NOT_FOUND.",
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
