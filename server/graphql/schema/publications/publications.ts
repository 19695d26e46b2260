import { EVENT_DATE_FILTERS, EVENT_TYPES, eventTypeToApi, type EventType } from "../../../../common/publications.ts";
import { canSeeUnpublished } from "../../../policies/publications.ts";
import * as eventsService from "../../../services/publications/events.ts";
import * as newsService from "../../../services/publications/news.ts";
import * as programsService from "../../../services/publications/programs.ts";
import * as topicsService from "../../../services/publications/topics.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import type { GraphQLContext } from "../../context.ts";

/** Unpublished (and scheduled) news and events are shown to event managers and foundation staff (section 6). */
async function reader(ctx: GraphQLContext): Promise<newsService.Reader> {
  return { lang: ctx.lang, unpublished: canSeeUnpublished(await ctx.me()), now: ctx.now() };
}

const iso = (date: Date) => date.toISOString();

export const EventTypeEnum = builder.enumType("EventType", {
  values: Object.fromEntries(EVENT_TYPES.map((type) => [eventTypeToApi(type), { value: type }])) as Record<string, { value: EventType }>,
});
const EventDateFilterEnum = builder.enumType("EventDateFilter", {
  description: "Periods in Spain's mainland time (Europe/Madrid); an event belongs to one when it overlaps it.",
  values: EVENT_DATE_FILTERS,
});

const NewsItemRef = builder.objectRef<newsService.NewsItem>("NewsItem").implement({
  description: "A news item, its texts in the request's language.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    body: t.exposeString("body", { description: 'Paragraphs separated by blank lines; a line starting with "## " is a heading.' }),
    image: t.exposeString("image"),
    publishedAt: t.string({ description: "ISO 8601", resolve: (item) => iso(item.publishedAt) }),
    published: t.exposeBoolean("published"),
  }),
});

const EventRef = builder.objectRef<eventsService.EventItem>("Event").implement({
  description: "An event, its texts in the request's language.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    type: t.expose("type", { type: EventTypeEnum }),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    body: t.exposeString("body"),
    image: t.exposeString("image"),
    startsAt: t.string({ description: "ISO 8601", resolve: (item) => iso(item.startsAt) }),
    endsAt: t.string({ description: "ISO 8601", resolve: (item) => iso(item.endsAt) }),
    place: t.exposeString("place"),
    url: t.exposeString("url", { nullable: true, description: "Sign-up or streaming address" }),
    published: t.exposeBoolean("published"),
  }),
});

const NewsPageRef = builder.objectRef<newsService.Paged<newsService.NewsItem>>("NewsPage").implement({
  description: "A page of news and where it sits in the whole list.",
  fields: (t) => ({
    items: t.field({ type: [NewsItemRef], resolve: (p) => p.items }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.exposeInt("pageCount"),
  }),
});
const EventPageRef = builder.objectRef<newsService.Paged<eventsService.EventItem>>("EventPage").implement({
  description: "A page of events and where it sits in the whole list.",
  fields: (t) => ({
    items: t.field({ type: [EventRef], resolve: (p) => p.items }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.exposeInt("pageCount"),
  }),
});

const TopicActivityRef = builder.objectRef<topicsService.TopicActivity>("TopicActivity").implement({
  description: "A published activity of a topic's category, as the topic page links to it.",
  fields: (t) => ({
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    cover: t.exposeString("cover"),
  }),
});

const TopicSummaryRef = builder.objectRef<topicsService.Topic>("TopicSummary").implement({
  description: "A topic as lists link to it.",
  fields: (t) => ({
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    image: t.exposeString("image"),
  }),
});

const TopicRef = builder.objectRef<topicsService.Topic>("Topic").implement({
  description: 'An in-depth topic ("profundiza").',
  fields: (t) => ({
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    summary: t.exposeString("summary"),
    image: t.exposeString("image"),
    body: t.exposeString("body", { description: 'Paragraphs separated by blank lines; a line starting with "## " is a heading.' }),
    category: t.string({
      nullable: true,
      description: "Activity category it is about (as in the Category enum)",
      resolve: (topic) => topic.category,
    }),
    activities: t.field({
      type: [TopicActivityRef],
      description: "Up to four published activities of its category (one statement).",
      resolve: (topic, _args, ctx) => topicsService.relatedActivities(ctx.db, ctx.lang, topic.category, ctx.now()),
    }),
  }),
});

const ProgramPageRef = builder.objectRef<programsService.ProgramPage>("ProgramPage").implement({
  description: "A programme's public page.",
  fields: (t) => ({
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    summary: t.exposeString("summary"),
    body: t.exposeString("body"),
    image: t.exposeString("image", { nullable: true }),
    links: t.exposeStringList("links"),
  }),
});

builder.queryFields((t) => ({
  news: t.field({
    type: NewsPageRef,
    description: "News, newest first; unpublished items only for event managers.",
    args: { page: t.arg.int({ defaultValue: 1 }) },
    resolve: async (_root, args, ctx) => expected(async () => newsService.listNews(ctx.db, await reader(ctx), { page: args.page ?? 1 })),
  }),
  newsItem: t.field({
    type: NewsItemRef,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => newsService.newsItem(ctx.db, await reader(ctx), args.slug),
  }),
  moreNews: t.field({
    type: [NewsItemRef],
    description: "The three most recent news items other than the one given.",
    args: { exceptSlug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => newsService.otherNews(ctx.db, await reader(ctx), args.exceptSlug),
  }),
  events: t.field({
    type: EventPageRef,
    description: "Events by type and period; with `all`, coming ones first (soonest first), then past ones (latest first).",
    args: {
      type: t.arg({ type: EventTypeEnum, required: false }),
      when: t.arg({ type: EventDateFilterEnum, defaultValue: "all" }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: async (_root, args, ctx) =>
      expected(async () =>
        eventsService.listEvents(ctx.db, await reader(ctx), { type: args.type, when: args.when ?? "all", page: args.page ?? 1 }),
      ),
  }),
  event: t.field({
    type: EventRef,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => eventsService.eventItem(ctx.db, await reader(ctx), args.slug),
  }),
  topic: t.field({
    type: TopicRef,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => topicsService.topic(ctx.db, ctx.lang, args.slug),
  }),
  topics: t.field({
    type: [TopicSummaryRef],
    description: "Published topics in their editorial order.",
    resolve: (_root, _args, ctx) => topicsService.listTopics(ctx.db, ctx.lang),
  }),
  programPage: t.field({
    type: ProgramPageRef,
    nullable: true,
    description: "A public programme by its slug; null when unknown or not public.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => programsService.programPage(ctx.db, ctx.lang, args.slug),
  }),
  programPages: t.field({
    type: [ProgramPageRef],
    description: "The public programmes in their editorial order.",
    resolve: (_root, _args, ctx) => programsService.publicPrograms(ctx.db, ctx.lang),
  }),
}));
