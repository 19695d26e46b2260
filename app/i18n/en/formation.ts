import type { formation as es } from "../es/formation.ts";
import type { Strings } from "../types.ts";

/**
 * The formation domain: formations opened by an access code (the access form, the formation's page and its preview for
 * staff), the teacher dossier, the FAQs and the formation downloads.
 */
export const formation: Strings<typeof es> = {
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
  dossier: {
    toc: "Contents",
    backToIndex: "Back to contents",
    print: "Print the dossier",
    printHint: "The dossier prints without the site's header and footer.",
    faqsLink: "See the frequently asked questions",
  },

  faqs: {
    title: "Frequently asked questions",
    lead: "The programme teachers' most common questions, grouped by topic. Type a word to find the answer.",
    searchLabel: "Search the questions",
    searchHint: "For example: licence, kit, assessment.",
    search: "Search",
    clear: "Show all",
    topics: "Topics",
    count_one: "{{count}} question",
    count_other: "{{count}} questions",
    found_one: "{{count}} question found for “{{q}}”",
    found_other: "{{count}} questions found for “{{q}}”",
    empty: "No questions match “{{q}}”. Try other words or look in the dossier.",
    stillDoubts: "Can't find your answer?",
    stillDoubtsText: "Ask in the teachers' forum or write to us at",
  },

  downloads: {
    title: "Training downloads",
    lead: "Training material to prepare your sessions: PDF guides, spreadsheet templates and printables.",
    pages: {
      "ai-robotics": "AI and robotics",
      "pc-itineraries": "Computer itineraries",
      vr: "Virtual reality and training",
    },
    nav: "Downloads pages",
    type: "Type",
    size: "Size",
    download: "Download",
    downloadFile: "Download “{{title}}” ({{type}}, {{size}})",
    empty: "There are no files on this page yet.",
    formats: {
      pdf: "PDF",
      csv: "Spreadsheet (CSV)",
      svg: "Printable image (SVG)",
      other: "File",
    },
  },
};
