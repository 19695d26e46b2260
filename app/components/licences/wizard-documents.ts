import type { LicenceField, LicenceStep } from "../../../common/schemas/licence.ts";
import type { CurrentUser, Province } from "../../../common/user.ts";
import { ME_QUERY } from "../../lib/me.ts";

/** GraphQL documents and shapes of the licence wizard (run by app/routes/license-assign.tsx's loader and action). */

export type Option = { id: string; name: string };
export type OrganizationOption = { id: string; code: string; name: string };
export type CenterOption = { id: string; code: string; name: string; organization: OrganizationOption | null };
export type CodeStatus = { status: "valid" | "notValid" | "notAvailable"; organization: OrganizationOption | null; packageName: string | null };

/** Everything a step may need, in one in-process request; lists that depend on an earlier answer only once it looks like an id. */
export const LICENCE_WIZARD = /* GraphQL */ `
  query LicenceWizard($code: String!, $withCode: Boolean!, $provinceId: ID!, $withTowns: Boolean!, $townId: ID!, $withCenters: Boolean!) {
    licenceCodeStatus(code: $code) @include(if: $withCode) { status organization { id code name } packageName }
    provinces { id name }
    towns(provinceId: $provinceId) @include(if: $withTowns) { id name }
    centers(townId: $townId) @include(if: $withCenters) { id code name organization { id code name } }
    organizations { id code name }
  }
`;

export type WizardData = {
  licenceCodeStatus?: CodeStatus;
  provinces: Province[];
  towns?: Option[];
  centers?: CenterOption[];
  organizations: OrganizationOption[];
};

/** The fields of `me` (the root's query), so a successful assignment can refresh the page's user at once. */
const ME_FIELDS = ME_QUERY.slice(ME_QUERY.indexOf("me {") + "me {".length, ME_QUERY.indexOf("needsBirthdate")).trim().replace(/\}$/, "");

export const ASSIGN_LICENCE = /* GraphQL */ `
  mutation AssignLicence($input: AssignLicenceInput!) {
    assignLicence(input: $input) {
      __typename
      ... on DomainError { code message fields { field message } }
      ... on MutationAssignLicenceSuccess { data { ${ME_FIELDS} } }
    }
  }
`;

export type AssignLicenceResult =
  | { __typename: "MutationAssignLicenceSuccess"; data: CurrentUser }
  | { __typename: "DomainError"; code: string; message: string; fields: { field: string; message: string }[] };

export type WizardValues = Record<LicenceField, string>;

/** What the wizard screen shows: a step with the answers so far, their messages and the options to choose from; or the result. */
export type WizardView = {
  step: LicenceStep | "done";
  values: WizardValues;
  /** Field → i18n key of its message. */
  errors: Partial<Record<LicenceField, string>>;
  /** A message for the whole form (an unexpected failure). */
  alert: string | null;
  /** Whether the view answers a post (then the step's first field, or first error, takes the focus). */
  answered: boolean;
  code: CodeStatus | null;
  provinces: Province[];
  towns: Option[];
  centers: CenterOption[];
  organizations: OrganizationOption[];
  /** After the assignment: the user's centre and programmes. */
  result: { center: CurrentUser["center"]; programs: CurrentUser["programs"] } | null;
};
