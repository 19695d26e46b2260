/** The current user as the `me` query returns it (specification section 3). */
export type Province = { id: string; name: string };
export type Organization = { id: string; code: string; name: string };
export type CenterStatus = "REGISTERED" | "NOT_REGISTERED" | "INACTIVE";
export type UserType = "NORMAL" | "ONG" | "AGENT";

export type CurrentUser = {
  id: string;
  active: boolean;
  email: string;
  name: string | null;
  lastName: string | null;
  profilePhoto: string | null;
  province: Province | null;
  type: UserType;
  organizationCodeFilter: string | null;
  ongProvince: Province | null;
  agentEntity: string | null;
  /** The ADMIN role (section 6): it manages people and their staff roles (issue 18). */
  admin: boolean;
  developer: boolean;
  eventManager: boolean;
  licenseGenerator: boolean;
  moderator: boolean;
  teamPackage: boolean;
  sponsorOrganization: boolean;
  languagePermissions: string[];
  permissions: string[];
  licenseData: {
    center: string | null;
    centerEmail: string | null;
    organization: { name: string; code: string } | null;
    province: Province | null;
  } | null;
  programs: { id: string; name: string; links: string[] }[];
  center: {
    id: string;
    code: string;
    email: string | null;
    name: string;
    province: Province | null;
    status: CenterStatus;
    town: string | null;
    organization: Organization | null;
    /** An accredited reference centre (its teachers also open the refCenter evaluation). */
    referenceCentre: boolean;
  } | null;
  /** Server side only (not a field of `me`): the account still lacks its birthday. */
  birthdayMissing?: boolean;
};

/** Section 4: a user is licensed when active and holding at least one programme. */
export function isLicensed(user: Pick<CurrentUser, "active" | "programs"> | null): boolean {
  return !!user && user.active && user.programs.length > 0;
}

/** Section 2: the data banner shows while name, last name or province is missing. */
export function lacksPersonalData(user: Pick<CurrentUser, "name" | "lastName" | "province">): boolean {
  return !user.name || !user.lastName || !user.province;
}
