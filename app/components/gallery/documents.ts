import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The gallery's documents (server/graphql/schema/contributions/gallery.ts). */

export const GalleryFileFields = graphql(`
  fragment GalleryFileFields on ContributionFile @_unmask { id kind state url thumbUrl width height }
`);

export const GalleryResultFields = graphql(
  `fragment GalleryResultFields on Contribution @_unmask {
    id state title content categories age videoUrl createdAt publishedAt mine canDelete canModerate rejectReason
    author { name } files { ...GalleryFileFields }
  }`,
  [GalleryFileFields],
);

export const GalleryCommentFields = graphql(`
  fragment GalleryCommentFields on Contribution @_unmask { id state content createdAt mine canDelete canModerate author { name } }
`);

export const GalleryResultsQuery = graphql(
  `query GalleryResults($filter: GalleryFilter, $page: Int) {
    galleryResults(filter: $filter, page: $page) { total page pageCount items { ...GalleryResultFields } }
  }`,
  [GalleryResultFields],
);

export const GalleryResultQuery = graphql(
  `query GalleryResult($id: ID!) { galleryResult(id: $id) { ...GalleryResultFields replies { ...GalleryCommentFields } } }`,
  [GalleryResultFields, GalleryCommentFields],
);
export type GalleryResultData = NonNullable<ResultOf<typeof GalleryResultQuery>["galleryResult"]>;
export type GalleryItem = ResultOf<typeof GalleryResultFields>;
export type GalleryFile = ResultOf<typeof GalleryFileFields>;

export const PostGalleryResult = graphql(
  `mutation PostGalleryResult($input: GalleryResultInput!, $files: [File!]) {
    postGalleryResult(input: $input, files: $files) { __typename ...DomainErrorFields ... on MutationPostGalleryResultSuccess { data { id } } }
  }`,
  [DomainErrorFields],
);

export const PostGalleryComment = graphql(
  `mutation PostGalleryComment($resultId: ID!, $content: String!, $idempotencyKey: String) {
    postGalleryComment(resultId: $resultId, content: $content, idempotencyKey: $idempotencyKey) { __typename ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const DeleteGalleryContribution = graphql(
  `mutation DeleteGalleryContribution($id: ID!) { deleteContribution(id: $id) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);
