import type { LicenceState } from "../../../common/in-class.ts";

/** GraphQL documents and shapes of the licence generator's screen and its CSV export. */

const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const BATCH_FIELDS = "id quantity free assigned revoked organization { id code name } package { id code name } createdBy { name email } createdAt";

export const STAFF_LICENCES = /* GraphQL */ `
  query StaffLicences {
    licenceBatches { ${BATCH_FIELDS} }
    organizations { id code name }
    licencePackages { id code name programs { id name } }
  }
`;

export const GENERATE_BATCH = /* GraphQL */ `
  mutation GenerateLicenceBatch($input: GenerateLicenceBatchInput!) {
    generateLicenceBatch(input: $input) { ${RESULT} ... on MutationGenerateLicenceBatchSuccess { data { ${BATCH_FIELDS} } } }
  }
`;

export const REVOKE_CODE = /* GraphQL */ `
  mutation RevokeLicenceCode($code: String!) {
    revokeLicenceCode(code: $code) { ${RESULT} ... on MutationRevokeLicenceCodeSuccess { data { code state revokedAt } } }
  }
`;

export const BATCH_CODES = /* GraphQL */ `
  query LicenceBatchCodes($batchId: ID!) { licenceBatchCodes(batchId: $batchId) { code state assignedAt revokedAt } }
`;

export type LicenceBatch = {
  id: string;
  quantity: number;
  free: number;
  assigned: number;
  revoked: number;
  organization: { id: string; code: string; name: string };
  package: { id: string; code: string; name: string };
  createdBy: { name: string | null; email: string } | null;
  createdAt: string;
};

export type StaffLicencesData = {
  licenceBatches: LicenceBatch[];
  organizations: { id: string; code: string; name: string }[];
  licencePackages: { id: string; code: string; name: string; programs: { id: string; name: string }[] }[];
};

export type LicenceCodeRow = { code: string; state: LicenceState; assignedAt: string | null; revokedAt: string | null };

type DomainErrorShape = { __typename: "DomainError"; code: string; message: string; fields: { field: string; message: string }[] };
export type GenerateResult = DomainErrorShape | { __typename: "MutationGenerateLicenceBatchSuccess"; data: LicenceBatch };
export type RevokeResult = DomainErrorShape | { __typename: "MutationRevokeLicenceCodeSuccess"; data: { code: string; state: LicenceState; revokedAt: string | null } };

/** What the form values were, so a page posted without JavaScript keeps them. */
export type GenerateValues = { organizationId: string; packageId: string; quantity: string };
