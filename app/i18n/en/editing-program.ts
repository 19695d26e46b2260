import type { programEditing as es } from "../es/editing-program.ts";
import type { Strings } from "../types.ts";

/** The programmes' pages editor (issue 18): the foundation's staff write each programme's public page. */
export const programEditing: Strings<typeof es> = {
  title: "Programme pages",
  lead: "Write each programme's public page in Spanish and English and decide whether it is published. Programmes are created with the licences: only their page is edited here.",
  editTitle: "Edit programme page",
  back: "Back to the programmes",
  count_one: "{{count}} programme",
  count_other: "{{count}} programmes",
  empty: "There are no programmes yet.",
  columns: { name: "Programme", code: "Code", position: "Order", state: "Page", translation: "English" },
  code: "Licence code: {{code}}",
  translated: "Translated",
  untranslated: "Not translated",
  labels: { name: "Name" },
  slugHint:
    "Lower-case letters and numbers, with hyphens between words; required to publish the page. If you change it, the old address will still lead here.",
  textsHint: "The Spanish summary and text are required to publish the page.",
  positionHint: "Programmes are shown from the lowest number to the highest.",
  image: "Page image (optional)",
  state: {
    legend: "Public page",
    draft: "Draft",
    published: "Published",
    draftHint: "The programme has no public page; only the team sees it in the preview.",
    publishedHint: "Everyone sees the programme's page from now on.",
  },
  previewBanner: "Preview: this is how the public will see the page.",
  previewState: {
    draft: "It is a draft: the public does not see this page yet.",
    published: "It is published.",
  },
};
