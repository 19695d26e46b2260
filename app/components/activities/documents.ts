import type {
  ActivityAccess, ActivitySort, AgeSegment, Audience, CompetenceArea, Difficulty,
} from "../../../common/catalogue.ts";

/** GraphQL documents of the activity screens and the shapes they return (server/graphql/schema/activities.ts). */

const CARD_FIELDS = `
  id slug title summary cover audience ageSegments difficulty minutes category access locked
  rating { average count } favourite done`;

export const ACTIVITIES = `
  query Activities($filter: ActivityFilter, $sort: ActivitySort, $page: Int, $pageSize: Int) {
    activities(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      items { ${CARD_FIELDS} }
      total page pageSize pageCount
    }
  }`;

export const ACTIVITY = `
  query Activity($slug: String!) {
    activity(slug: $slug) {
      ${CARD_FIELDS}
      competences withKit withMaterials withPc withTablet description materials steps tips guideUrl updatedAt
      rating { average count mine }
    }
  }`;

export const MY_ACTIVITIES = `
  query MyActivities {
    myActivities { favourites { ${CARD_FIELDS} } done { ${CARD_FIELDS} } }
  }`;

const FAILURE = `... on DomainError { code message fields { field message } }`;

export const RATE_ACTIVITY = `
  mutation RateActivity($activityId: ID!, $score: Int!) {
    rateActivity(activityId: $activityId, score: $score) {
      ... on MutationRateActivitySuccess { data { id rating { average count mine } } }
      ${FAILURE}
    }
  }`;

export const MARK_ACTIVITY = `
  mutation MarkActivity($activityId: ID!, $kind: ActivityMarkKind!, $on: Boolean!) {
    markActivity(activityId: $activityId, kind: $kind, on: $on) {
      ... on MutationMarkActivitySuccess { data { id favourite done } }
      ${FAILURE}
    }
  }`;

/** Categories travel as API names ("threeD"); the screens turn them back with categoryFromApi. */
export type ActivityCardData = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  audience: Audience;
  ageSegments: AgeSegment[];
  difficulty: Difficulty;
  minutes: number;
  category: string;
  access: ActivityAccess;
  locked: boolean;
  rating: { average: number | null; count: number };
  favourite: boolean;
  done: boolean;
};

export type ActivityData = ActivityCardData & {
  competences: CompetenceArea[];
  withKit: boolean;
  withMaterials: boolean;
  withPc: boolean;
  withTablet: boolean;
  description: string | null;
  materials: string[] | null;
  steps: string[] | null;
  tips: string | null;
  guideUrl: string | null;
  updatedAt: string;
  rating: { average: number | null; count: number; mine: number | null };
};

export type ActivityPageData = {
  activities: { items: ActivityCardData[]; total: number; page: number; pageSize: number; pageCount: number };
};

export type MyActivitiesData = { myActivities: { favourites: ActivityCardData[]; done: ActivityCardData[] } };

export type DomainFailure = { code: string; message: string; fields: { field: string; message: string }[] };

export type MutationAnswer<T> = { data?: T } & Partial<DomainFailure>;

export type { ActivitySort };
