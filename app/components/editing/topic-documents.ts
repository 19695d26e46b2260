import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The in-depth topics' editor's operations (server/graphql/schema/publications/topics-editor.ts). */

export const TopicsForEditorsQuery = graphql(`
  query TopicsForEditors {
    topicsForEditors { id slug category titleEs titleEn summaryEn bodyEn position published }
  }
`);

/** A topic, and for its preview the activities its public page will show under it. */
export const EditableTopicQuery = graphql(`
  query EditableTopic($id: ID!) {
    editableTopic(id: $id) { id slug category titleEs titleEn summaryEs summaryEn bodyEs bodyEn image position published activities { slug title summary cover } }
  }
`);

export const SaveTopic = graphql(
  `mutation SaveTopic($id: ID, $input: TopicInput!, $image: File) {
    saveTopic(id: $id, input: $input, image: $image) {
      __typename
      ... on MutationSaveTopicSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);
