import { programKind } from "../../../services/publications/programs-editor.ts";
import { editorApi } from "../editing/kind.ts";

/** The programmes' pages editor (issue 18, decision 041; editor kit, decision 053): the foundation's staff, scope developer. */
editorApi(programKind, {
  object: "EditableProgram",
  description: "A programme's public page as its editor holds it: both languages, published or not.",
  input: "ProgramInput",
  scope: { developer: true },
  fields: (t, { id, image, ...rest }) => {
    const { position, public: isPublic, ...texts } = rest;
    return {
      id,
      code: t.exposeString("code", { description: "The licences' code of the programme (not editable)." }),
      ...texts,
      image,
      links: t.exposeStringList("links", { description: "The page's links as stored (not edited here)." }),
      position,
      public: isPublic,
    };
  },
  list: { name: "programsForEditors", description: "Every programme, with or without a public page, in their public order." },
  get: { name: "editableProgram", description: "A programme for its page's editor and preview; null when unknown." },
  save: {
    name: "saveProgram",
    description:
      "Updates a programme's public page (audited); programmes are not created here. An `image` (JPG, PNG or GIF, at most 10 MB, " +
      "stored as WebP) replaces the page's. Refusals: VALIDATION with each field's message, NOT_FOUND.",
  },
});
