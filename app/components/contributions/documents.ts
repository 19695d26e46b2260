import { graphql, type ResultOf } from "../../lib/graphql.ts";
import { DomainErrorFields } from "../../lib/mutation-answers.ts";

/** The contribution domain's shared documents (server/graphql/schema/contributions/contributions.ts): fragments, the profile tab, the forms. */

export const CommentFields = graphql(`
  fragment CommentFields on Contribution @_unmask {
    id state content language parentId createdAt publishedAt mine canDelete canModerate author { name photo }
  }
`);

/** An activity's comments with their replies, two levels deep (the activity page). */
export const CommentThreadFields = graphql(
  `fragment CommentThreadFields on Contribution @_unmask {
    ...CommentFields replies { ...CommentFields replies { ...CommentFields } }
  }`,
  [CommentFields],
);

/** A comment with the activity it is about (the queue, the profile, the confirmation pages). */
export const CommentWithActivityFields = graphql(
  `fragment CommentWithActivityFields on Contribution @_unmask { ...CommentFields activity { id slug title } }`,
  [CommentFields],
);

/** A comment as the pages show it; `replies` only in an activity's listing, `activity` outside it. */
export type CommentNode = ResultOf<typeof CommentFields> & {
  replies?: CommentNode[];
  activity?: ResultOf<typeof CommentWithActivityFields>["activity"];
};

/** One comment, for the delete and reject confirmation pages. */
export const ContributionQuery = graphql(`query Contribution($id: ID!) { contribution(id: $id) { ...CommentWithActivityFields } }`, [
  CommentWithActivityFields,
]);

export const PostActivityComment = graphql(
  `mutation PostActivityComment($activityId: ID!, $content: String!, $parentId: ID, $idempotencyKey: String) {
    postActivityComment(activityId: $activityId, content: $content, parentId: $parentId, idempotencyKey: $idempotencyKey) { __typename ...DomainErrorFields }
  }`,
  [DomainErrorFields],
);

export const PublishContribution = graphql(
  `mutation PublishContribution($id: ID!) { publishContribution(id: $id) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

export const RejectContribution = graphql(
  `mutation RejectContribution($id: ID!, $reason: String) { rejectContribution(id: $id, reason: $reason) { __typename ...DomainErrorFields } }`,
  [DomainErrorFields],
);

/** A contribution as the moderation desk and "my contributions" show it: any section, with its thread and outcome. */
export const DeskItemFields = graphql(
  `fragment DeskItemFields on Contribution @_unmask {
    ...CommentFields section type title heldFor rejectReason path thread { title path } activity { id slug title }
  }`,
  [CommentFields],
);
export type DeskItemNode = ResultOf<typeof DeskItemFields>;

export const ModerationDeskQuery = graphql(
  `query ModerationDesk($list: CommunityList, $section: CommunitySection, $page: Int) {
    moderationDesk(list: $list, section: $section, page: $page) { total page pageCount items { ...DeskItemFields } }
  }`,
  [DeskItemFields],
);

/** Profile › "My contributions": everything the viewer posted, in any section and state, with its thread and outcome. */
export const MyContributionsQuery = graphql(`query MyContributions { myContributions { ...DeskItemFields } }`, [DeskItemFields]);
export type MyContributionsData = ResultOf<typeof MyContributionsQuery>;
