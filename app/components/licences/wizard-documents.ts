import type { LicenceField, LicenceStep } from "../../../common/licences.ts";
import type { CurrentUser } from "../../../common/user.ts";
import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { CurrentUserFields } from "../../lib/me.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** GraphQL documents and shapes of the licence wizard (run by app/routes/licences/licence-assign.tsx's loader and action). */

/**
 * Everything a step may need, in one in-process request; lists that depend on an earlier answer only once it looks like an id.
 * The centres offered are those the code may be assigned to (its organisation's); the town's others only tell a forged choice.
 */
export const LicenceWizard = graphql(`
  query LicenceWizard($code: String!, $withCode: Boolean!, $provinceId: ID!, $withTowns: Boolean!, $townId: ID!, $withCentres: Boolean!) {
    licenceCodeStatus(code: $code) @include(if: $withCode) { status organization { id code name } packageName }
    provinces { id name }
    towns(provinceId: $provinceId) @include(if: $withTowns) { id name }
    centres: centers(townId: $townId, licenceCode: $code) @include(if: $withCentres) { id code name organization { id code name } }
    townCentres: centers(townId: $townId) @include(if: $withCentres) { id }
    organizations { id code name }
  }
`);

export type WizardData = ResultOf<typeof LicenceWizard>;
type CodeStatus = NonNullable<WizardData["licenceCodeStatus"]>;

/** Who the user is, as saved: the last step starts from it. */
export const WizardUserType = graphql(`
  query WizardUserType { profile { type ongKind ongSector ongProvince { id name } agentKind agentEntity } }
`);

/** On success, the user's fields, so the page's user is refreshed at once. */
export const AssignLicence = graphql(
  `mutation AssignLicence($input: AssignLicenceInput!, $userType: UserTypeInput) {
    assignLicence(input: $input, userType: $userType) {
      __typename
      ...DomainErrorFields
      ... on MutationAssignLicenceSuccess { data { ...CurrentUserFields } }
    }
  }`,
  [DomainErrorFields, CurrentUserFields],
);

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
  provinces: WizardData["provinces"];
  towns: NonNullable<WizardData["towns"]>;
  centres: NonNullable<WizardData["centres"]>;
  organizations: WizardData["organizations"];
  /** After the assignment: the user's centre and programmes. */
  result: { center: CurrentUser["center"]; programs: CurrentUser["programs"] } | null;
};
