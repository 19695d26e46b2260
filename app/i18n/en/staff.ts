import type { staff as es } from "../es/staff.ts";
import type { Strings } from "../types.ts";

export const staff: Strings<typeof es> = {
  menu: "Staff area",
  title: "Staff area (CMS)",
  lead: "The foundation staff's screens your account can open.",
  content: "Follow-up and participation",
  reports: "Follow-up reports",
  surveys: "Open activities' surveys",
  teacherChallenge: "Teachers' super-challenge candidacies",
  europeChallenge: "European super-challenge entries",
  analytics: "Visit analytics",
  roles: "Licences and moderation",
  licences: "Generate licences",
  licenceRequests: "Licence requests",
  moderation: "Moderation",
  peopleSection: "People and audit log",
  people: "People and roles",
  audit: "Audit log",
  editors: "Content editors",
  news: "News editor",
  formations: "Formations",
  downloads: "Formation downloads",
};
