import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { AnalyticsEvent } from "../../../common/analytics.ts";
import { createSender, SESSION_KEY, type SenderOptions } from "./sender.ts";

/** The analytics sender (sections 4, 7 and 9): what it sends, and when, on a fake clock. */

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

let batches: AnalyticsEvent[][];
let consent: boolean;
let ids: number;
const sent = () => batches.flat();
const short = (events: AnalyticsEvent[]) =>
  events.map((e) => (e.kind === "presence" ? `presence ${e.seconds} ${e.path}` : `${e.kind} ${e.path}`));

function sender(overrides: Partial<SenderOptions> = {}) {
  return createSender({
    send: (events) => batches.push(events),
    storage: memoryStorage(),
    randomId: () => (ids++).toString(16).padStart(32, "0"),
    allowed: () => consent,
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  batches = [];
  consent = true;
  ids = 1;
});
afterEach(() => vi.useRealTimers());

describe("a page shown", () => {
  test("a new browser session starts, the page is viewed and its route visited, in one batch", () => {
    sender().pageShown("/actividades");
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(batches).toHaveLength(1);
    expect(short(sent())).toEqual(["sessionStart /actividades", "pageView /actividades", "visit /actividades"]);
    expect(sent()[0]).toEqual({ kind: "sessionStart", sessionId: `${"0".repeat(31)}1`, route: "activities", path: "/actividades" });
  });

  test("presence is sent at 1, 10, 30 and 50 seconds, then nothing more", () => {
    sender().pageShown("/");
    vi.advanceTimersByTime(999);
    expect(short(sent())).not.toContain("presence 1 /");
    const at = (ms: number) => {
      vi.advanceTimersByTime(ms);
      return short(sent()).filter((e) => e.startsWith("presence"));
    };
    expect(at(1 + 300)).toEqual(["presence 1 /"]);
    expect(at(9_000)).toEqual(["presence 1 /", "presence 10 /"]);
    expect(at(20_000)).toEqual(["presence 1 /", "presence 10 /", "presence 30 /"]);
    expect(at(20_000)).toEqual(["presence 1 /", "presence 10 /", "presence 30 /", "presence 50 /"]);
    expect(at(600_000)).toHaveLength(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("a navigation starts the page's timers again", () => {
    const s = sender();
    s.pageShown("/");
    vi.advanceTimersByTime(5_000);
    s.pageShown("/noticias");
    vi.advanceTimersByTime(60_000);
    expect(short(sent()).filter((e) => e.startsWith("presence"))).toEqual([
      "presence 1 /",
      "presence 1 /noticias",
      "presence 10 /noticias",
      "presence 30 /noticias",
      "presence 50 /noticias",
    ]);
  });

  test("a route is visited once per session; every showing is a page view", () => {
    const s = sender();
    s.pageShown("/actividades");
    s.pageShown("/");
    s.pageShown("/actividades");
    s.pageShown("/actividades/robot");
    s.pageShown("/actividades/otra");
    vi.advanceTimersByTime(300);
    const events = short(sent());
    expect(events.filter((e) => e.startsWith("pageView"))).toHaveLength(5);
    expect(events.filter((e) => e.startsWith("visit"))).toEqual(["visit /actividades", "visit /", "visit /actividades/robot"]);
  });

  test("a path of no screen sends nothing and times nothing", () => {
    sender().pageShown("/no/es/una/pantalla/de/nada");
    vi.advanceTimersByTime(60_000);
    expect(batches).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("a secret part of the path is not sent", () => {
    sender().pageShown("/formacion/CODIGO-SECRETO");
    vi.advanceTimersByTime(300);
    expect(sent()[1]).toMatchObject({ kind: "pageView", route: "formation-view", path: "/formacion/:accessCode" });
  });

  test("a batch holds at most 20 events", () => {
    const s = sender();
    for (let i = 0; i < 20; i++) s.pageShown(i % 2 ? "/" : "/noticias");
    vi.advanceTimersByTime(300);
    expect(batches.map((b) => b.length)).toEqual([20, 3]); // a start, 20 views, 2 visits
  });
});

describe("the browser session", () => {
  test("starts once: a reload (a new sender on the same session storage) sends no second start, nor a second visit", () => {
    const storage = memoryStorage();
    sender({ storage }).pageShown("/");
    vi.advanceTimersByTime(300);
    const first = storage.getItem(SESSION_KEY);
    const reloaded = sender({ storage });
    reloaded.pageShown("/");
    vi.advanceTimersByTime(300);
    expect(short(batches[1] ?? [])).toEqual(["pageView /"]);
    expect(batches[1]?.[0]?.sessionId).toBe(first);
  });

  test("a new browser session (empty storage) starts again with another id", () => {
    sender().pageShown("/");
    sender().pageShown("/");
    vi.advanceTimersByTime(300);
    const starts = sent().filter((e) => e.kind === "sessionStart");
    expect(starts).toHaveLength(2);
    expect(starts[0]?.sessionId).not.toBe(starts[1]?.sessionId);
  });

  test("storage the browser refuses only makes the session last as long as the page", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    sender({ storage: refusing }).pageShown("/");
    vi.advanceTimersByTime(300);
    expect(short(sent())).toEqual(["sessionStart /", "pageView /", "visit /"]);
  });
});

describe("a hidden tab", () => {
  test("pauses presence and sends what waits; visible again, presence goes on from where it was", () => {
    const s = sender();
    s.pageShown("/");
    vi.advanceTimersByTime(4_000);
    s.hidden();
    const before = batches.length;
    vi.advanceTimersByTime(120_000);
    expect(batches.length).toBe(before);
    s.shown();
    vi.advanceTimersByTime(5_999);
    expect(short(sent())).not.toContain("presence 10 /");
    vi.advanceTimersByTime(1 + 300);
    expect(short(sent())).toContain("presence 10 /");
  });
});

describe("withdrawn consent", () => {
  test("stop clears every timer and drops what waits: nothing more is sent", () => {
    const s = sender();
    s.pageShown("/");
    vi.advanceTimersByTime(1_100);
    const count = sent().length;
    s.pageShown("/noticias"); // queued, not yet sent
    s.stop();
    expect(vi.getTimerCount()).toBe(0);
    s.pageShown("/actividades");
    s.shown();
    s.flush();
    vi.advanceTimersByTime(120_000);
    expect(sent()).toHaveLength(count);
  });

  test("the consent cookie gone (before the page knows), the next event stops the sender instead of going", () => {
    const s = sender();
    s.pageShown("/");
    vi.advanceTimersByTime(300);
    const count = sent().length;
    consent = false;
    vi.advanceTimersByTime(120_000);
    expect(sent()).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("what waits for its batch is not sent once consent is gone", () => {
    const s = sender();
    s.pageShown("/");
    consent = false;
    vi.advanceTimersByTime(300);
    expect(batches).toEqual([]);
  });
});
