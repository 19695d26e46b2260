import type { downloadsEditing as es } from "../es/editing-downloads.ts";
import type { Strings } from "../types.ts";

/** The downloads pages' editor (issue 18): the foundation's staff add, describe, order and remove the files. */
export const downloadsEditing: Strings<typeof es> = {
  title: "Formation downloads editor",
  lead: "The files of the three downloads pages: upload them, write their title and description in both languages and order them.",
  create: "New download",
  editTitle: "Edit download",
  newTitle: "New download",
  back: "Back to downloads",
  created: "Download added.",
  deleted: "Download removed, with its file.",
  count_one: "{{count}} file",
  count_other: "{{count}} files",
  empty: "This page has no files.",
  pages: { "ai-robotics": "AI and robotics", "pc-itineraries": "PC itineraries", vr: "Virtual reality and formation" },
  columns: { position: "Order", title: "Title", file: "File", size: "Size", translation: "English" },
  description: "Description",
  file: "File",
  fileHint:
    "A PDF, CSV or SVG of at most 10 MB. Its name in the address is taken from the file and never changes: to replace it, remove the download and add it again.",
  fileCurrent: "File: {{name}} ({{size}})",
  open: "Download the file",
  position: "Order on the page",
  positionHint: "Lower numbers come first.",
  remove: "Remove the download",
  removeHint: "Its file is deleted too; formations that listed it no longer show it.",
  errors: {
    fileRequired: "Choose the file.",
    fileFormat: "The file must be a PDF, a CSV sheet or an SVG image without scripts.",
    position: "Write a whole number between 0 and 9999.",
  },
};
