import type { RouterContextProvider } from "react-router";
import { EUROPE_PHOTOS, EUROPE_TRAVELLERS } from "../../../../common/challenges.ts";
import { EUROPE_LIMITS, europeFileCountErrors } from "../../../../common/europe-challenge.ts";
import { fieldErrors } from "../../../../common/schemas/account.ts";
import { EuropeCentreInput, EuropeSubmissionInput, EuropeSubmissionWithCentreInput } from "../../../../common/schemas/europe-challenge.ts";
import type { FormFailure } from "../../../lib/forms.ts";
import { refusedForm, succeeded } from "../../../lib/mutation-answers.ts";
import { gql } from "../../../lib/page.server.ts";
import { PreRegisterEurope, SubmitEurope } from "./documents.ts";
import { type EuropeCentreValues, type EuropeSubmissionValues, emptyCentre } from "./europe-values.ts";

/**
 * The Europe form's posts, with or without JavaScript: the pre-registration (a plain form) and the submission
 * (multipart, with its files). Each is checked with the shared schema first (the files by count), so every field's
 * message comes at once, then sent to the API, which checks everything again and reads the files' content.
 */
export type EuropeActionResult =
  | { sent: "preregistered" | "submitted"; failure: null; centre: null; submission: null }
  | { sent: null; failure: FormFailure; centre: EuropeCentreValues | null; submission: EuropeSubmissionValues | null };

const TEXT_MAX = EUROPE_LIMITS.textMax + 100;

function reader(form: FormData) {
  return (name: string, max = 300) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
}

function readCentre(form: FormData, prefix = ""): EuropeCentreValues {
  const text = reader(form);
  return emptyCentre({
    centreName: text(`${prefix}centreName`),
    centreCode: text(`${prefix}centreCode`),
    communityId: text(`${prefix}communityId`, 10),
    town: text(`${prefix}town`),
    contactName: text(`${prefix}contactName`),
    email: text(`${prefix}email`, 320),
    phone: text(`${prefix}phone`, 40),
    students: text(`${prefix}students`, 20),
  });
}

type Status = { result: EuropeActionResult; status: number };
const refused = (
  failure: FormFailure,
  centre: EuropeCentreValues | null,
  submission: EuropeSubmissionValues | null,
  status = 400,
): Status => ({
  result: { sent: null, failure, centre, submission },
  status,
});

export async function preRegisterAction(context: Readonly<RouterContextProvider>, form: FormData): Promise<Status> {
  const centre = readCentre(form);
  const parsed = EuropeCentreInput.safeParse(centre);
  if (!parsed.success) return refused({ error: "errors.validation", fields: fieldErrors(parsed.error) }, centre, null);
  const response = await gql(context, PreRegisterEurope, { input: parsed.data });
  const answer = response.data?.preRegisterEurope;
  if (succeeded(answer)) return { result: { sent: "preregistered", failure: null, centre: null, submission: null }, status: 200 };
  const { status, failure } = refusedForm(response, answer, { answered: answer?.code === "VALIDATION" ? 400 : 409 });
  return refused(failure, centre, null, status);
}

const file = (value: FormDataEntryValue | null): File | null => (value instanceof File && value.size > 0 ? value : null);

export async function submitAction(context: Readonly<RouterContextProvider>, form: FormData, withCentre: boolean): Promise<Status> {
  const text = reader(form);
  const values: EuropeSubmissionValues = {
    centre: readCentre(form, "centre."),
    problem: text("problem", TEXT_MAX),
    solution: text("solution", TEXT_MAX),
    sustainability: text("sustainability", TEXT_MAX),
    technology: text("technology", TEXT_MAX),
    ideation: text("ideation", TEXT_MAX),
    peopleShown: text("peopleShown", 20),
    legalBases: form.get("legalBases") === "on",
    dataConsent: form.get("dataConsent") === "on",
    travellers: Array.from({ length: EUROPE_TRAVELLERS }, (_, i) => ({
      name: text(`travellers.${i}.name`),
      role: text(`travellers.${i}.role`, 20),
    })),
    travelProtocol: form.get("travelProtocol") === "on",
  };
  // Browsers send an empty, nameless file for an input left empty; one photo more than allowed is enough to refuse.
  const files = {
    video: file(form.get("video")),
    photos: form
      .getAll("photos")
      .map(file)
      .filter((f): f is File => f !== null)
      .slice(0, EUROPE_PHOTOS.max + 1),
    rightsUnder14: file(form.get("rightsUnder14")),
    rightsOver14: file(form.get("rightsOver14")),
  };
  const { centre, ...project } = values;
  const parsed = withCentre ? EuropeSubmissionWithCentreInput.safeParse(values) : EuropeSubmissionInput.safeParse(project);
  const fields = parsed.success ? {} : fieldErrors(parsed.error);
  Object.assign(
    fields,
    europeFileCountErrors(
      { video: !!files.video, photos: files.photos.length, rightsUnder14: !!files.rightsUnder14, rightsOver14: !!files.rightsOver14 },
      values.peopleShown,
    ),
  );
  if (!parsed.success || Object.keys(fields).length > 0) return refused({ error: "errors.validation", fields }, null, values);
  const response = await gql(context, SubmitEurope, { input: parsed.data, ...files });
  const answer = response.data?.submitEurope;
  if (succeeded(answer)) return { result: { sent: "submitted", failure: null, centre: null, submission: null }, status: 200 };
  const { status, failure } = refusedForm(response, answer, { answered: answer?.code === "VALIDATION" ? 400 : 409 });
  return refused(failure, null, values, status);
}
