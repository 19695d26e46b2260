import type { ContributionState } from "../../../common/catalogue.ts";
import type { MutationResult } from "../../lib/password-documents.ts";

/** GraphQL documents of activity comments and moderation (run by loaders and actions in-process). */
const RESULT = "__typename ... on DomainError { code message fields { field message } }";
const FIELDS = "id state content language parentId createdAt publishedAt mine canDelete author { name photo }";

export const ACTIVITY_COMMENTS = /* GraphQL */ `query ActivityComments($activityId: ID!) {
  activityComments(activityId: $activityId) { ${FIELDS} replies { ${FIELDS} replies { ${FIELDS} } } } }`;

export const MY_CONTRIBUTIONS = /* GraphQL */ `query MyContributions {
  myContributions { ${FIELDS} activity { id slug title } } }`;
export type MyContributionsData = { myContributions: CommentNode[] };

export const CONTRIBUTION = /* GraphQL */ `query Contribution($id: ID!) {
  contribution(id: $id) { ${FIELDS} activity { id slug title } } }`;

export const MODERATION_QUEUE = /* GraphQL */ `query ModerationQueue {
  moderationQueue(section: activities) { ${FIELDS} activity { id slug title } } }`;

export const POST_COMMENT = /* GraphQL */ `mutation PostActivityComment($activityId: ID!, $content: String!, $parentId: ID) {
  postActivityComment(activityId: $activityId, content: $content, parentId: $parentId) { ${RESULT} } }`;

export const DELETE_CONTRIBUTION = /* GraphQL */ `mutation DeleteContribution($id: ID!) { deleteContribution(id: $id) { ${RESULT} } }`;
export const PUBLISH_CONTRIBUTION = /* GraphQL */ `mutation PublishContribution($id: ID!) { publishContribution(id: $id) { ${RESULT} } }`;
export const REJECT_CONTRIBUTION = /* GraphQL */ `mutation RejectContribution($id: ID!) { rejectContribution(id: $id) { ${RESULT} } }`;

/** A comment as the pages show it; `replies` only in an activity's listing (two levels deep). */
export type CommentNode = {
  id: string;
  state: ContributionState;
  content: string;
  language: string;
  parentId: string | null;
  createdAt: string;
  publishedAt: string | null;
  mine: boolean;
  canDelete: boolean;
  author: { name: string | null; photo: string | null };
  replies?: CommentNode[];
  activity?: { id: string; slug: string; title: string } | null;
};

export type { MutationResult };

/** The query parameter naming the comment on the delete and reject pages. */
export const COMMENT_PARAM = "comentario";
/** On the reject page: where to go back to ("moderacion" = the queue; anything else = the activity). */
export const FROM_PARAM = "desde";
export const FROM_QUEUE = "moderacion";
/** Added to the queue's address after a rejection made on the confirmation page, to announce it. */
export const REJECTED_FLAG = "rechazado";
