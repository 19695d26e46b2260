import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_KINDS,
  ANALYTICS_TOP_PAGES,
  ANALYTICS_WEEKS,
  PRESENCE_SECONDS,
} from "../../../../common/analytics.ts";
import * as analytics from "../../../services/analytics/analytics.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";

/** First-party analytics (sections 4, 6, 7 and 9; decision 035): the browser's events, the staff's dashboard. */

const AnalyticsKindRef = builder.enumType("AnalyticsKind", {
  description:
    "sessionStart once per browser session; pageView for every page shown; visit for a route's first view in the session; presence at a mark.",
  values: ANALYTICS_KINDS,
});

const AnalyticsEventInputRef = builder.inputType("AnalyticsEventInput", {
  fields: (t) => ({
    kind: t.field({ type: AnalyticsKindRef, required: true }),
    sessionId: t.string({ required: true, description: "The browser session's random id: 32 hexadecimal digits." }),
    route: t.string({ required: true, description: "The route name (common/routes.ts) of the screen shown at path." }),
    path: t.string({ required: true, description: "The page's path, without its query (at most 300 characters)." }),
    seconds: t.int({ required: false, description: `Presence only: one of ${PRESENCE_SECONDS.join(", ")}.` }),
  }),
});

const AnalyticsPresenceRef = builder.objectRef<{ seconds: number; count: number }>("AnalyticsPresence").implement({
  fields: (t) => ({ seconds: t.exposeInt("seconds"), count: t.exposeInt("count") }),
});

const AnalyticsCountsRef = builder.objectRef<analytics.AnalyticsCounts>("AnalyticsCounts").implement({
  description: "One label's events of one week.",
  fields: (t) => ({
    sessions: t.exposeInt("sessions"),
    visits: t.exposeInt("visits"),
    pageViews: t.exposeInt("pageViews"),
    presence: t.field({
      type: [AnalyticsPresenceRef],
      description: `Every mark (${PRESENCE_SECONDS.join(", ")} s), in order.`,
      resolve: (c) => c.presence,
    }),
  }),
});

const AnalyticsWeekRef = builder.objectRef<analytics.AnalyticsWeek>("AnalyticsWeek").implement({
  fields: (t) => ({
    weekStart: t.exposeString("weekStart", { description: "The week's Monday (YYYY-MM-DD), Madrid's calendar." }),
    premium: t.field({ type: AnalyticsCountsRef, description: "Callers with licence data.", resolve: (w) => w.premium }),
    open: t.field({ type: AnalyticsCountsRef, description: "Everyone else.", resolve: (w) => w.open }),
  }),
});

const AnalyticsTopPageRef = builder.objectRef<analytics.AnalyticsTopPage>("AnalyticsTopPage").implement({
  fields: (t) => ({
    route: t.exposeString("route"),
    path: t.exposeString("path"),
    premium: t.exposeInt("premium", { description: "Page views by callers with licence data." }),
    open: t.exposeInt("open"),
  }),
});

const AnalyticsDashboardRef = builder.objectRef<analytics.AnalyticsDashboard>("AnalyticsDashboard").implement({
  fields: (t) => ({
    from: t.string({ description: "ISO 8601: the first week's start.", resolve: (d) => d.from.toISOString() }),
    to: t.string({ description: "ISO 8601: the current week's end (exclusive).", resolve: (d) => d.to.toISOString() }),
    weeks: t.field({ type: [AnalyticsWeekRef], description: "The current week first.", resolve: (d) => d.weeks }),
    topPages: t.field({ type: [AnalyticsTopPageRef], description: "The most viewed pages of the period.", resolve: (d) => d.topPages }),
  }),
});

builder.queryField("analyticsDashboard", (t) =>
  t.field({
    type: AnalyticsDashboardRef,
    description: `The last ${ANALYTICS_WEEKS} weeks' analytics by label and the ${ANALYTICS_TOP_PAGES} most viewed pages; for the foundation's staff.`,
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => analytics.analyticsDashboard(ctx.db, ctx.now()),
  }),
);

builder.mutationField("recordAnalytics", (t) =>
  t.int({
    description:
      `Records up to ${ANALYTICS_BATCH_MAX} events of a consenting browser, labelled from the caller; answers how many were ` +
      "stored (a session's second start is not). Refusals, with nothing stored: FORBIDDEN (the request carries no " +
      "marketing consent), VALIDATION (too many events, a bad session id, route, path or seconds).",
    errors: { types: [DomainError] },
    args: { events: t.arg({ type: [AnalyticsEventInputRef], required: true }) },
    resolve: (_root, { events }, ctx) => analytics.recordAnalytics(ctx.db, { consent: ctx.consent, me: ctx.me, now: ctx.now }, events),
  }),
);
