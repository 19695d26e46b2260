import type { RouteName } from "./routes.ts";

/**
 * The audit log's vocabulary (issue 18, decision 039): what a staff change is called and on which kind of record, the
 * same for the services that write entries, the API that filters them and the screen that names them.
 */
export const AUDIT_ACTIONS = [
  "accountRoles",
  "accountDeactivate",
  "accountReactivate",
  "newsCreate",
  "newsUpdate",
  "centreUpdate",
  "eventCreate",
  "eventUpdate",
  "topicCreate",
  "topicUpdate",
  "programUpdate",
  "activityCreate",
  "activityUpdate",
  "courseCreate",
  "courseUpdate",
  "itineraryCreate",
  "itineraryUpdate",
  "itineraryActivityCreate",
  "itineraryActivityUpdate",
  "itineraryActivityRemove",
  "itineraryActivityMove",
  "formationCreate",
  "formationUpdate",
  "downloadCreate",
  "downloadUpdate",
  "downloadDelete",
  "faqCreate",
  "faqUpdate",
  "faqDelete",
  "faqMove",
  "dossierUpdate",
  "challengeEditionCreate",
  "challengeEditionUpdate",
  // Issue 31 (3.7): the licence back office, the bulletin, moderation and follow-up reports.
  "licenceBatchGenerate",
  "licenceCodeRevoke",
  "bulletinPostCreate",
  "bulletinPostPublish",
  "contributionPublish",
  "contributionReject",
  "followUpReportIssue",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITIES = [
  "account",
  "news",
  "centre",
  "event",
  "topic",
  "program",
  "activity",
  "course",
  "itinerary",
  "formation",
  "download",
  "faq",
  "dossier",
  "challengeEdition",
  "licenceBatch",
  "licenceCode",
  "bulletinPost",
  "contribution",
  "followUpReport",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Entries per page of the admins' list. */
export const AUDIT_PAGE_SIZE = 25;

/** The back-office screen that shows each kind of record (the log links an entry's record to it). */
export const AUDIT_ENTITY_SCREENS = {
  account: "cms-person",
  news: "cms-news-edit",
  centre: "cms-centre",
  event: "cms-events-edit",
  topic: "cms-topics-edit",
  program: "cms-programs-edit",
  activity: "cms-activities-edit",
  course: "cms-courses-edit",
  itinerary: "cms-itineraries-edit",
  formation: "cms-formations-edit",
  download: "cms-downloads-edit",
  faq: "cms-faqs",
  dossier: "cms-dossier-section",
  challengeEdition: "cms-challenge-edition",
  licenceBatch: "staff-licences",
  licenceCode: "staff-licences",
  bulletinPost: "bulletin-post",
  contribution: "moderation",
  followUpReport: "staff-reports",
} as const satisfies Record<AuditEntity, RouteName>;
