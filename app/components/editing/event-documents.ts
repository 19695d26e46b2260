import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The events editor's operations (server/graphql/schema/publications/event-editor.ts). */

export const EventsForEditorsQuery = graphql(`
  query EventsForEditors($page: Int) {
    eventsForEditors(page: $page) { items { id slug type titleEs titleEn summaryEn bodyEn placeEn startsAt state publishedAt } total page pageCount }
  }
`);

export const EditableEventQuery = graphql(`
  query EditableEvent($id: ID!) {
    editableEvent(id: $id) { id slug type titleEs titleEn summaryEs summaryEn bodyEs bodyEn placeEs placeEn startsAt endsAt url image state publishedAt }
  }
`);

export const SaveEvent = graphql(
  `mutation SaveEvent($id: ID, $input: EventInput!, $image: File) {
    saveEvent(id: $id, input: $input, image: $image) {
      __typename
      ... on MutationSaveEventSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);

/** The API's refusals of an event's own (an end before its start), named so that its editor's page carries their texts. */
export const EVENT_MESSAGES = ["editing.event.errors"] as const;
