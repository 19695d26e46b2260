import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The bulletin board's documents (server/graphql/schema/contributions/bulletin.ts). */

export const BulletinItemFields = graphql(`
  fragment BulletinItemFields on Contribution @_unmask {
    id type state title content createdAt publishedAt replyCount lastReplyAt mine canDelete author { name }
  }
`);
export type BulletinItem = ResultOf<typeof BulletinItemFields>;

export const BulletinListQuery = graphql(
  `query BulletinList($sort: BulletinSort, $page: Int) {
    bulletinPosts(sort: $sort, page: $page) { total page pageCount items { ...BulletinItemFields } }
  }`,
  [BulletinItemFields],
);

export const BulletinPostQuery = graphql(
  `query BulletinPost($id: ID!) { bulletinPost(id: $id) { ...BulletinItemFields replies { ...BulletinItemFields } } }`,
  [BulletinItemFields],
);

export const CreateBulletinPost = graphql(
  `mutation CreateBulletinPost($title: String!, $content: String!, $idempotencyKey: String) {
    createBulletinPost(title: $title, content: $content, idempotencyKey: $idempotencyKey) { __typename ...DomainErrorFields ... on MutationCreateBulletinPostSuccess { data { id } } }
  }`,
  [DomainErrorFields],
);

export const PublishBulletinPost = graphql(
  `mutation PublishBulletinPost($id: ID!) { publishBulletinPost(id: $id) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

export const PostBulletinAnswer = graphql(
  `mutation PostBulletinAnswer($postId: ID!, $content: String!, $idempotencyKey: String) {
    postBulletinAnswer(postId: $postId, content: $content, idempotencyKey: $idempotencyKey) { __typename ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const DeleteBulletinAnswer = graphql(
  `mutation DeleteBulletinAnswer($id: ID!) { deleteContribution(id: $id) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

/** The query parameter naming the answer on the delete page. */
export const ANSWER_PARAM = "respuesta";
