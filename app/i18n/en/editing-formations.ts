import type { formationsEditing as es } from "../es/editing-formations.ts";
import type { Strings } from "../types.ts";

/** The formations' editor (issue 18): the foundation's staff write formations for teachers. */
export const formationsEditing: Strings<typeof es> = {
  title: "Formations editor",
  lead: "Write formations for teachers in Spanish and English, give them their access code and publish them when they are ready.",
  create: "New formation",
  editTitle: "Edit formation",
  newTitle: "New formation",
  back: "Back to formations",
  created: "Formation created.",
  count_one: "{{count}} formation",
  count_other: "{{count}} formations",
  empty: "There are no formations yet.",
  columns: { title: "Title", code: "Code", state: "State", translation: "English" },
  intro: "Introduction",
  accessCode: "Access code",
  accessCodeHint:
    "Ten letters and digits in two groups, like ABCDE-23456, without 0, O, 1 or I. Leave it empty on a new formation and a random one is made. If you change it, the old code no longer opens it.",
  state: {
    legend: "Publication",
    draft: "Unpublished",
    published: "Published",
    draftHint: "Whoever types its code is told it is not available; staff can see it in the preview.",
    publishedHint: "Licensed teachers open it with its code.",
  },
  sessions: "Sessions",
  session: "Session {{number}}",
  startsAt: "Date and time (Spain's mainland time)",
  minutes: "Length in minutes",
  place: "Place",
  material: "Material",
  piece: "Material {{number}}",
  link: "Link",
  linkHint: "Optional: an address starting with https://.",
  rowsHint: "The last row is empty, to add another; save to get one more. Empty every field of a row to remove it.",
  downloads: "Downloads",
  downloadsHint:
    "The downloads pages' files the formation shows. Those it already had keep their order; new ones come after, in this list's order.",
  noDownloads: "There are no files on the downloads pages yet.",
  errors: {
    accessCode: "The code must be ten letters and digits in two groups, like ABCDE-23456, without 0, O, 1 or I.",
    accessCodeTaken: "Another formation already has this code.",
    downloads: "One of the chosen downloads no longer exists.",
    sessions:
      "Each session needs its date and time, a length of 1 to 1440 minutes and its place in Spanish; a link, if any, starts with https://.",
    material: "Each piece of material needs its title and text in Spanish; a link, if any, starts with https://.",
  },
};
