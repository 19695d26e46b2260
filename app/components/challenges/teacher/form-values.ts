import { TEACHER_CHALLENGE_LIMITS as LIMITS, TEACHER_CONSENTS, TEACHER_MAX_ATTACHMENTS } from "../../../../common/challenges.ts";

/** The teachers' super-challenge form as posted: every text as typed, the link rows in order, the boxes ticked. */
export type TeacherLinkValues = { name: string; url: string };
export type TeacherChallengeFormValues = {
  name: string;
  lastName: string;
  role: string;
  email: string;
  candidacyName: string;
  centreName: string;
  centreCode: string;
  communityId: string;
  totalStudents: string;
  totalTeachers: string;
  candidacyTeachers: string;
  studentsBenefited: string;
  specialFeature: string;
  changeHistory: string;
  teacherImpact: string;
  studentImpact: string;
  anythingElse: string;
  attachments: TeacherLinkValues[];
  conditionsRead: boolean;
  dataConsent: boolean;
  dataUse: boolean;
  imagePermissions: boolean;
};

export const TEXT_FIELDS = [
  "name",
  "lastName",
  "role",
  "email",
  "candidacyName",
  "centreName",
  "centreCode",
  "communityId",
  "totalStudents",
  "totalTeachers",
  "candidacyTeachers",
  "studentsBenefited",
  "specialFeature",
  "changeHistory",
  "teacherImpact",
  "studentImpact",
  "anythingElse",
] as const;
export const CONSENT_FIELDS = [...TEACHER_CONSENTS, "imagePermissions"] as const;

export const EMPTY_LINK: TeacherLinkValues = { name: "", url: "" };

type Me = { name: string | null; lastName: string | null; email: string; center: { name: string; code: string } | null };

/** A new form: the account's name, surname, email and licence's centre to start with, and a few empty link rows. */
export function emptyForm(me: Me | null): TeacherChallengeFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    ...texts,
    name: me?.name ?? "",
    lastName: me?.lastName ?? "",
    email: me?.email ?? "",
    centreName: me?.center?.name ?? "",
    centreCode: me?.center?.code ?? "",
    attachments: Array.from({ length: LIMITS.initialLinkRows }, () => EMPTY_LINK),
    conditionsRead: false,
    dataConsent: false,
    dataUse: false,
    imagePermissions: false,
  };
}

/** The numbers the messages name, for every message of the form (t(key, ERROR_PARAMS)). */
export const ERROR_PARAMS = {
  nameMax: LIMITS.nameMax,
  textMax: LIMITS.textMax,
  codeMax: LIMITS.centreCodeMax,
  answerMax: LIMITS.answerMax,
  countMax: LIMITS.countMax,
  maxAttachments: TEACHER_MAX_ATTACHMENTS,
};
