import { DOWNLOAD_PAGE_API, DOWNLOAD_PAGES, type DownloadPage } from "../../../../common/formation.ts";
import * as downloads from "../../../services/formation/downloads.ts";
import { builder } from "../../builder.ts";

/** Formation: the downloads pages' files (section 3). */

export const DownloadPageEnum = builder.enumType("DownloadPage", {
  description: "The three formation downloads pages: AI and robotics, PC itineraries, VR and formation.",
  values: Object.fromEntries(DOWNLOAD_PAGES.map((page) => [DOWNLOAD_PAGE_API[page], { value: page }])) as Record<
    string,
    { value: DownloadPage }
  >,
});

export const DownloadRef = builder.objectRef<downloads.DownloadView>("Download").implement({
  description: "A formation file, served at /formacion/descargas/archivo/<fileName>.",
  fields: (t) => ({
    id: t.exposeID("id"),
    page: t.expose("page", { type: DownloadPageEnum }),
    fileName: t.exposeString("fileName"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    mimeType: t.exposeString("mimeType"),
    size: t.exposeInt("size", { description: "Bytes." }),
  }),
});

builder.queryFields((t) => ({
  downloads: t.field({
    type: [DownloadRef],
    description: "The files of one formation downloads page, in their order.",
    authScopes: { licensed: true },
    args: { page: t.arg({ type: DownloadPageEnum, required: true }) },
    resolve: (_root, args, ctx) => downloads.listDownloads(ctx.db, args.page, ctx.lang),
  }),
  download: t.field({
    type: DownloadRef,
    nullable: true,
    description: "One formation file by its name; null when there is no such file.",
    authScopes: { licensed: true },
    args: { fileName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => downloads.findDownload(ctx.db, args.fileName, ctx.lang),
  }),
}));
