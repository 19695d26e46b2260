import type { EventDateFilter, EventType } from "../../../common/catalogue.ts";

/** The GraphQL documents of the news, events, topic and programme pages, and the shapes they return. */

const NEWS_FIELDS = "slug title summary image publishedAt published";
const EVENT_FIELDS = "slug type title summary image startsAt endsAt place published";

export const NEWS_LIST = `query NewsList($page: Int!) {
  news(page: $page) { total page pageCount items { ${NEWS_FIELDS} } }
  topics { slug title summary }
}`;
export const NEWS_ITEM = `query NewsItem($slug: String!) {
  newsItem(slug: $slug) { ${NEWS_FIELDS} body }
  moreNews(exceptSlug: $slug) { ${NEWS_FIELDS} }
}`;
export const EVENT_LIST = `query EventList($type: EventType, $when: EventDateFilter!, $page: Int!) {
  events(type: $type, when: $when, page: $page) { total page pageCount items { ${EVENT_FIELDS} } }
}`;
export const EVENT_ITEM = `query EventItem($slug: String!) {
  event(slug: $slug) { ${EVENT_FIELDS} body url }
}`;
export const TOPIC = `query TopicPage($slug: String!) {
  topic(slug: $slug) { slug title summary body image activities { slug title summary cover } }
  topics { slug title summary image }
}`;
export const PROGRAM = `query ProgramPage($slug: String!) {
  programPage(slug: $slug) { slug name summary body image links }
  programPages { slug name summary }
  topics { slug title }
}`;

export type NewsNode = { slug: string; title: string; summary: string; image: string; publishedAt: string; published: boolean };
export type Page<T> = { total: number; page: number; pageCount: number; items: T[] };
export type NewsListData = { news: Page<NewsNode>; topics: { slug: string; title: string; summary: string }[] };
export type NewsItemData = { newsItem: (NewsNode & { body: string }) | null; moreNews: NewsNode[] };

/** The API spells "course-workshop" as courseWorkshop (GraphQL enum values are names). */
export type ApiEventType = "conference" | "courseWorkshop" | "activity" | "private";
export const eventTypeFromApi = (type: ApiEventType): EventType => (type === "courseWorkshop" ? "course-workshop" : type);

export type EventNode = {
  slug: string;
  type: ApiEventType;
  title: string;
  summary: string;
  image: string;
  startsAt: string;
  endsAt: string;
  place: string;
  published: boolean;
};
export type EventListData = { events: Page<EventNode> };
export type EventItemData = { event: (EventNode & { body: string; url: string | null }) | null };
export type EventFilters = { type: EventType | null; when: EventDateFilter };

export type TopicData = {
  topic: { slug: string; title: string; summary: string; body: string; image: string; activities: { slug: string; title: string; summary: string; cover: string }[] } | null;
  topics: { slug: string; title: string; summary: string; image: string }[];
};
export type ProgramData = {
  programPage: { slug: string; name: string; summary: string; body: string; image: string | null; links: string[] } | null;
  programPages: { slug: string; name: string; summary: string }[];
  topics: { slug: string; title: string }[];
};

/** The landing page's "what's new": the latest news and the first events of the default list (coming ones first). */
export const HOME_NEWS = `query HomeNews {
  news(page: 1) { items { ${NEWS_FIELDS} } }
  events(when: all, page: 1) { items { ${EVENT_FIELDS} } }
}`;
export type HomeNewsData = { news: { items: NewsNode[] }; events: { items: EventNode[] } };
