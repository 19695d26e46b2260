import { Icon } from "../icons/Icon.tsx";
import { calendarDays, mapPin } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import type { EventType } from "../../../common/publications.ts";
import type { EventWhen } from "./dates.ts";

/** Content pictures are illustrations beside their title: decorative for screen readers. */
export function CoverImage({ src, eager = false, className = "" }: { src: string; eager?: boolean; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={360}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`aspect-video w-full bg-sun-soft object-cover ${className}`}
    />
  );
}

/** Shown to event managers on news and events that visitors cannot see. */
export function UnpublishedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded-full border-2 border-coral bg-coral-soft px-3 py-0.5 text-sm font-extrabold text-coral-deep">
      {t("publications.unpublished")}
    </span>
  );
}

const TYPE_TONES: Record<EventType, string> = {
  conference: "bg-sun text-navy",
  "course-workshop": "bg-mint-soft text-navy",
  activity: "bg-sky text-paper",
  private: "bg-navy text-paper",
};

export function EventTypeBadge({ type }: { type: EventType }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-extrabold ${TYPE_TONES[type]}`}>
      {t(`publications.events.types.${type}`)}
    </span>
  );
}

export type NewsCardData = { slug: string; title: string; summary: string; image: string; date: string; dateTime: string; published: boolean };

/** A news item in a list: the whole card is one link, named by its title. */
export function NewsCard({ item, href, eager = false, heading = "h2" }: { item: NewsCardData; href: string; eager?: boolean; heading?: "h2" | "h3" | "h4" }) {
  const Heading = heading;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-blob border-2 border-line bg-paper shadow-card">
      <CoverImage src={item.image} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-teal">
          <time dateTime={item.dateTime}>{item.date}</time>
          {!item.published && <UnpublishedBadge />}
        </p>
        <Heading className="text-xl">
          <Link to={href} className="text-navy no-underline after:absolute after:inset-0 after:content-[''] group-hover:underline">
            {item.title}
          </Link>
        </Heading>
        <p className="text-ink">{item.summary}</p>
      </div>
    </article>
  );
}

export type EventCardData = {
  slug: string;
  type: EventType;
  title: string;
  summary: string;
  image: string;
  place: string;
  startsAt: string;
  published: boolean;
  when: EventWhen;
};

/** An event in a list: date badge, type, when and where. */
export function EventCard({ item, href, heading = "h3" }: { item: EventCardData; href: string; heading?: "h3" | "h4" }) {
  const Heading = heading;
  return (
    <article className="group relative flex gap-4 rounded-blob border-2 border-line bg-paper p-5 shadow-card">
      <div
        aria-hidden="true"
        className={`flex h-20 w-16 flex-none flex-col items-center justify-center rounded-2xl border-2 border-navy ${item.when.past ? "bg-cream" : "bg-sun"}`}
      >
        <span className="text-2xl font-black leading-none text-navy">{item.when.day}</span>
        <span className="text-sm font-extrabold uppercase text-navy">{item.when.month}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <EventTypeBadge type={item.type} />
          {!item.published && <UnpublishedBadge />}
        </p>
        <Heading className="text-xl">
          <Link to={href} className="text-navy no-underline after:absolute after:inset-0 after:content-[''] group-hover:underline">
            {item.title}
          </Link>
        </Heading>
        <p className="flex items-start gap-2 text-sm font-bold text-teal">
          <Icon d={calendarDays} className="mt-0.5 h-4 w-4 flex-none" />
          <time dateTime={item.startsAt}>{item.when.short}</time>
        </p>
        <p className="flex items-start gap-2 text-sm font-bold text-teal">
          <Icon d={mapPin} className="mt-0.5 h-4 w-4 flex-none" />
          <span>{item.place}</span>
        </p>
        <p className="text-ink">{item.summary}</p>
      </div>
    </article>
  );
}
