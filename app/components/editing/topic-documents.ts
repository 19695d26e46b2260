import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The in-depth topics' editor's operations (server/graphql/schema/publications/topics-editor.ts). */

export const EditableTopicFields = graphql(`
  fragment EditableTopicFields on EditableTopic @_unmask {
    id slug category titleEs titleEn summaryEs summaryEn bodyEs bodyEn image position published
  }
`);
export type EditableTopicNode = ResultOf<typeof EditableTopicFields>;

export const TopicsForEditorsQuery = graphql(`
  query TopicsForEditors {
    topicsForEditors { id slug category titleEs titleEn summaryEn bodyEn position published }
  }
`);

export const EditableTopicQuery = graphql(`query EditableTopic($id: ID!) { editableTopic(id: $id) { ...EditableTopicFields } }`, [
  EditableTopicFields,
]);

/** The preview: the topic and the activities its public page will show under it. */
export const TopicPreviewQuery = graphql(
  `query TopicPreview($id: ID!) { editableTopic(id: $id) { ...EditableTopicFields activities { slug title summary cover } } }`,
  [EditableTopicFields],
);

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
