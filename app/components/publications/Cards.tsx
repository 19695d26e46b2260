import { Icon } from "../icons/Icon.tsx";
import { calendarDays, mapPin } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import type { EventType } from "../../../common/publications.ts";
import type { EventWhen } from "./dates.ts";

/** Content pictures are illustrations beside their title: decorative for screen readers. */
export function CoverImage({ src, eager = false, className = "" }: { src: string; eager?: boolean; className?: string }) {
  return (
    <img src={src} alt="" width={640} height={360} loading={eager ? "eager" : "lazy"} decoding="async" className={`cover ${className}`} />
  );
}

/** Shown to event managers on news and events that visitors cannot see. */
export function UnpublishedBadge() {
  const { t } = useTranslation();
  return <span className="chip border-2 border-coral bg-coral-soft text-coral-deep">{t("publications.unpublished")}</span>;
}

const TYPE_TONES: Record<EventType, string> = {
  conference: "bg-sun text-navy",
  "course-workshop": "bg-mint-soft text-navy",
  activity: "bg-sky text-paper",
  private: "bg-navy text-paper",
};

export function EventTypeBadge({ type }: { type: EventType }) {
  const { t } = useTranslation();
  return <span className={`chip ${TYPE_TONES[type]}`}>{t(`publications.events.types.${type}`)}</span>;
}

export type NewsCardData = {
  slug: string;
  title: string;
  summary: string;
  image: string;
  date: string;
  dateTime: string;
  published: boolean;
};

/** A news item in a list: the whole card is one link, named by its title. */
export function NewsCard({
  item,
  href,
  eager = false,
  heading = "h2",
}: {
  item: NewsCardData;
  href: string;
  eager?: boolean;
  heading?: "h2" | "h3" | "h4";
}) {
  const Heading = heading;
  return (
    <article className="group news-card">
      <CoverImage src={item.image} eager={eager} />
      <div className="news-body">
        <p className="news-date">
          <time dateTime={item.dateTime}>{item.date}</time>
          {!item.published && <UnpublishedBadge />}
        </p>
        <Heading className="text-xl">
          <Link to={href} className="pub-link">
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
  /** What a card shows of the dates (the event's page shows them in full). */
  when: Pick<EventWhen, "short" | "day" | "month" | "past">;
};

/** An event in a list: date badge, type, when and where. */
export function EventCard({ item, href, heading = "h3" }: { item: EventCardData; href: string; heading?: "h3" | "h4" }) {
  const Heading = heading;
  return (
    <article className="group event-card">
      <div aria-hidden="true" className={`event-date ${item.when.past ? "bg-cream" : "bg-sun"}`}>
        <span className="event-day">{item.when.day}</span>
        <span className="event-month">{item.when.month}</span>
      </div>
      <div className="event-body">
        <p className="chips">
          <EventTypeBadge type={item.type} />
          {!item.published && <UnpublishedBadge />}
        </p>
        <Heading className="text-xl">
          <Link to={href} className="pub-link">
            {item.title}
          </Link>
        </Heading>
        <p className="event-fact">
          <Icon d={calendarDays} className="mt-0.5 h-4 w-4 flex-none" />
          <time dateTime={item.startsAt}>{item.when.short}</time>
        </p>
        <p className="event-fact">
          <Icon d={mapPin} className="mt-0.5 h-4 w-4 flex-none" />
          <span>{item.place}</span>
        </p>
        <p className="text-ink">{item.summary}</p>
      </div>
    </article>
  );
}
