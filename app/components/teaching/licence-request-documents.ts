import type { MutationResult } from "../../lib/password-documents.ts";

/** GraphQL documents of the licence request form and the staff list (run by loaders and actions in-process). */
const REQUEST_FIELDS = `id quantity reason managerInformed createdAt
  teachers { name courses subjects trained }
  requester { name email }
  center { name code town }`;

export const REQUEST_LICENCES = /* GraphQL */ `mutation RequestLicences($input: LicenceRequestInput!) {
  requestLicences(input: $input) {
    __typename
    ... on MutationRequestLicencesSuccess { data { ${REQUEST_FIELDS} } }
    ... on DomainError { code message fields { field message } }
  } }`;

export const LICENCE_REQUESTS = /* GraphQL */ `query LicenceRequests { licenceRequests { ${REQUEST_FIELDS} } }`;

/** A licence request as the API returns it. */
export type LicenceRequestNode = {
  id: string;
  quantity: number;
  reason: string;
  managerInformed: boolean;
  createdAt: string;
  teachers: { name: string; courses: string; subjects: string; trained: boolean }[];
  requester: { name: string | null; email: string } | null;
  center: { name: string; code: string; town: string | null } | null;
};

export type RequestLicencesResult = MutationResult & { data?: LicenceRequestNode };
