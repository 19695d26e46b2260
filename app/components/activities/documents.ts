import { graphql, type ResultOf } from "../../lib/graphql.ts";

/**
 * The activity screens' shared pieces (server/graphql/schema/activities/activities.ts): the card's and the detail's
 * fields as fragments, and My activities. Each screen's own document sits in its route module.
 * Categories travel as API names ("threeD"); the screens turn them back with categoryFromApi.
 */

export const ActivityCardFields = graphql(`
  fragment ActivityCardFields on Activity @_unmask {
    id slug title summary cover ageSegments difficulty minutes category access
    rating { average count } favourite done
  }
`);
export type ActivityCardData = ResultOf<typeof ActivityCardFields>;

/** What the activity page, its facts, content and rating panel show. */
export const ActivityDetailFields = graphql(
  `fragment ActivityDetailFields on Activity @_unmask {
    ...ActivityCardFields
    audience locked competences withKit withMaterials withPc withTablet description materials steps tips guideUrl updatedAt
    rating { average count mine }
  }`,
  [ActivityCardFields],
);
export type ActivityData = ResultOf<typeof ActivityDetailFields>;

/** The profile's "My activities" tab. */
export const MyActivitiesQuery = graphql(
  `query MyActivities { myActivities { favourites { ...ActivityCardFields } done { ...ActivityCardFields } } }`,
  [ActivityCardFields],
);
export type MyActivitiesData = ResultOf<typeof MyActivitiesQuery>;
