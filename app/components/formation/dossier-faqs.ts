import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The FAQ page (Spanish only, section 2) and the dossier's sections, read with the in-class rule. */
export const FaqsQuery = graphql(`query Faqs { faqs { id title items { id q a } } }`);
export const DossierSectionsQuery = graphql(`query DossierSections { dossierSections { id heading blocks subsections } }`);

/** The FAQs editor (issue 18): every group and question, drafts included. */
export const FaqsForEditorsQuery = graphql(`
  query FaqsForEditors { faqsForEditors { id slug title items { id slug question answer published } } }
`);

export const SaveFaqGroupMutation = graphql(
  `
  mutation SaveFaqGroup($id: ID, $input: FaqGroupInput!) {
    saveFaqGroup(id: $id, input: $input) { __typename ... on MutationSaveFaqGroupSuccess { data } ... on DomainError { ...DomainErrorFields } }
  }
`,
  [DomainErrorFields],
);
export const SaveFaqItemMutation = graphql(
  `
  mutation SaveFaqItem($id: ID, $input: FaqItemInput!) {
    saveFaqItem(id: $id, input: $input) { __typename ... on MutationSaveFaqItemSuccess { data } ... on DomainError { ...DomainErrorFields } }
  }
`,
  [DomainErrorFields],
);
export const DeleteFaqMutation = graphql(
  `
  mutation DeleteFaq($kind: FaqKind!, $id: ID!) {
    deleteFaq(kind: $kind, id: $id) { __typename ... on DomainError { ...DomainErrorFields } }
  }
`,
  [DomainErrorFields],
);
export const MoveFaqMutation = graphql(
  `
  mutation MoveFaq($kind: FaqKind!, $id: ID!, $direction: FaqMove!) {
    moveFaq(kind: $kind, id: $id, direction: $direction) { __typename ... on DomainError { ...DomainErrorFields } }
  }
`,
  [DomainErrorFields],
);

/** The dossier editor: its sections, one section's texts in both languages, and the save. */
export const DossierForEditorsQuery = graphql(`
  query DossierForEditors { dossierForEditors { id slug position published headingEs headingEn texts { path en } } }
`);
export const EditableDossierSectionQuery = graphql(`
  query EditableDossierSection($id: ID!) {
    editableDossierSection(id: $id) { id slug published headingEs headingEn texts { path es en } }
  }
`);
export const SaveDossierSectionMutation = graphql(
  `
  mutation SaveDossierSection($id: ID!, $input: DossierSectionInput!) {
    saveDossierSection(id: $id, input: $input) { __typename ... on DomainError { ...DomainErrorFields } }
  }
`,
  [DomainErrorFields],
);

/** Error keys only the server sends (the screen-texts scanner does not find them): the pages carry their texts. */
export const DOSSIER_FAQS_EDITOR_MESSAGES = [
  "editing.errors.required",
  "editing.errors.tooLong",
  "editing.errors.slug",
  "editing.errors.slugTaken",
  "errors.validation",
] as const;
