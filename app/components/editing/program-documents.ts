import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The programmes' pages editor's operations (server/graphql/schema/publications/programs-editor.ts). */

export const ProgramsForEditorsQuery = graphql(`
  query ProgramsForEditors {
    programsForEditors { id code slug nameEs nameEn summaryEn bodyEn position public }
  }
`);

export const EditableProgramQuery = graphql(`
  query EditableProgram($id: ID!) {
    editableProgram(id: $id) { id code slug nameEs nameEn summaryEs summaryEn bodyEs bodyEn image links position public }
  }
`);

/** The preview: the programme, and the public names its page's links are called by. */
export const ProgramPreviewQuery = graphql(`
  query ProgramPreview($id: ID!) {
    editableProgram(id: $id) { id code slug nameEs nameEn summaryEs summaryEn bodyEs bodyEn image links position public }
    programPages { slug name }
    topics { slug title }
  }
`);

export const SaveProgram = graphql(
  `mutation SaveProgram($id: ID!, $input: ProgramInput!, $image: File) {
    saveProgram(id: $id, input: $input, image: $image) {
      __typename
      ... on MutationSaveProgramSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);
