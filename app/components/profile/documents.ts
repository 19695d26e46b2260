import type { Gender } from "../../../common/schemas/profile.ts";
import type { CurrentUser, Province } from "../../../common/user.ts";
import type { MutationResult } from "../../lib/password-documents.ts";

/** GraphQL documents of the settings tab, the birthdate page and account deletion (run by their loaders and actions). */
const RESULT = "__typename ... on DomainError { code message fields { field message } }";

const PROFILE_FIELDS = "name lastName birthday gender notices profilePhoto province { id name }";

export const SETTINGS = /* GraphQL */ `query Settings { profile { ${PROFILE_FIELDS} } provinces { id name } }`;

export const BIRTHDATE = /* GraphQL */ `query Birthdate { profile { birthday } }`;

export const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: ProfileInput!, $image: File) {
    updateProfile(input: $input, image: $image) {
      ${RESULT}
      ... on MutationUpdateProfileSuccess { data { name lastName profilePhoto province { id name } } }
    }
  }
`;

export const SAVE_BIRTHDATE = /* GraphQL */ `mutation SaveBirthdate($birthday: String!) { saveBirthdate(birthday: $birthday) { ${RESULT} } }`;

export const DELETE_ACCOUNT = /* GraphQL */ `mutation DeleteAccount($confirm: Boolean!) { deleteAccount(confirm: $confirm) { ${RESULT} } }`;

export type Profile = {
  name: string | null;
  lastName: string | null;
  birthday: string | null;
  gender: Gender | null;
  notices: boolean;
  profilePhoto: string | null;
  province: Province | null;
};

/** On success, the fields of `me` the save may have changed. */
export type UpdateProfileResult = MutationResult & { data?: Pick<CurrentUser, "name" | "lastName" | "profilePhoto" | "province"> };

export type SettingsData = { profile: Profile; provinces: Province[] };

/** What the settings form edits, as posted (text inputs, a select, radios and a checkbox). */
export type FormValues = Pick<Profile, "gender" | "notices"> & { name: string; lastName: string; birthday: string; provinceId: string };

export function formValuesOf(profile: Profile): FormValues {
  return {
    name: profile.name ?? "",
    lastName: profile.lastName ?? "",
    birthday: profile.birthday ?? "",
    gender: profile.gender,
    provinceId: profile.province?.id ?? "",
    notices: profile.notices,
  };
}
