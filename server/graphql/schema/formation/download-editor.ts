import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/formation/download-editor.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";
import { DownloadPageEnum } from "./downloads.ts";

/** The downloads pages' editor (issue 18, decision 041): the foundation's staff, scope developer. */

const EditableDownloadRef = builder.objectRef<editor.EditableDownload>("EditableDownload").implement({
  description: "A file of a downloads page as its editor holds it: both languages, its page and place.",
  fields: (t) => ({
    id: t.exposeID("id"),
    page: t.expose("page", { type: DownloadPageEnum }),
    fileName: t.exposeString("fileName", { description: "Its address (/formacion/descargas/archivo/<fileName>); never changes." }),
    titleEs: t.exposeString("titleEs"),
    titleEn: t.exposeString("titleEn", { description: "Empty: English readers see the Spanish title." }),
    descriptionEs: t.exposeString("descriptionEs"),
    descriptionEn: t.exposeString("descriptionEn"),
    mimeType: t.exposeString("mimeType"),
    size: t.exposeInt("size", { description: "Bytes." }),
    position: t.exposeInt("position", { description: "Its place on its page, smallest first." }),
  }),
});

const DownloadInputRef = builder.inputType("DownloadInput", {
  fields: (t) => ({
    page: t.field({ type: DownloadPageEnum, required: true }),
    titleEs: t.string({ required: true }),
    titleEn: t.string({ required: true }),
    descriptionEs: t.string({ required: true }),
    descriptionEn: t.string({ required: true }),
    position: t.int({ required: true }),
  }),
});

const actor = async (ctx: GraphQLContext) => {
  const me = requireUser(await ctx.me());
  return { id: me.id, email: me.email };
};
const idOf = (id: string | number) => {
  const n = Number(id);
  if (!Number.isSafeInteger(n)) throw new DomainError("NOT_FOUND", { status: 404 });
  return n;
};

builder.queryFields((t) => ({
  downloadsForEditors: t.field({
    type: [EditableDownloadRef],
    description: "Every download, page by page in their order.",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => editor.downloadsForEditors(ctx.db),
  }),
  editableDownload: t.field({
    type: EditableDownloadRef,
    nullable: true,
    description: "A download for its editor; null when unknown.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableDownload(ctx.db, Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveDownload: t.field({
    type: EditableDownloadRef,
    description:
      "Creates (no id; with `file`: a PDF, a CSV or an SVG judged by its bytes, at most 10 MB) or updates a download's texts, page " +
      "and place (audited; its file and name stay). Refusals: VALIDATION with each field's message, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: {
      id: t.arg.id({ required: false }),
      input: t.arg({ type: DownloadInputRef, required: true }),
      file: t.arg({ type: "File", required: false }),
    },
    resolve: async (_root, args, ctx) =>
      editor.saveDownload(ctx.db, ctx.downloadsDir, await actor(ctx), {
        id: args.id == null ? null : idOf(args.id),
        input: args.input,
        file: args.file,
      }),
  }),
  deleteDownload: t.field({
    type: EditableDownloadRef,
    description: "Removes a download and its file (audited). Refusals: NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => editor.deleteDownload(ctx.db, ctx.downloadsDir, await actor(ctx), idOf(args.id)),
  }),
}));
