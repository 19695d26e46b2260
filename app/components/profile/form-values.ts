import type { Profile } from "./documents.ts";

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
