import { graphql, type ResultOf } from "../../lib/graphql.ts";

/** What the news, events and landing pages share (server/graphql/schema/publications/publications.ts); each page's document sits in its route. */

export const NewsFields = graphql(`fragment NewsFields on NewsItem @_unmask { slug title summary image publishedAt published }`);
export type NewsNode = ResultOf<typeof NewsFields>;

export const EventFields = graphql(`
  fragment EventFields on Event @_unmask { slug type title summary image startsAt endsAt place published }
`);
export type EventNode = ResultOf<typeof EventFields>;
