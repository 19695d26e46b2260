import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The super-challenges' editions editor's operations (server/graphql/schema/challenges/challenge-edition-editor.ts). */

export const ChallengeEditionsForEditorsQuery = graphql(`
  query ChallengeEditionsForEditors { challengeEditionsForEditors { id kind edition stage opensAt preRegistrationDeadline deadline winners places videoMaxSeconds prizeEuros finalists audience } }
`);

export const EditableChallengeEditionQuery = graphql(`
  query EditableChallengeEdition($id: ID!) {
    editableChallengeEdition(id: $id) { id kind edition stage opensAt preRegistrationDeadline deadline winners places videoMaxSeconds prizeEuros finalists audience }
  }
`);

export const NextChallengeEditionQuery = graphql(`
  query NextChallengeEdition($kind: ChallengeKind!) {
    nextChallengeEdition(kind: $kind) { edition opensAt preRegistrationDeadline deadline winners places videoMaxSeconds prizeEuros finalists audience }
  }
`);

export const SaveChallengeEdition = graphql(
  `mutation SaveChallengeEdition($id: ID, $input: ChallengeEditionInput!) {
    saveChallengeEdition(id: $id, input: $input) {
      __typename
      ... on MutationSaveChallengeEditionSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

/**
 * The API's messages for this editor's fields (server/services/challenges/challenge-editions.ts), named here so that
 * the editor's pages carry their texts (app/i18n/screen-texts.ts).
 */
export const EDITOR_MESSAGES = ["editing.challenge.errors"] as const;
