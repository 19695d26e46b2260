import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The formations' and downloads' editors' operations (server/graphql/schema/formation/*-editor.ts). */

export const FormationsForEditorsQuery = graphql(`
  query FormationsForEditors { formationsForEditors { id accessCode published titleEs titleEn introEn } }
`);

export const EditableFormationQuery = graphql(`
  query EditableFormation($id: ID!) { editableFormation(id: $id) {
      id accessCode published titleEs titleEn introEs introEn downloadIds
      materialEs { title text link } materialEn { title text link } sessions { startsAt minutes placeEs placeEn link }
    } }
`);

export const SaveFormation = graphql(
  `mutation SaveFormation($id: ID, $input: FormationInput!) {
    saveFormation(id: $id, input: $input) {
      __typename
      ... on MutationSaveFormationSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const DownloadsForEditorsQuery = graphql(`
  query DownloadsForEditors { downloadsForEditors { id page fileName titleEs titleEn descriptionEn size position } }
`);

export const EditableDownloadQuery = graphql(`
  query EditableDownload($id: ID!) {
    editableDownload(id: $id) { id page fileName titleEs titleEn descriptionEs descriptionEn mimeType size position }
  }
`);

export const SaveDownload = graphql(
  `mutation SaveDownload($id: ID, $input: DownloadInput!, $file: File) {
    saveDownload(id: $id, input: $input, file: $file) {
      __typename
      ... on MutationSaveDownloadSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const DeleteDownload = graphql(
  `mutation DeleteDownload($id: ID!) {
    deleteDownload(id: $id) {
      __typename
      ... on MutationDeleteDownloadSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

/**
 * The API's messages for these editors' fields (server/services/formation/*-editor.ts), named here so that the
 * editors' pages carry their texts (app/i18n/screen-texts.ts).
 */
export const EDITOR_MESSAGES = ["editing.formations.errors", "editing.downloads.errors", "files.tooLarge"] as const;
