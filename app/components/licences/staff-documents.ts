import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** GraphQL documents and shapes of the licence generator's screen and its CSV export (server/graphql/schema/licences/licences.ts). */

export const LicenceBatchFields = graphql(`
  fragment LicenceBatchFields on LicenceBatch @_unmask {
    id quantity free assigned revoked organization { id code name } package { id code name } createdBy { name email } createdAt
  }
`);
export type LicenceBatch = ResultOf<typeof LicenceBatchFields>;

export const StaffLicences = graphql(
  `query StaffLicences {
    licenceBatches { ...LicenceBatchFields }
    organizations { id code name }
    licencePackages { id code name programs { id name } }
  }`,
  [LicenceBatchFields],
);
export type StaffLicencesData = ResultOf<typeof StaffLicences>;

export const GenerateLicenceBatch = graphql(
  `mutation GenerateLicenceBatch($input: GenerateLicenceBatchInput!) {
    generateLicenceBatch(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationGenerateLicenceBatchSuccess { data { ...LicenceBatchFields } }
    }
  }`,
  [DomainErrorFields, LicenceBatchFields],
);

export const RevokeLicenceCode = graphql(
  `mutation RevokeLicenceCode($code: String!) {
    revokeLicenceCode(code: $code) {
      __typename
      ...DomainErrorFields
      ... on MutationRevokeLicenceCodeSuccess { data { code state revokedAt } }
    }
  }`,
  [DomainErrorFields],
);

export const LicenceBatchCodes = graphql(`
  query LicenceBatchCodes($batchId: ID!) { licenceBatchCodes(batchId: $batchId) { code state assignedAt revokedAt } }
`);
export type LicenceCodeRow = NonNullable<ResultOf<typeof LicenceBatchCodes>["licenceBatchCodes"]>[number];

/** What the form values were, so a page posted without JavaScript keeps them. */
export type GenerateValues = { organizationId: string; packageId: string; quantity: string };
