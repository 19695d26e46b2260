import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/publications/programs-editor.ts";
import { builder } from "../../builder.ts";

/** The programmes' pages editor (issue 18, decision 041): the foundation's staff, scope developer. */

const EditableProgramRef = builder.objectRef<editor.EditableProgram>("EditableProgram").implement({
  description: "A programme's public page as its editor holds it: both languages, published or not.",
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code", { description: "The licences' code of the programme (not editable)." }),
    slug: t.exposeString("slug", { nullable: true, description: "Its page's address; none: no public page." }),
    nameEs: t.exposeString("nameEs"),
    nameEn: t.exposeString("nameEn", { description: "Empty: English readers see the Spanish name." }),
    summaryEs: t.exposeString("summaryEs"),
    summaryEn: t.exposeString("summaryEn"),
    bodyEs: t.exposeString("bodyEs", { description: 'Paragraphs separated by blank lines; a line starting with "## " is a heading.' }),
    bodyEn: t.exposeString("bodyEn"),
    image: t.exposeString("image", { nullable: true }),
    links: t.exposeStringList("links", { description: "The page's links as stored (not edited here)." }),
    position: t.exposeInt("position"),
    public: t.exposeBoolean("public", { description: "false: the page is a draft, seen only by staff." }),
  }),
});

const ProgramInputRef = builder.inputType("ProgramInput", {
  fields: (t) => ({
    slug: t.string({
      required: false,
      description: "Lower-case words joined by hyphens (required for a public page); a change keeps the old address as a redirect.",
    }),
    nameEs: t.string({ required: true }),
    nameEn: t.string({ required: true }),
    summaryEs: t.string({ required: true, description: "Required for a public page." }),
    summaryEn: t.string({ required: true }),
    bodyEs: t.string({ required: true, description: "Required for a public page." }),
    bodyEn: t.string({ required: true }),
    position: t.int({ required: true, description: "Order among the programmes, lowest first; a whole number from 0." }),
    public: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  programsForEditors: t.field({
    type: [EditableProgramRef],
    description: "Every programme, with or without a public page, in their public order.",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => editor.programsForEditors(ctx.db),
  }),
  editableProgram: t.field({
    type: EditableProgramRef,
    nullable: true,
    description: "A programme for its page's editor and preview; null when unknown.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableProgram(ctx.db, Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveProgram: t.field({
    type: EditableProgramRef,
    description:
      "Updates a programme's public page (audited); programmes are not created here. An `image` (JPG, PNG or GIF, at most 10 MB, " +
      "stored as WebP) replaces the page's. Refusals: VALIDATION with each field's message, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProgramInputRef, required: true }),
      image: t.arg({ type: "File", required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      const id = Number(args.id);
      if (!Number.isSafeInteger(id)) throw new DomainError("NOT_FOUND", { status: 404 });
      return editor.saveProgram(ctx.db, ctx.storage, { id: me.id, email: me.email }, { id, input: args.input, image: args.image });
    },
  }),
}));
