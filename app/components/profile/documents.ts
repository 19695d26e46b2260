import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";
import { LinkedAccountFields } from "../social/documents.ts";

/** GraphQL documents of the profile's settings tab (run by app/routes/profile/profile.tsx's loader and action). */

export const SettingsQuery = graphql(
  `query Settings {
    profile {
      name lastName birthday gender notices profilePhoto province { id name }
      type ongKind ongSector ongProvince { id name } agentKind agentEntity
    }
    provinces { id name }
    linkedAccounts { ...LinkedAccountFields }
  }`,
  [LinkedAccountFields],
);
export type SettingsData = ResultOf<typeof SettingsQuery>;
export type Profile = SettingsData["profile"];

/** On success, the fields of `me` the save may have changed. */
export const UpdateProfile = graphql(
  `mutation UpdateProfile($input: ProfileInput!, $image: File) {
    updateProfile(input: $input, image: $image) {
      __typename
      ...DomainErrorFields
      ... on MutationUpdateProfileSuccess { data { name lastName profilePhoto province { id name } } }
    }
  }`,
  [DomainErrorFields],
);

/** Who the user is (the professional block); on success, what `me` carries of it. */
export const UpdateUserType = graphql(
  `mutation UpdateUserType($input: UserTypeInput!) {
    updateUserType(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationUpdateUserTypeSuccess { data { type ongProvince { id name } agentEntity } }
    }
  }`,
  [DomainErrorFields],
);
