import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The courses editor's operations (server/graphql/schema/courses/course-editor.ts). */

export const EditableCourseFields = graphql(`
  fragment EditableCourseFields on EditableCourse @_unmask {
    id slug titleEs titleEn summaryEs summaryEn image hours published
    units { id position titleEs titleEn minutes blockCount }
  }
`);

export const CoursesForEditorsQuery = graphql(`query CoursesForEditors { coursesForEditors { ...EditableCourseFields } }`, [
  EditableCourseFields,
]);

export const EditableCourseQuery = graphql(`query EditableCourse($id: ID!) { editableCourse(id: $id) { ...EditableCourseFields } }`, [
  EditableCourseFields,
]);

export const EditableCourseUnitQuery = graphql(`
  query EditableCourseUnit($id: ID!) {
    editableCourseUnit(id: $id) {
      id position titleEs titleEn minutes courseId courseTitleEs courseTitleEn
      blocks { id position type required contentEs contentEn solution explanation }
    }
  }
`);

export const SaveCourse = graphql(
  `mutation SaveCourse($id: ID, $input: CourseInput!, $image: File) {
    saveCourse(id: $id, input: $input, image: $image) {
      __typename
      ... on MutationSaveCourseSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const SaveCourseUnit = graphql(
  `mutation SaveCourseUnit($courseId: ID!, $id: ID, $input: CourseUnitInput!) {
    saveCourseUnit(courseId: $courseId, id: $id, input: $input) {
      __typename
      ... on MutationSaveCourseUnitSuccess { data { id units { id } } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const DeleteCourseUnit = graphql(
  `mutation DeleteCourseUnit($id: ID!) {
    deleteCourseUnit(id: $id) {
      __typename
      ... on MutationDeleteCourseUnitSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const MoveCourseUnit = graphql(
  `mutation MoveCourseUnit($id: ID!, $direction: MoveDirection!) {
    moveCourseUnit(id: $id, direction: $direction) {
      __typename
      ... on MutationMoveCourseUnitSuccess { data { id units { id position } } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const SaveCourseBlock = graphql(
  `mutation SaveCourseBlock($unitId: ID!, $id: ID, $input: CourseBlockInput!) {
    saveCourseBlock(unitId: $unitId, id: $id, input: $input) {
      __typename
      ... on MutationSaveCourseBlockSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const DeleteCourseBlock = graphql(
  `mutation DeleteCourseBlock($id: ID!) {
    deleteCourseBlock(id: $id) {
      __typename
      ... on MutationDeleteCourseBlockSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const MoveCourseBlock = graphql(
  `mutation MoveCourseBlock($id: ID!, $direction: MoveDirection!) {
    moveCourseBlock(id: $id, direction: $direction) {
      __typename
      ... on MutationMoveCourseBlockSuccess { data { id blocks { id position } } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

/** The catalogue of the messages the editor's operations answer with (hours, minutes, the blocks' rules): the pages carry them. */
export const COURSE_EDITOR_MESSAGES = "editing.course.errors";
