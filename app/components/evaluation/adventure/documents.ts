import { graphql } from "../../../lib/graphql.ts";
import { DomainErrorFields } from "../../../lib/mutation-answers.ts";

/** The adventure screen's documents (issue 15): the key with the device's group, starting a group, an answer. */

const GroupFields = graphql(`
  fragment AdventureGroupFields on AdventureGroup @_unmask {
    ref animal number pupils answered questionCount finished
    question { id number type content }
    ahead { id number type content }
  }
`);

export const AdventurePage = graphql(
  `query AdventurePage($code: String!, $token: String) {
    adventure(code: $code, token: $token) { code lang open questionCount group { ...AdventureGroupFields } }
  }`,
  [GroupFields],
);

export const StartAdventure = graphql(
  `mutation StartAdventure($code: String!, $animal: AdventureAnimal, $number: Int, $pupils: Int!) {
    startAdventure(code: $code, animal: $animal, number: $number, pupils: $pupils) {
      __typename
      ... on MutationStartAdventureSuccess { data { token } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

export const AnswerAdventure = graphql(
  `mutation AnswerAdventure($token: String!, $questionId: String!, $answer: JSON!) {
    answerAdventure(token: $token, questionId: $questionId, answer: $answer) {
      __typename
      ... on MutationAnswerAdventureSuccess { data { answered } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);
