import { graphql, type ResultOf } from "../../../lib/graphql.ts";
import { DomainErrorFields } from "../../../lib/mutation-answers.ts";

/** GraphQL documents of the teachers' super-challenge: its page, the form, the candidacy sent, the staff's list and CSV. */

export const TeacherChallengeEntryFields = graphql(`
  fragment TeacherChallengeEntryFields on TeacherChallengeEntry @_unmask {
    id name lastName role email candidacyName centreName centreCode community { id name }
    totalStudents totalTeachers candidacyTeachers studentsBenefited
    specialFeature changeHistory teacherImpact studentImpact anythingElse
    attachments { name url } imagePermissions createdAt
  }
`);
export type TeacherChallengeEntryNode = ResultOf<typeof TeacherChallengeEntryFields>;

export const TeacherChallengePageQuery = graphql(`
  query TeacherChallengePage { teacherChallenge { edition stage opensAt closesAt deadline winners places } }
`);

export const TeacherChallengeFormQuery = graphql(
  `query TeacherChallengeForm {
    teacherChallenge { edition stage opensAt closesAt maxAttachments communities { id name } myEntry { ...TeacherChallengeEntryFields } }
  }`,
  [TeacherChallengeEntryFields],
);
export type TeacherChallengeFormData = ResultOf<typeof TeacherChallengeFormQuery>["teacherChallenge"];

export const ApplyTeacherChallenge = graphql(
  `mutation ApplyTeacherChallenge($input: TeacherChallengeInput!) {
    applyTeacherChallenge(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationApplyTeacherChallengeSuccess { data { ...TeacherChallengeEntryFields } }
    }
  }`,
  [DomainErrorFields, TeacherChallengeEntryFields],
);

export const StaffTeacherChallengeQuery = graphql(
  `query StaffTeacherChallenge($page: Int, $pageSize: Int) {
    teacherChallenge { edition }
    teacherChallengeEntries(page: $page, pageSize: $pageSize) { total page pageCount items { ...TeacherChallengeEntryFields } }
  }`,
  [TeacherChallengeEntryFields],
);
