import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** GraphQL documents of the evaluation's screens (run in-process by their loaders and actions). */

export const AdventureKeyFields = graphql(`
  fragment AdventureKeyFields on AdventureKey @_unmask { id stage code lang open openedAt closedAt }
`);
export type AdventureKeyNode = ResultOf<typeof AdventureKeyFields>;

export const ClassroomFields = graphql(
  `fragment ClassroomFields on Classroom @_unmask {
    id name age girls boys yearsInProgramme schoolYear createdAt evaluated stages
    keys { ...AdventureKeyFields }
  }`,
  [AdventureKeyFields],
);
export type ClassroomNode = ResultOf<typeof ClassroomFields>;

export const Classrooms = graphql(`query Classrooms { classrooms { ...ClassroomFields } }`, [ClassroomFields]);
export const ClassroomById = graphql(`query ClassroomById($id: ID!) { classroom(id: $id) { ...ClassroomFields } }`, [ClassroomFields]);

export const CreateClassroom = graphql(
  `mutation CreateClassroom($input: ClassroomInput!) {
    createClassroom(input: $input) {
      __typename
      ... on MutationCreateClassroomSuccess { data { id name } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

export const DeleteClassroom = graphql(
  `mutation DeleteClassroom($id: ID!) { deleteClassroom(id: $id) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

export const OpenAdventureKey = graphql(
  `mutation OpenAdventureKey($classroomId: ID!, $stage: EvaluationStage!, $lang: AdventureLanguage!) {
    openAdventureKey(classroomId: $classroomId, stage: $stage, lang: $lang) {
      __typename
      ... on MutationOpenAdventureKeySuccess { data { ...AdventureKeyFields } }
      ...DomainErrorFields
    }
  }`,
  [AdventureKeyFields, DomainErrorFields],
);

export const CloseAdventureKey = graphql(
  `mutation CloseAdventureKey($id: ID!) {
    closeAdventureKey(id: $id) {
      __typename
      ... on MutationCloseAdventureKeySuccess { data { ...AdventureKeyFields } }
      ...DomainErrorFields
    }
  }`,
  [AdventureKeyFields, DomainErrorFields],
);

export const ReopenAdventureKey = graphql(
  `mutation ReopenAdventureKey($id: ID!) {
    reopenAdventureKey(id: $id) {
      __typename
      ... on MutationReopenAdventureKeySuccess { data { ...AdventureKeyFields } }
      ...DomainErrorFields
    }
  }`,
  [AdventureKeyFields, DomainErrorFields],
);

export const ResetAdventureKeyGroups = graphql(
  `mutation ResetAdventureKeyGroups($id: ID!) {
    resetAdventureKeyGroups(id: $id) {
      __typename
      ... on MutationResetAdventureKeyGroupsSuccess { data { ...AdventureKeyFields } }
      ...DomainErrorFields
    }
  }`,
  [AdventureKeyFields, DomainErrorFields],
);

export const AdventureKeyCardQuery = graphql(
  `query AdventureKeyCard($id: ID!) { adventureKeyCard(id: $id) { key { ...AdventureKeyFields } classroom { id name age } } }`,
  [AdventureKeyFields],
);

/** A classroom's results, as the results page, the PDF report and the CSV read them. */
export const ClassroomResultsFields = graphql(
  `fragment ClassroomResultsFields on ClassroomResults @_unmask {
    classroom { ...ClassroomFields }
    keys {
      key { ...AdventureKeyFields }
      groups finishedGroups pupils correct incorrect level
      areas { area correct incorrect level }
    }
  }`,
  [ClassroomFields, AdventureKeyFields],
);
export type ClassroomResultsNode = ResultOf<typeof ClassroomResultsFields>;
export type KeyResultsNode = ClassroomResultsNode["keys"][number];

export const ClassroomResultsQuery = graphql(
  `query ClassroomResults($id: ID!) { classroomResults(id: $id) { ...ClassroomResultsFields } }`,
  [ClassroomResultsFields],
);
