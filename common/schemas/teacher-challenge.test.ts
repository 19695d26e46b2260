import { describe, expect, test } from "vitest";
import { TEACHER_CHALLENGE_LIMITS as LIMITS, TEACHER_MAX_ATTACHMENTS } from "../challenges.ts";
import { fieldErrors } from "./account.ts";
import { TeacherChallengeInput } from "./teacher-challenge.ts";

/** The teachers' super-challenge form's rules (section 5), as the browser and the server both check them. */

/** A whole candidacy as the form posts it (text, "on"). */
const posted = {
  name: " Marta ",
  lastName: "Ruiz Lozano",
  role: "Jefa de estudios",
  email: "Marta@Example.org",
  candidacyName: "Robots que cuentan",
  centreName: "CEIP Las Acacias",
  centreCode: " 28012345 ",
  communityId: "13",
  totalStudents: "450",
  totalTeachers: "32",
  candidacyTeachers: "12",
  studentsBenefited: "450",
  specialFeature: "Un centro rural agrupado.",
  changeHistory: "Empezamos en 2021.",
  teacherImpact: "Formación.",
  studentImpact: "Proyectos.",
  anythingElse: "",
  attachments: [
    { name: "Vídeo", url: "https://example.org/video" },
    { name: "", url: "" },
  ],
  conditionsRead: "on",
  dataConsent: "on",
  dataUse: "on",
};
const errorsOf = (input: unknown) => {
  const result = TeacherChallengeInput.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

test("a whole candidacy reads as the API stores it: trimmed, the code upper-cased, numbers, blank rows dropped", () => {
  expect(TeacherChallengeInput.parse(posted)).toEqual({
    name: "Marta",
    lastName: "Ruiz Lozano",
    role: "Jefa de estudios",
    email: "marta@example.org",
    candidacyName: "Robots que cuentan",
    centreName: "CEIP Las Acacias",
    centreCode: "28012345",
    communityId: 13,
    totalStudents: 450,
    totalTeachers: 32,
    candidacyTeachers: 12,
    studentsBenefited: 450,
    specialFeature: "Un centro rural agrupado.",
    changeHistory: "Empezamos en 2021.",
    teacherImpact: "Formación.",
    studentImpact: "Proyectos.",
    anythingElse: null,
    attachments: [{ name: "Vídeo", url: "https://example.org/video" }],
    conditionsRead: true,
    dataConsent: true,
    dataUse: true,
    imagePermissions: false,
  });
  // The API's own types: numbers and booleans; image permissions given.
  const api = {
    ...posted,
    communityId: 13,
    totalStudents: 0,
    totalTeachers: 0,
    candidacyTeachers: 0,
    studentsBenefited: 0,
    conditionsRead: true,
    dataConsent: true,
    dataUse: true,
    imagePermissions: true,
  };
  expect(TeacherChallengeInput.parse(api)).toMatchObject({ totalStudents: 0, imagePermissions: true, centreCode: "28012345" });
});

test("nothing filled: each field's required message, and every consent", () => {
  expect(errorsOf({})).toEqual({
    name: "teacherChallenge.errors.nameRequired",
    lastName: "teacherChallenge.errors.lastNameRequired",
    role: "teacherChallenge.errors.roleRequired",
    email: "validation.emailRequired",
    candidacyName: "teacherChallenge.errors.candidacyNameRequired",
    centreName: "teacherChallenge.errors.centreNameRequired",
    centreCode: "teacherChallenge.errors.codeRequired",
    communityId: "teacherChallenge.errors.communityRequired",
    totalStudents: "teacherChallenge.errors.numberRequired",
    totalTeachers: "teacherChallenge.errors.numberRequired",
    candidacyTeachers: "teacherChallenge.errors.numberRequired",
    studentsBenefited: "teacherChallenge.errors.numberRequired",
    specialFeature: "teacherChallenge.errors.answerRequired",
    changeHistory: "teacherChallenge.errors.answerRequired",
    teacherImpact: "teacherChallenge.errors.answerRequired",
    studentImpact: "teacherChallenge.errors.answerRequired",
    attachments: "teacherChallenge.errors.attachmentsRequired",
    conditionsRead: "teacherChallenge.errors.conditionsReadRequired",
    dataConsent: "teacherChallenge.errors.dataConsentRequired",
    dataUse: "teacherChallenge.errors.dataUseRequired",
  });
});

describe("each rule on its own field", () => {
  test.each([
    ["an email that is not one", { email: "marta@" }, { email: "validation.emailInvalid" }],
    ["a code with spaces inside", { centreCode: "28 012" }, { centreCode: "teacherChallenge.errors.codeInvalid" }],
    ["a code too long", { centreCode: "X".repeat(LIMITS.centreCodeMax + 1) }, { centreCode: "teacherChallenge.errors.codeTooLong" }],
    ["a community that is no id", { communityId: "Madrid" }, { communityId: "teacherChallenge.errors.communityRequired" }],
    ["a negative count", { totalStudents: "-3" }, { totalStudents: "teacherChallenge.errors.numberWhole" }],
    ["a count with decimals", { totalTeachers: "2.5", candidacyTeachers: "1" }, { totalTeachers: "teacherChallenge.errors.numberWhole" }],
    ["a count in words", { studentsBenefited: "muchos" }, { studentsBenefited: "teacherChallenge.errors.numberWhole" }],
    [
      "a count beyond any centre",
      { totalStudents: String(LIMITS.countMax + 1) },
      { totalStudents: "teacherChallenge.errors.numberTooLarge" },
    ],
    [
      "more teachers in the candidacy than in the centre",
      { candidacyTeachers: "33" },
      { candidacyTeachers: "teacherChallenge.errors.candidacyTeachersOverTotal" },
    ],
    [
      "more students benefited than in the centre",
      { studentsBenefited: "451" },
      { studentsBenefited: "teacherChallenge.errors.studentsBenefitedOverTotal" },
    ],
    ["an answer too long", { changeHistory: "a".repeat(LIMITS.answerMax + 1) }, { changeHistory: "teacherChallenge.errors.answerTooLong" }],
    [
      "anything else too long",
      { anythingElse: "a".repeat(LIMITS.answerMax + 1) },
      { anythingElse: "teacherChallenge.errors.answerTooLong" },
    ],
    ["a name too long", { name: "a".repeat(LIMITS.nameMax + 1) }, { name: "teacherChallenge.errors.nameTooLong" }],
    ["a role too long", { role: "a".repeat(LIMITS.textMax + 1) }, { role: "teacherChallenge.errors.textTooLong" }],
    [
      "a link's name too long",
      { attachments: [{ name: "a".repeat(LIMITS.textMax + 1), url: "https://example.org" }] },
      { "attachments.0.name": "teacherChallenge.errors.textTooLong" },
    ],
    [
      "a link without its name",
      { attachments: [{ name: "", url: "https://example.org/a" }] },
      { "attachments.0.name": "teacherChallenge.errors.linkNameRequired" },
    ],
    [
      "a name without its link",
      {
        attachments: [
          { name: "", url: "" },
          { name: "Fotos", url: " " },
        ],
      },
      { "attachments.1.url": "teacherChallenge.errors.linkRequired" },
    ],
    [
      "a link that is no web address",
      { attachments: [{ name: "Fotos", url: "javascript:alert(1)" }] },
      { "attachments.0.url": "teacherChallenge.errors.linkInvalid" },
    ],
    [
      "a link without a host",
      { attachments: [{ name: "Fotos", url: "https://" }] },
      { "attachments.0.url": "teacherChallenge.errors.linkInvalid" },
    ],
    [
      "only blank rows",
      {
        attachments: [
          { name: "", url: "" },
          { name: " ", url: "" },
        ],
      },
      { attachments: "teacherChallenge.errors.attachmentsRequired" },
    ],
    ["no list at all", { attachments: "https://example.org" }, { attachments: "teacherChallenge.errors.attachmentsRequired" }],
    [
      "more links than allowed",
      {
        attachments: Array.from({ length: TEACHER_MAX_ATTACHMENTS + 1 }, (_, i) => ({
          name: `Enlace ${i}`,
          url: `https://example.org/${i}`,
        })),
      },
      { attachments: "teacherChallenge.errors.attachmentsTooMany" },
    ],
    ["a consent not ticked", { dataUse: "" }, { dataUse: "teacherChallenge.errors.dataUseRequired" }],
    ["a consent sent as false", { conditionsRead: false }, { conditionsRead: "teacherChallenge.errors.conditionsReadRequired" }],
  ])("%s", (_, change, expected) => {
    expect(errorsOf({ ...posted, ...change })).toEqual(expected);
  });
});

test("the counts' bounds are told beside other fields' messages", () => {
  expect(errorsOf({ ...posted, name: "", candidacyTeachers: "40" })).toEqual({
    name: "teacherChallenge.errors.nameRequired",
    candidacyTeachers: "teacherChallenge.errors.candidacyTeachersOverTotal",
  });
  // A bound is not judged while one of its two counts is itself refused.
  expect(errorsOf({ ...posted, totalTeachers: "", candidacyTeachers: "40" })).toEqual({
    totalTeachers: "teacherChallenge.errors.numberRequired",
  });
});
