import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_KINDS,
  ANALYTICS_PATH_MAX,
  ANALYTICS_SESSION_ID,
  ANALYTICS_TIME_ZONE,
  ANALYTICS_TOP_PAGES,
  ANALYTICS_WEEKS,
  analyticsPage,
  PRESENCE_SECONDS,
  type PresenceSeconds,
} from "../../../common/analytics.ts";
import type { Consent } from "../../../common/consent.ts";
import { madridDay, madridMidnight } from "../../../common/event-dates.ts";
import type { CurrentUser } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema/index.ts";
import { analyticsLabel, mayRecordAnalytics } from "../../policies/analytics.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";

/**
 * First-party analytics (sections 4, 6, 7 and 9; decision 035): the events a consenting browser sends, and the
 * staff's weekly counts. No account and no address is stored: the browser session's random id, the screen, the
 * path (secret parameters left out), the caller's label and the time.
 */

const E = "analytics.errors";
const isPresence = (value: number | null | undefined): value is PresenceSeconds =>
  (PRESENCE_SECONDS as readonly number[]).includes(value ?? -1);

/** One event as the API takes it: a known kind, a well-formed session id, a screen's path, seconds for presence only. */
const EventInput = z
  .object({
    kind: z.enum(ANALYTICS_KINDS, { error: `${E}.kind` }),
    sessionId: z.string().regex(ANALYTICS_SESSION_ID, { error: `${E}.sessionId` }),
    route: z.string().max(100, { error: `${E}.route` }),
    path: z.string().max(ANALYTICS_PATH_MAX, { error: `${E}.path` }),
    seconds: z.number().int().nullish(),
  })
  .transform((event, ctx) => {
    const page = analyticsPage(event.path);
    if (!page) ctx.addIssue({ code: "custom", path: ["path"], message: `${E}.path` });
    else if (page.route !== event.route) ctx.addIssue({ code: "custom", path: ["route"], message: `${E}.route` });
    const presence = event.kind === "presence";
    if (presence ? !isPresence(event.seconds) : event.seconds != null)
      ctx.addIssue({ code: "custom", path: ["seconds"], message: `${E}.seconds` });
    if (!page) return z.NEVER;
    return {
      kind: event.kind,
      sessionId: event.sessionId,
      route: page.route,
      path: page.path,
      seconds: presence ? (event.seconds ?? null) : null,
    };
  });
const Batch = z.object({
  events: z
    .array(EventInput)
    .min(1, { error: `${E}.batch` })
    .max(ANALYTICS_BATCH_MAX, { error: `${E}.batch` }),
});

export type RecordCaller = { consent: Consent | null; me: () => Promise<CurrentUser | null>; now: () => Date };

/**
 * Records a batch of events, all or none. Refused (FORBIDDEN, nothing stored) without marketing consent on the
 * request; VALIDATION for more than ANALYTICS_BATCH_MAX events or any bad one. A session's second start is left out
 * (the unique index). Answers how many events were stored.
 */
export async function recordAnalytics(db: Db, caller: RecordCaller, events: unknown): Promise<number> {
  if (!mayRecordAnalytics(caller.consent)) throw new DomainError("FORBIDDEN", { status: 403 });
  // Counted before any event is read: a long batch costs nothing.
  if (Array.isArray(events) && events.length > ANALYTICS_BATCH_MAX)
    throw new DomainError("VALIDATION", { fields: { events: `${E}.batch` } });
  const valid = parseOrThrow(Batch, { events }).events;
  const label = analyticsLabel(await caller.me());
  const occurredAt = caller.now();
  const stored = await db
    .insert(analyticsEvents)
    .values(valid.map((event) => ({ ...event, label, occurredAt })))
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return stored.length;
}

export type AnalyticsCounts = {
  sessions: number;
  visits: number;
  pageViews: number;
  presence: { seconds: PresenceSeconds; count: number }[];
};
export type AnalyticsWeek = { weekStart: string; premium: AnalyticsCounts; open: AnalyticsCounts };
export type AnalyticsTopPage = { route: string; path: string; premium: number; open: number };
export type AnalyticsDashboard = { from: Date; to: Date; weeks: AnalyticsWeek[]; topPages: AnalyticsTopPage[] };

/** The Madrid weeks (Monday 00:00) of the dashboard, the current one first, and where the period ends. */
export function dashboardWeeks(now: Date, count = ANALYTICS_WEEKS): { weeks: { start: string; from: Date }[]; to: Date } {
  const { year, month, day, weekday } = madridDay(now);
  const monday = day - (weekday - 1);
  const weeks = Array.from({ length: count }, (_, i) => ({
    start: new Date(Date.UTC(year, month - 1, monday - 7 * i)).toISOString().slice(0, 10),
    from: madridMidnight(year, month, monday - 7 * i),
  }));
  return { weeks, to: madridMidnight(year, month, monday + 7) };
}

/**
 * The staff's dashboard: per Madrid week of the last ANALYTICS_WEEKS, sessions, visits, page views and presence
 * at each mark, split by label; and the pages most viewed in the period. Two grouped statements over the range
 * of `occurred_at` (its index).
 */
export async function analyticsDashboard(db: Db, now: Date): Promise<AnalyticsDashboard> {
  const { weeks, to } = dashboardWeeks(now);
  const from = weeks[weeks.length - 1]?.from ?? to;
  const e = analyticsEvents;
  const inPeriod = and(gte(e.occurredAt, from), lt(e.occurredAt, to));
  const counted = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const week = sql<string>`to_char(date_trunc('week', ${e.occurredAt} at time zone ${sql.raw(`'${ANALYTICS_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
  const [rows, pages] = await Promise.all([
    db
      .select({
        week,
        label: e.label,
        sessions: counted(sql`${e.kind} = 'sessionStart'`),
        visits: counted(sql`${e.kind} = 'visit'`),
        pageViews: counted(sql`${e.kind} = 'pageView'`),
        presence: sql<number[]>`array[${sql.join(
          PRESENCE_SECONDS.map((s) => sql`count(*) filter (where ${e.kind} = 'presence' and ${e.seconds} = ${sql.raw(String(s))})`),
          sql`, `,
        )}]`,
      })
      .from(e)
      .where(inPeriod)
      .groupBy(sql`1`, e.label),
    db
      .select({
        route: e.route,
        path: e.path,
        premium: counted(sql`${e.label} = 'premium'`),
        open: counted(sql`${e.label} = 'open'`),
      })
      .from(e)
      .where(and(inPeriod, eq(e.kind, "pageView")))
      .groupBy(e.route, e.path)
      .orderBy(desc(sql`count(*)`), e.path)
      .limit(ANALYTICS_TOP_PAGES),
  ]);
  const zero = (): AnalyticsCounts => ({
    sessions: 0,
    visits: 0,
    pageViews: 0,
    presence: PRESENCE_SECONDS.map((seconds) => ({ seconds, count: 0 })),
  });
  const byWeek = new Map(weeks.map((w) => [w.start, { weekStart: w.start, premium: zero(), open: zero() } satisfies AnalyticsWeek]));
  for (const row of rows) {
    const target = byWeek.get(row.week);
    if (!target) continue;
    target[row.label] = {
      sessions: row.sessions,
      visits: row.visits,
      pageViews: row.pageViews,
      presence: PRESENCE_SECONDS.map((seconds, i) => ({ seconds, count: Number(row.presence[i] ?? 0) })),
    };
  }
  return { from, to, weeks: [...byWeek.values()], topPages: pages };
}
