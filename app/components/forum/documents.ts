import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The forum's documents (server/graphql/schema/contributions/forum.ts); each screen's own query sits in its route. */

/**
 * The API's messages the forum's screens show as they come (too many posts in a row: the share form showed the key
 * «comments.errors.flood»): named beside the documents that bring them, so their texts travel with every screen that posts.
 */
export { SERVER_MESSAGES } from "./names.ts";

/** A theme as the list shows it. */
export const ForumThemeCardFields = graphql(`
  fragment ForumThemeCardFields on Contribution @_unmask {
    id state title categories createdAt publishedAt replyCount lastReplyAt mine author { name }
  }
`);
export type ForumThemeCard = ResultOf<typeof ForumThemeCardFields>;

/** An answer (or the theme itself) as its page shows it. */
export const ForumItemFields = graphql(`
  fragment ForumItemFields on Contribution @_unmask {
    id type state content parentId createdAt publishedAt mine canDelete canModerate heldFor author { name photo }
  }
`);
export type ForumItem = ResultOf<typeof ForumItemFields>;

/** A theme with its answers: the theme's page and its confirmation pages. */
export const ForumThemeQuery = graphql(
  `query ForumTheme($id: ID!) {
    forumTheme(id: $id) { ...ForumItemFields title categories replyCount lastReplyAt replies { ...ForumItemFields } }
  }`,
  [ForumItemFields],
);
export type ForumThemeData = NonNullable<ResultOf<typeof ForumThemeQuery>["forumTheme"]>;

export const PostForumAnswer = graphql(
  `mutation PostForumAnswer($themeId: ID!, $content: String!, $idempotencyKey: String) {
    postForumAnswer(themeId: $themeId, content: $content, idempotencyKey: $idempotencyKey) { __typename ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const PostForumTheme = graphql(
  `mutation PostForumTheme($input: ForumThemeInput!) {
    postForumTheme(input: $input) { __typename ... on MutationPostForumThemeSuccess { data { id } } ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);
