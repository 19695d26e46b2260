import { graphql, type ResultOf } from "../../../lib/graphql.ts";
import { DomainErrorFields } from "../../../lib/mutation-answers.ts";

/** The Europe super-challenge's documents (server/graphql/schema/challenges/europe-challenge.ts): its page, its form, the staff's screens. */

export const EuropeEditionFields = graphql(`
  fragment EuropeEditionFields on EuropeEdition @_unmask {
    edition stage opensAt deadline preRegistrationDeadline videoMaxSeconds photosMin photosMax travellers minStudentTravellers
    prizeEuros finalists audience
    stages { stage opensAt closesAt deadline status }
  }
`);
export type EuropeEditionNode = ResultOf<typeof EuropeEditionFields>;

export const EuropeEntryFields = graphql(`
  fragment EuropeEntryFields on EuropeEntry @_unmask {
    id edition state centreName centreCode community town students preregisteredAt submittedAt mine
  }
`);
export type EuropeEntryNode = ResultOf<typeof EuropeEntryFields>;

export const EuropeChallengePage = graphql(
  `query EuropeChallengePage {
    europeChallenge {
      edition { ...EuropeEditionFields }
      otherEditions { edition deadline videoMaxSeconds prizeEuros finalists }
      entry { ...EuropeEntryFields }
    }
  }`,
  [EuropeEditionFields, EuropeEntryFields],
);

export const EuropeChallengeForm = graphql(
  `query EuropeChallengeForm {
    europeChallenge {
      edition { ...EuropeEditionFields }
      entry { ...EuropeEntryFields }
      communities { id name }
    }
  }`,
  [EuropeEditionFields, EuropeEntryFields],
);
export type EuropeFormData = ResultOf<typeof EuropeChallengeForm>["europeChallenge"];

export const PreRegisterEurope = graphql(
  `mutation PreRegisterEurope($input: EuropeCentreInput!) {
    preRegisterEurope(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationPreRegisterEuropeSuccess { data { ...EuropeEntryFields } }
    }
  }`,
  [DomainErrorFields, EuropeEntryFields],
);

export const SubmitEurope = graphql(
  `mutation SubmitEurope($input: EuropeSubmissionInput!, $video: File, $photos: [File!], $rightsUnder14: File, $rightsOver14: File) {
    submitEurope(input: $input, video: $video, photos: $photos, rightsUnder14: $rightsUnder14, rightsOver14: $rightsOver14) {
      __typename
      ...DomainErrorFields
      ... on MutationSubmitEuropeSuccess { data { ...EuropeEntryFields } }
    }
  }`,
  [DomainErrorFields, EuropeEntryFields],
);

export const EuropeStaffEntries = graphql(`
  query EuropeStaffEntries($edition: String) {
    europeChallengeEntries(edition: $edition) {
      id edition state senderEmail preRegisteredByEmail submittedByEmail centreName centreCode community town contactName email phone students
      problem solution sustainability technology ideation peopleShown travelProtocol
      travellers { name role }
      preregisteredAt submittedAt createdAt
      files { id kind fileName contentType bytes durationSeconds }
    }
    challengeEditionsForEditors { kind edition }
  }
`);
export type EuropeStaffEntryNode = ResultOf<typeof EuropeStaffEntries>["europeChallengeEntries"][number];

export const EuropeFileDownload = graphql(`
  query EuropeFileDownload($id: ID!) { europeChallengeFile(id: $id) { storageKey fileName contentType bytes } }
`);
