import { EUROPE_PHOTOS, type EuropeEditionRules, type EuropeStage } from "./challenges.ts";

/**
 * The Europe super-challenge's form (sections 3, 5 and 9; decision 035): what the page, the form's checks in the
 * browser and the server share beyond the editions themselves (common/challenges.ts).
 */

/** "People appear in the video or photos?": no faces are shown, or the image permissions are held. */
export const EUROPE_PEOPLE_SHOWN = ["noFaces", "permissions"] as const;
export type EuropePeopleShown = (typeof EUROPE_PEOPLE_SHOWN)[number];

export const EUROPE_TRAVELLER_ROLES = ["student", "teacher"] as const;
export type EuropeTravellerRole = (typeof EUROPE_TRAVELLER_ROLES)[number];

/** The project's five questions (section 3), in the form's order. */
export const EUROPE_PROJECT_FIELDS = ["problem", "solution", "sustainability", "technology", "ideation"] as const;
export type EuropeProjectField = (typeof EUROPE_PROJECT_FIELDS)[number];

export const EUROPE_LIMITS = {
  /** Each of the project's answers. */
  textMax: 3000,
  /** A centre's or a person's name, a town. */
  nameMax: 150,
  /** A centre code as the education authorities write it (8 digits in most regions); kept upper-cased. */
  centreCodeMax: 20,
  phoneMax: 20,
  studentsMax: 100_000,
} as const;

/** The kinds of a submitted entry's files, as stored (europe_challenge_files.kind). */
export const EUROPE_FILE_KINDS = ["video", "photo", "rightsUnder14", "rightsOver14"] as const;
export type EuropeFileKind = (typeof EUROPE_FILE_KINDS)[number];

/** One video, the photos, one image-rights document for each age group (a PDF may hold every signed form). */
export const EUROPE_MAX_FILES = 1 + EUROPE_PHOTOS.max + 2;

/** What each file input accepts (the browser's filter; the server judges by content). */
export const EUROPE_ACCEPT = {
  video: ".mp4,.avi,video/mp4,video/x-msvideo",
  photo: ".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif",
  document: ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png",
} as const;

const EXTENSIONS = {
  video: new Set(["mp4", "avi"]),
  photo: new Set(["jpg", "jpeg", "png", "gif"]),
  document: new Set(["pdf", "jpg", "jpeg", "png"]),
} as const;

/** The browser's check of a chosen file, by name and size only (the server reads the content). */
export function europeFileError(
  kind: keyof typeof EXTENSIONS,
  file: { name: string; size: number },
  maxBytes: number,
): "files.tooLarge" | "files.formatInvalid" | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!file.name.includes(".") || !EXTENSIONS[kind].has(extension)) return "files.formatInvalid";
  if (file.size > maxBytes) return "files.tooLarge";
  return null;
}

/** What was chosen for each file input: whether a video and each rights document came, how many photos. */
export type EuropeFileCounts = { video: boolean; photos: number; rightsUnder14: boolean; rightsOver14: boolean };

/**
 * The file rules that need no content (section 5): a video, 3 to 5 photos, both image-rights documents when
 * people appear with permissions. Messages (i18n keys) by field; the browser, the form's action and the API
 * apply the same.
 */
export function europeFileCountErrors(counts: EuropeFileCounts, peopleShown: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!counts.video) fields.video = "europeChallenge.errors.videoRequired";
  if (counts.photos < EUROPE_PHOTOS.min || counts.photos > EUROPE_PHOTOS.max) fields.photos = "europeChallenge.errors.photosCount";
  if (peopleShown === "permissions") {
    if (!counts.rightsUnder14) fields.rightsUnder14 = "europeChallenge.errors.rightsRequired";
    if (!counts.rightsOver14) fields.rightsOver14 = "europeChallenge.errors.rightsRequired";
  }
  return fields;
}

/** A stage of an edition's timeline, with where it stands now. */
export type EuropeTimelineStage = {
  stage: Exclude<EuropeStage, "comingSoon" | "closed">;
  opensAt: string;
  /** The first instant after it. */
  closesAt: string;
  /** Its last day (Madrid's calendar). */
  deadline: string;
  status: "closed" | "open" | "comingSoon";
};

/** An edition's stages in order (pre-registration where it has one, then submission), each closed, open now or coming soon. */
export function europeTimeline(rules: EuropeEditionRules, now: Date): EuropeTimelineStage[] {
  const status = (opensAt: string, closesAt: string) =>
    now < new Date(opensAt) ? "comingSoon" : now < new Date(closesAt) ? "open" : "closed";
  const stages: EuropeTimelineStage[] = [];
  let submissionOpens = rules.opensAt;
  if (rules.preRegistrationClosesAt && rules.preRegistrationDeadline) {
    stages.push({
      stage: "preRegistration",
      opensAt: rules.opensAt,
      closesAt: rules.preRegistrationClosesAt,
      deadline: rules.preRegistrationDeadline,
      status: status(rules.opensAt, rules.preRegistrationClosesAt),
    });
    submissionOpens = rules.preRegistrationClosesAt;
  }
  stages.push({
    stage: "submission",
    opensAt: submissionOpens,
    closesAt: rules.closesAt,
    deadline: rules.deadline,
    status: status(submissionOpens, rules.closesAt),
  });
  return stages;
}

/** The editions other than `edition`, oldest first (`editions`: every edition, oldest first). */
export function otherEuropeEditions(editions: readonly EuropeEditionRules[], edition: EuropeEditionRules): EuropeEditionRules[] {
  return editions.filter((e) => e.edition !== edition.edition);
}

/** A centre code as entries are keyed by it (decision 035): as typed, trimmed and upper-cased. */
export function normaliseCentreCode(code: string): string {
  return code.trim().toUpperCase();
}
