import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The activities editor's operations (server/graphql/schema/activities/activity-editor.ts). */

export const EditableActivityFields = graphql(`
  fragment EditableActivityFields on EditableActivity @_unmask {
    id slug titleEs titleEn summaryEs summaryEn descriptionEs descriptionEn materialsEs materialsEn stepsEs stepsEn
    tipsEs tipsEn audience ageSegments difficulty minutes category competences withKit withMaterials withPc withTablet
    access cover ratingCount ratingAverage state publishedAt updatedAt
  }
`);
export type EditableActivityNode = ResultOf<typeof EditableActivityFields>;

export const ActivitiesForEditorsQuery = graphql(`
  query ActivitiesForEditors($page: Int, $sort: ActivityEditorSort) {
    activitiesForEditors(page: $page, sort: $sort) {
      items { id slug titleEs titleEn summaryEn descriptionEn stepsEs stepsEn category state publishedAt }
      total page pageCount
    }
  }
`);

export const EditableActivityQuery = graphql(
  `query EditableActivity($id: ID!) { editableActivity(id: $id) { ...EditableActivityFields } }`,
  [EditableActivityFields],
);

export const SaveActivity = graphql(
  `mutation SaveActivity($id: ID, $input: ActivityInput!, $image: File) {
    saveActivity(id: $id, input: $input, image: $image) {
      __typename
      ... on MutationSaveActivitySuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);
