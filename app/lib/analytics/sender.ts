import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_SESSION_ID,
  type AnalyticsEvent,
  analyticsPage,
  PRESENCE_SECONDS,
  type PresenceSeconds,
} from "../../../common/analytics.ts";
import type { RouteName } from "../../../common/routes.ts";

/**
 * The analytics sender (sections 4, 7 and 9; decision 035), free of the browser so it is tested with fake timers:
 * a session start once per browser session, a page view for every page shown and a visit for a route's first
 * view in the session, presence at 1, 10, 30 and 50 seconds of the page being visible. Events wait a moment and
 * travel together. Once consent is withdrawn (`allowed` says no, or `stop`) nothing more is sent.
 */

export type SenderOptions = {
  send: (events: AnalyticsEvent[]) => void;
  /** The browser session's storage (sessionStorage): the session's id and the routes already visited. */
  storage: Pick<Storage, "getItem" | "setItem">;
  randomId: () => string;
  /** Whether marketing consent still holds, asked before anything is queued or sent. */
  allowed: () => boolean;
  /** How long an event waits for others before its batch goes. */
  batchDelayMs?: number;
};

export type Sender = {
  /** A page was shown at this path (a first load or a navigation): presence starts again from 0. */
  pageShown: (pathname: string) => void;
  /** The tab was hidden: presence pauses and what waits is sent. */
  hidden: () => void;
  /** The tab is visible again: presence goes on where it paused. */
  shown: () => void;
  flush: () => void;
  /** Consent withdrawn: every timer cleared, whatever waits dropped, nothing more sent. */
  stop: () => void;
};

export const SESSION_KEY = "analytics.session";
export const VISITED_KEY = "analytics.visited";
const BATCH_DELAY_MS = 300;

export function createSender({ send, storage, randomId, allowed, batchDelayMs = BATCH_DELAY_MS }: SenderOptions): Sender {
  let stopped = false;
  let queue: AnalyticsEvent[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | null = null;
  let presenceTimers: ReturnType<typeof setTimeout>[] = [];
  let page: { route: RouteName; path: string } | null = null;
  /** Visible time on the current page before the last pause, and since when it has been visible (null: hidden). */
  let visibleMs = 0;
  let visibleSince: number | null = Date.now();
  const reached = new Set<PresenceSeconds>();

  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null; // storage refused (privacy settings): the session lives as long as the page
    }
  };
  const write = (key: string, value: string) => {
    try {
      storage.setItem(key, value);
    } catch {}
  };

  let sessionId = read(SESSION_KEY);
  const startsSession = !sessionId || !ANALYTICS_SESSION_ID.test(sessionId);
  if (startsSession) {
    sessionId = randomId();
    write(SESSION_KEY, sessionId);
  }
  const session = sessionId as string;
  const visited = new Set<string>(parseList(read(VISITED_KEY)));
  let sessionStartDue = startsSession;

  function stillAllowed(): boolean {
    if (!stopped && !allowed()) stop();
    return !stopped;
  }

  function queueEvent(event: Omit<AnalyticsEvent, "sessionId">) {
    if (!stillAllowed()) return;
    queue.push({ ...event, sessionId: session });
    if (queue.length >= ANALYTICS_BATCH_MAX) flush();
    else batchTimer ??= setTimeout(flush, batchDelayMs);
  }

  function flush() {
    if (batchTimer) clearTimeout(batchTimer);
    batchTimer = null;
    if (queue.length === 0 || !stillAllowed()) return;
    const batch = queue;
    queue = [];
    send(batch);
  }

  function clearPresence() {
    for (const timer of presenceTimers) clearTimeout(timer);
    presenceTimers = [];
  }

  /** Timers for the marks not reached yet, counted from the visible time already spent on the page. */
  function schedulePresence() {
    clearPresence();
    const current = page;
    if (!current || visibleSince === null) return;
    for (const seconds of PRESENCE_SECONDS) {
      if (reached.has(seconds)) continue;
      const wait = Math.max(0, seconds * 1000 - visibleMs);
      presenceTimers.push(
        setTimeout(() => {
          reached.add(seconds);
          queueEvent({ kind: "presence", route: current.route, path: current.path, seconds });
        }, wait),
      );
    }
  }

  function pageShown(pathname: string) {
    if (!stillAllowed()) return;
    clearPresence();
    reached.clear();
    visibleMs = 0;
    if (visibleSince !== null) visibleSince = Date.now();
    page = analyticsPage(pathname);
    if (!page) return;
    if (sessionStartDue) {
      sessionStartDue = false;
      queueEvent({ kind: "sessionStart", route: page.route, path: page.path });
    }
    queueEvent({ kind: "pageView", route: page.route, path: page.path });
    if (!visited.has(page.route)) {
      visited.add(page.route);
      write(VISITED_KEY, JSON.stringify([...visited]));
      queueEvent({ kind: "visit", route: page.route, path: page.path });
    }
    schedulePresence();
  }

  function hidden() {
    if (visibleSince !== null) visibleMs += Date.now() - visibleSince;
    visibleSince = null;
    clearPresence();
    flush();
  }

  function shown() {
    if (stopped || visibleSince !== null) return;
    visibleSince = Date.now();
    schedulePresence();
  }

  function stop() {
    stopped = true;
    clearPresence();
    if (batchTimer) clearTimeout(batchTimer);
    batchTimer = null;
    queue = [];
  }

  return { pageShown, hidden, shown, flush, stop };
}

function parseList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
