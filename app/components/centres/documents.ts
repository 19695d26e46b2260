import { graphql, type ResultOf } from "../../lib/graphql.ts";

/** The public page's centres: what the map's markers and the grouped list show. */
export const ReferenceCentresQuery = graphql(`
  query ReferenceCentresPage { referenceCentres { id name town province region { key } since position { x y } } }
`);
export type ListedCentre = ResultOf<typeof ReferenceCentresQuery>["referenceCentres"][number];

/** What the caller's badge says, if their centre is accredited. */
export const ReferenceBadgeQuery = graphql(`query ReferenceBadge { referenceCentreBadge { centreName town since schoolYear } }`);
