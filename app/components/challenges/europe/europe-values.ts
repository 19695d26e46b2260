import { EUROPE_TRAVELLERS } from "../../../../common/challenges.ts";

/** The Europe forms as posted (texts as typed, "" while nothing is chosen), kept to fill the form again after a refusal. */

export type EuropeCentreValues = {
  centreName: string;
  centreCode: string;
  communityId: string;
  town: string;
  contactName: string;
  email: string;
  phone: string;
  students: string;
};

export type EuropeSubmissionValues = {
  centre: EuropeCentreValues;
  problem: string;
  solution: string;
  sustainability: string;
  technology: string;
  ideation: string;
  peopleShown: string;
  legalBases: boolean;
  dataConsent: boolean;
  travellers: { name: string; role: string }[];
  travelProtocol: boolean;
};

export const emptyCentre = (prefill: Partial<EuropeCentreValues> = {}): EuropeCentreValues => ({
  centreName: "",
  centreCode: "",
  communityId: "",
  town: "",
  contactName: "",
  email: "",
  phone: "",
  students: "",
  ...prefill,
});

export const emptySubmission = (centre: EuropeCentreValues): EuropeSubmissionValues => ({
  centre,
  problem: "",
  solution: "",
  sustainability: "",
  technology: "",
  ideation: "",
  peopleShown: "",
  legalBases: false,
  dataConsent: false,
  travelProtocol: false,
  travellers: Array.from({ length: EUROPE_TRAVELLERS }, () => ({ name: "", role: "" })),
});
