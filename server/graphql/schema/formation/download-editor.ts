import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/formation/download-editor.ts";
import { builder } from "../../builder.ts";
import { actorOf, editorApi, idOf } from "../editing/kind.ts";
import { DownloadPageEnum } from "./downloads.ts";

/** The downloads pages' editor (issue 18, decision 041; editor kit, decision 053): the foundation's staff, scope developer. */

const { ObjectRef, InputRef } = editorApi(editor.downloadKind, {
  object: "EditableDownload",
  description: "A file of a downloads page as its editor holds it: both languages, its page and place.",
  input: "DownloadInput",
  scope: { developer: true },
  enums: { page: DownloadPageEnum },
  fields: (t, { id, page, position, ...texts }) => ({
    id,
    page,
    fileName: t.exposeString("fileName", { description: "Its address (/formacion/descargas/archivo/<fileName>); never changes." }),
    ...texts,
    mimeType: t.exposeString("mimeType"),
    size: t.exposeInt("size", { description: "Bytes." }),
    position,
  }),
  list: { name: "downloadsForEditors", description: "Every download, page by page in their order." },
  get: { name: "editableDownload", description: "A download for its editor; null when unknown." },
});

builder.mutationFields((t) => ({
  saveDownload: t.field({
    type: ObjectRef,
    description:
      "Creates (no id; with `file`: a PDF, a CSV or an SVG judged by its bytes, at most 10 MB) or updates a download's texts, page " +
      "and place (audited; its file and name stay). Refusals: VALIDATION with each field's message, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: {
      id: t.arg.id({ required: false }),
      input: t.arg({ type: InputRef, required: true }),
      file: t.arg({ type: "File", required: false }),
    },
    resolve: async (_root, args, ctx) =>
      editor.saveDownload(ctx.db, ctx.downloadsDir, await actorOf(ctx), ctx.now(), {
        id: idOf(args.id),
        input: args.input as editor.DownloadInput,
        file: args.file,
      }),
  }),
  deleteDownload: t.field({
    type: ObjectRef,
    description: "Removes a download and its file (audited). Refusals: NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => editor.deleteDownload(ctx.db, ctx.downloadsDir, await actorOf(ctx), idOf(args.id) as number),
  }),
}));
