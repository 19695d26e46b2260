import { graphql, type ResultOf } from "../../lib/graphql.ts";

/** The course screens' documents (server/graphql/schema/courses/courses.ts). */

export const CourseCardFields = graphql(`
  fragment CourseCardFields on Course @_unmask {
    id slug title summary image hours unitCount
    progress { completedUnits totalUnits started completed completedAt certificateCode }
  }
`);
export type CourseCardData = ResultOf<typeof CourseCardFields>;

const UnitFields = graphql(`
  fragment UnitFields on CourseUnit @_unmask {
    id position title minutes completed
    blocks { id type required content result { correct marks answer solution explanation } }
  }
`);
export type CourseUnitData = ResultOf<typeof UnitFields>;

const RecommendationFields = graphql(
  `
  fragment RecommendationFields on CourseRecommendations @_unmask {
    courses { ...CourseCardFields }
    activities { id name image urlId itineraryUrlId age }
  }
`,
  [CourseCardFields],
);
export type RecommendationsData = ResultOf<typeof RecommendationFields>;

/** A course with the teacher's progress, its units and one unit's blocks (`position`, else where the teacher left off). */
export const CourseQuery = graphql(
  `query Course($slug: String!, $position: Int) {
    course(slug: $slug) {
      ...CourseCardFields
      progress { lastUnitId }
      units { id position title minutes completed }
      unit(position: $position) { ...UnitFields }
      recommendedCourses { ...CourseCardFields }
      recommendedActivities { id name image urlId itineraryUrlId age }
    }
  }`,
  [CourseCardFields, UnitFields],
);
export type CourseData = NonNullable<ResultOf<typeof CourseQuery>["course"]>;

export const CoursePreviewQuery = graphql(
  `query CoursePreview($id: Int!, $position: Int) {
    coursePreview(id: $id) {
      id slug title summary image hours unitCount published
      units { id position title minutes completed }
      unit(position: $position) { ...UnitFields }
    }
  }`,
  [UnitFields],
);
export type CoursePreviewData = NonNullable<ResultOf<typeof CoursePreviewQuery>["coursePreview"]>;

export const CourseUnitPreviewQuery = graphql(
  `query CourseUnitPreview($id: Int!) {
    courseUnitPreview(id: $id) {
      unit { ...UnitFields }
      course { id slug title hours published units { id position title minutes completed } }
    }
  }`,
  [UnitFields],
);

export const MyCoursesQuery = graphql(
  `query MyCourses { courses { ...CourseCardFields } courseRecommendations { ...RecommendationFields } }`,
  [CourseCardFields, RecommendationFields],
);

export const AnswerCourseBlock = graphql(`
  mutation AnswerCourseBlock($blockId: Int!, $answer: JSON!) {
    answerCourseBlock(blockId: $blockId, answer: $answer) {
      __typename
      ... on MutationAnswerCourseBlockSuccess { data { unitCompleted courseCompleted result { correct } } }
      ... on DomainError { code fields { field message } }
    }
  }
`);

export const CheckCourseBlock = graphql(`
  mutation CheckCourseBlock($blockId: Int!, $answer: JSON!) {
    checkCourseBlock(blockId: $blockId, answer: $answer) {
      __typename
      ... on MutationCheckCourseBlockSuccess { data { correct marks answer solution explanation } }
      ... on DomainError { code fields { field message } }
    }
  }
`);

export const CompleteCourseUnit = graphql(`
  mutation CompleteCourseUnit($unitId: Int!) {
    completeCourseUnit(unitId: $unitId) {
      __typename
      ... on MutationCompleteCourseUnitSuccess { data { unitCompleted courseCompleted } }
      ... on DomainError { code }
    }
  }
`);

export const OpenCourseUnit = graphql(`
  mutation OpenCourseUnit($unitId: Int!) { openCourseUnit(unitId: $unitId) { __typename } }
`);

/** The profile's courses tab: every published course with the teacher's state. */
export const ProfileCoursesQuery = graphql(`query ProfileCourses { courses { ...CourseCardFields } }`, [CourseCardFields]);
