import type { CurrentUser } from "../../common/user.ts";
import { graphql, type ResultOf, sourceOf } from "./graphql.ts";

/** Exactly the current user's fields of section 7 (also what a licence assignment answers with). */
export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on CurrentUser @_unmask {
    id active email name lastName profilePhoto
    province { id name }
    type organizationCodeFilter
    ongProvince { id name }
    agentEntity admin developer eventManager licenseGenerator moderator teamPackage sponsorOrganization
    languagePermissions permissions
    licenseData { center centerEmail organization { name code } province { id name } }
    programs { id name links }
    center { id code email name province { id name } status town organization { id code name } referenceCentre }
  }
`);

/** The `me` query, run on every page load, with `needsBirthdate` beside it for the root middleware's birthday gate (decision 010). */
export const Me = graphql(`query Me { me { ...CurrentUserFields } needsBirthdate }`, [CurrentUserFields]);

/** The text the root middleware runs. */
export const ME_QUERY = sourceOf(Me);

// CurrentUser lives in common/ (the access rules read it): the type check keeps it equal to what `me` answers.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ME_MATCHES_CURRENT_USER: Same<ResultOf<typeof CurrentUserFields>, Omit<CurrentUser, "birthdayMissing">> = true;
