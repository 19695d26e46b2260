import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { madridDay } from "../../../common/event-dates.ts";
import type { Language } from "../../../common/languages.ts";
import { dateFormat } from "../../lib/intl.ts";
import type { EventCardData, NewsCardData } from "./Cards.tsx";
import type { EventNode, NewsNode } from "./documents.ts";
import { eventTypeFromApi } from "./event-type.ts";

/**
 * Dates of news and events as the page shows them, in the page's language and Spain's mainland time.
 * Loaders format them (on the server) so that the browser's own ICU data never changes a rendered text.
 */
const locale = (lang: Language) => (lang === "es" ? "es-ES" : "en-GB");
const format = (lang: Language, options: Intl.DateTimeFormatOptions) => dateFormat(locale(lang), { timeZone: EVENT_TIME_ZONE, ...options });

/** "11 de febrero de 2026" / "11 February 2026". */
export function longDate(iso: string, lang: Language): string {
  return format(lang, { dateStyle: "long" }).format(new Date(iso));
}

/** When an event happens, ready to show. */
export type EventWhen = {
  /** The day ("miércoles, 11 de febrero de 2026") or the days ("11–20 de febrero de 2026"). */
  date: string;
  /** The time range ("10:00–12:00"), with the days when it spans several ("11 feb, 10:00 – 20 feb, 19:00"). */
  time: string;
  /** One line for cards: "11 feb 2026, 10:00–12:00" or "11–20 feb 2026". */
  short: string;
  /** The start's day of the month and short month name, for the date badge of a card. */
  day: string;
  month: string;
  /** It has ended. */
  past: boolean;
};

export function eventWhen(startsAt: string, endsAt: string, lang: Language, now: Date): EventWhen {
  const start = new Date(startsAt);
  // An event ending exactly at midnight belongs to the day it started.
  const end = new Date(Math.max(start.getTime(), new Date(endsAt).getTime() - 1));
  const [a, b] = [madridDay(start), madridDay(end)];
  const sameDay = a.year === b.year && a.month === b.month && a.day === b.day;
  const realEnd = new Date(endsAt);
  const timeRange = format(lang, { timeStyle: "short" }).formatRange(start, realEnd < start ? start : realEnd);
  return {
    date: sameDay ? format(lang, { dateStyle: "full" }).format(start) : format(lang, { dateStyle: "long" }).formatRange(start, end),
    time: sameDay
      ? timeRange
      : format(lang, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).formatRange(start, realEnd),
    short: sameDay
      ? `${format(lang, { dateStyle: "medium" }).format(start)}, ${timeRange}`
      : format(lang, { dateStyle: "medium" }).formatRange(start, end),
    day: format(lang, { day: "numeric" }).format(start),
    month: format(lang, { month: "short" }).format(start),
    past: realEnd < now,
  };
}

/*
 * The page data carries only what is shown (it travels in the HTML beside the markup): no fields a card
 * does not draw, nor an item's raw body beside its parsed blocks.
 */

/** A news item as cards and the news page's header show it. */
export function newsCard({ slug, title, summary, image, publishedAt, published }: NewsNode, lang: Language): NewsCardData {
  return { slug, title, summary, image, published, date: longDate(publishedAt, lang), dateTime: publishedAt };
}

/** An event as cards show it. */
export function eventCard(item: EventNode, lang: Language, now: Date): EventCardData {
  const { slug, title, summary, image, place, startsAt, published } = item;
  const { short, day, month, past } = eventWhen(startsAt, item.endsAt, lang, now);
  return { slug, type: eventTypeFromApi(item.type), title, summary, image, place, startsAt, published, when: { short, day, month, past } };
}

/** An event as its own page shows it: the card's fields, with the day and time in full. */
export function eventDetail(item: EventNode, lang: Language, now: Date) {
  return { ...eventCard(item, lang, now), when: eventWhen(item.startsAt, item.endsAt, lang, now) };
}
