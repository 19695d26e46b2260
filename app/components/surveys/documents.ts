import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** GraphQL documents of the open-activity survey and the staff's counts (run by their routes' loaders and actions). */

export const SurveyAnswerFields = graphql(`
  fragment SurveyAnswerFields on SurveyAnswer @_unmask { childAges classSize usedWithChildren wouldRecommend answeredAt }
`);
export type SurveyAnswerNode = ResultOf<typeof SurveyAnswerFields>;

export const ActivitySurveyQuery = graphql(
  `query ActivitySurvey($slug: String!) {
    activitySurvey(slug: $slug) { activity { id slug title } answer { ...SurveyAnswerFields } }
  }`,
  [SurveyAnswerFields],
);

export const AnswerActivitySurvey = graphql(
  `mutation AnswerActivitySurvey($activityId: ID!, $input: ActivitySurveyInput!) {
    answerActivitySurvey(activityId: $activityId, input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationAnswerActivitySurveySuccess { data { answer { ...SurveyAnswerFields } } }
    }
  }`,
  [DomainErrorFields, SurveyAnswerFields],
);

export const SurveyCountsQuery = graphql(`
  query SurveyCounts {
    surveyCounts {
      activity { id slug title }
      answers lastAnsweredAt
      childAges { option count }
      classSizes { option count }
      usedWithChildren { yes no }
      wouldRecommend { yes no }
    }
  }
`);
export type SurveyCountNode = ResultOf<typeof SurveyCountsQuery>["surveyCounts"][number];
