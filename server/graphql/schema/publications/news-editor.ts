import { newsKind } from "../../../services/publications/news-editor.ts";
import { editorApi } from "../editing/kind.ts";

/** The news editor (issue 18, decision 041; editor kit, decision 053): event managers (admins hold the flag too). */
editorApi(newsKind, {
  object: "EditableNews",
  description: "A news item as its editor holds it: both languages and its state at the product's clock.",
  page: "EditableNewsPage",
  input: "NewsInput",
  scope: { eventManager: true },
  list: { name: "newsForEditors", description: "Every news item, newest first, 25 a page." },
  get: { name: "editableNews", description: "A news item for its editor and preview; null when unknown." },
  save: {
    name: "saveNews",
    description:
      "Creates (no id) or updates a news item (audited). A new item needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
  },
});
