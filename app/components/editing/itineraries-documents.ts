import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The itineraries editor's operations (server/graphql/schema/in-class/itineraries-editor.ts). */

export const ItinerariesForEditorsQuery = graphql(`
  query ItinerariesForEditors($programId: ID, $age: AgeSegment) {
    itineraryEditorPrograms { id nameEs nameEn }
    itinerariesForEditors(programId: $programId, age: $age) {
      id slug nameEs nameEn age position current programId programNameEs programNameEn activityCount translated
    }
  }
`);

export const EditableItineraryQuery = graphql(`
  query EditableItinerary($id: ID!, $withItem: Boolean!) {
    itineraryEditorPrograms { id nameEs nameEn }
    editableItinerary(id: $id) @include(if: $withItem) {
      id slug programId age nameEs nameEn descriptionEs descriptionEn image online devices origin current firstYear position
      activities { id slug position nameEs nameEn minutes translated }
    }
  }
`);

export const SaveItinerary = graphql(
  `mutation SaveItinerary($id: ID, $input: ItineraryInput!, $image: File) {
    saveItinerary(id: $id, input: $input, image: $image) {
      __typename
      ... on MutationSaveItinerarySuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const ChangeItineraryActivities = graphql(
  `mutation ChangeItineraryActivities($itineraryId: ID!, $activityId: ID!, $change: ItineraryActivityChange!) {
    changeItineraryActivities(itineraryId: $itineraryId, activityId: $activityId, change: $change) {
      __typename
      ... on MutationChangeItineraryActivitiesSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

export const EditableItineraryActivityQuery = graphql(`
  query EditableItineraryActivity($itineraryId: ID!, $id: ID!, $withItem: Boolean!) {
    editableItinerary(id: $itineraryId) { id slug age nameEs nameEn }
    editableItineraryActivity(itineraryId: $itineraryId, id: $id) @include(if: $withItem) {
      id slug nameEs nameEn image projectLogo minutes withKit withMaterials withOptions withPc withPcOptions withTablet
      textsEs { summary objectives steps kit materials options pc pcOptions tablet }
      textsEn { summary objectives steps kit materials options pc pcOptions tablet }
    }
  }
`);

export const SaveItineraryActivity = graphql(
  `mutation SaveItineraryActivity($itineraryId: ID!, $id: ID, $input: ItineraryActivityInput!, $image: File, $projectLogo: File) {
    saveItineraryActivity(itineraryId: $itineraryId, id: $id, input: $input, image: $image, projectLogo: $projectLogo) {
      __typename
      ... on MutationSaveItineraryActivitySuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

/** The editor's own messages the API's refusals name (server/services/in-class/itineraries-editor.ts): its pages carry them all. */
export const ITINERARY_REFUSALS = "editing.itineraries.errors";
