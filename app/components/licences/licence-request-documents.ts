import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** GraphQL documents of the licence request form and the staff list (run by loaders and actions in-process). */

export const LicenceRequestFields = graphql(`
  fragment LicenceRequestFields on LicenceRequest @_unmask {
    id quantity reason managerInformed createdAt
    teachers { name courses subjects trained }
    requester { name email }
    center { name code town }
  }
`);
/** A licence request as the API returns it. */
export type LicenceRequestNode = ResultOf<typeof LicenceRequestFields>;

export const RequestLicences = graphql(
  `mutation RequestLicences($input: LicenceRequestInput!) {
    requestLicences(input: $input) {
      __typename
      ... on MutationRequestLicencesSuccess { data { ...LicenceRequestFields } }
      ...DomainErrorFields
    }
  }`,
  [LicenceRequestFields, DomainErrorFields],
);
