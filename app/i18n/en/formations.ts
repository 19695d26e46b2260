import type { formations as es } from "../es/formations.ts";
import type { Strings } from "../types.ts";

/** Formations opened by an access code: the access form, the formation's page and its preview for staff. */
export const formations: Strings<typeof es> = {
  access: {
    title: "Formation access",
    lead: "Type the access code you were given for your formation. You will see its sessions, material and downloads.",
    label: "Access code",
    hint: "Ten letters and numbers, for example ABCDE-23456. Upper or lower case, with or without the dash: either will do.",
    submit: "Open the formation",
  },
  errors: {
    codeRequired: "Type the access code",
    codeWrong: "The code is not correct",
    notAvailable: "This formation is not available",
    tooManyAttempts: "Too many attempts, try again in a few minutes",
    tryAgainIn_one: "Too many attempts, try again in {{count}} minute",
    tryAgainIn_other: "Too many attempts, try again in {{count}} minutes",
    otherCode: "Type another code",
  },
  view: {
    eyebrow: "Teacher training",
    sessions: "Sessions",
    noSessions: "The sessions' dates will be announced soon.",
    session: "Session {{number}}",
    date: "Date",
    time: "Time",
    timeValue: "{{time}}, Spanish mainland time",
    place: "Place",
    join: "Join the online session",
    material: "Material",
    noMaterial: "There is no material for this formation yet.",
    openLink: "Open the link",
    openLinkOf: "Open the link of “{{title}}”",
    downloads: "Downloads",
    noDownloads: "This formation has no files to download.",
    download: "Download",
    downloadFile: "Download “{{title}}” ({{type}}, {{size}})",
    another: "Open another formation",
  },
  preview: {
    banner: "Preview",
    text: "This is how teachers will see this formation when they open it with its code.",
    published: "Published: teachers can open it with the code {{code}}.",
    unpublished: "Not published: teachers who type the code {{code}} will be told it is not available.",
  },
};
