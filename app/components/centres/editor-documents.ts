import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The reference centres' editor (server/graphql/schema/centres/centre-editor.ts). */

export const CentresForEditorsQuery = graphql(`
  query CentresForEditors($query: String, $page: Int) {
    centresForEditors(query: $query, page: $page) { items { id code name town referenceSince latitude longitude } total page pageCount }
  }
`);

export const EditableCentreQuery = graphql(`
  query EditableCentre($id: ID!) {
    editableCentre(id: $id) { id code name town referenceSince latitude longitude }
    referenceYears
  }
`);

export const SaveReferenceCentre = graphql(
  `mutation SaveReferenceCentre($id: ID!, $input: ReferenceCentreInput!) {
    saveReferenceCentre(id: $id, input: $input) {
      __typename
      ... on MutationSaveReferenceCentreSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

/**
 * The API's messages for the editor's fields (server/services/centres/centre-editor.ts), named here so that the
 * editor's page carries their texts (app/i18n/screen-texts.ts).
 */
export const EDITOR_MESSAGES = ["centres.editor.errors"] as const;
