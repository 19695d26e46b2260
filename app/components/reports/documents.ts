import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The follow-up reports' documents (server/graphql/schema/reports/): the teacher's page and the staff's screen. */

export const FollowUpReportFields = graphql(`
  fragment FollowUpReportFields on FollowUpReport @_unmask {
    id code kind state issuedAt draftSavedAt sentAt
    answers {
      teacherName organisation groupName ageSegment studentCount subjects ratings { question value }
      materialsDamaged materialsDamagedWhich suggestions
    }
  }
`);
export type FollowUpReportNode = ResultOf<typeof FollowUpReportFields>;

export const FollowUpReportPage = graphql(
  `query FollowUpReportPage($code: String!) { followUpReport(code: $code) { ...FollowUpReportFields } }`,
  [FollowUpReportFields],
);

export const OpenFollowUpReport = graphql(
  `mutation OpenFollowUpReport($code: String!) {
    openFollowUpReport(code: $code) {
      __typename
      ... on MutationOpenFollowUpReportSuccess { data { code kind } }
      ... on DomainError { retryAfter }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);

export const SaveFollowUpReportDraft = graphql(
  `mutation SaveFollowUpReportDraft($code: String!, $input: FollowUpReportInput!) {
    saveFollowUpReportDraft(code: $code, input: $input) {
      __typename
      ... on MutationSaveFollowUpReportDraftSuccess { data { ...FollowUpReportFields } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields, FollowUpReportFields],
);

export const SendFollowUpReport = graphql(
  `mutation SendFollowUpReport($code: String!, $input: FollowUpReportInput!) {
    sendFollowUpReport(code: $code, input: $input) {
      __typename
      ... on MutationSendFollowUpReportSuccess { data { ...FollowUpReportFields } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields, FollowUpReportFields],
);

export const StaffReportFields = graphql(
  `fragment StaffReportFields on FollowUpReport @_unmask { ...FollowUpReportFields teacher { name email } }`,
  [FollowUpReportFields],
);
export type StaffReportNode = ResultOf<typeof StaffReportFields>;

export const StaffReports = graphql(
  `query StaffReports($kind: ReportKind, $state: ReportState, $limit: Int) {
    followUpReports(kind: $kind, state: $state, limit: $limit) { ...StaffReportFields }
  }`,
  [StaffReportFields],
);

export const IssueFollowUpReport = graphql(
  `mutation IssueFollowUpReport($email: String!, $kind: ReportKind) {
    issueFollowUpReport(email: $email, kind: $kind) {
      __typename
      ... on MutationIssueFollowUpReportSuccess { data { code kind teacher { email } } }
      ...DomainErrorFields
    }
  }`,
  [DomainErrorFields],
);
