/**
 * The `me` query of section 7, run on every page load (exactly the current user's fields), with
 * `needsBirthdate` beside it for the root middleware's birthday gate (decision 010).
 */
export const ME_QUERY = /* GraphQL */ `
  query Me {
    me {
      id active email name lastName profilePhoto
      province { id name }
      type organizationCodeFilter
      ongProvince { id name }
      agentEntity developer eventManager licenseGenerator moderator teamPackage sponsorOrganization
      languagePermissions permissions
      licenseData { center centerEmail organization { name code } province { id name } }
      programs { id name links }
      center { id code email name province { id name } status town organization { id code name } }
    }
    needsBirthdate
  }
`;
