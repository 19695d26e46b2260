import { graphql } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The news editor's operations (server/graphql/schema/publications/news-editor.ts). */

export const NewsForEditorsQuery = graphql(`
  query NewsForEditors($page: Int) {
    newsForEditors(page: $page) { items { id slug titleEs titleEn summaryEn bodyEn state publishedAt } total page pageCount }
  }
`);

export const EditableNewsQuery = graphql(
  `query EditableNews($id: ID!) { editableNews(id: $id) { id slug titleEs titleEn summaryEs summaryEn bodyEs bodyEn image state publishedAt } }`,
);

export const SaveNews = graphql(
  `mutation SaveNews($id: ID, $input: NewsInput!, $image: File) {
    saveNews(id: $id, input: $input, image: $image) {
      __typename
      ... on MutationSaveNewsSuccess { data { id } }
      ... on DomainError { ...DomainErrorFields }
    }
  }`,
  [DomainErrorFields],
);
