import { Icon } from "../icons/Icon.tsx";
import { calendarClock, globe, lock, monitor, school, sprout, tablet } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import type { Device } from "../../../common/activities.ts";
import { useRootData } from "../../lib/root-data.ts";
import type { ItineraryCardData } from "./documents.ts";
import { itineraryActivityPath, itineraryAnchor } from "./paths.ts";

const DEVICE_ICONS = { pc: monitor, tablet } as const;

/** The devices an itinerary uses, as icons with words (or "screen-free"). */
export function DeviceList({ devices }: { devices: readonly Device[] }) {
  const { t } = useTranslation();
  if (devices.length === 0) return <span>{t("itineraries.card.noDevices")}</span>;
  return (
    <span className="inline-flex flex-wrap gap-x-3">
      {devices.map((device) => {
        return (
          <span key={device} className="inline-flex items-center gap-1">
            <Icon d={DEVICE_ICONS[device]} className="size-4 text-navy" /> {t(`itineraries.devices.${device}`)}
          </span>
        );
      })}
    </span>
  );
}

function Badge({ icon, children, tone = "bg-sun-soft" }: { icon: string; children: string; tone?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-extrabold text-navy ${tone}`}>
      <Icon d={icon} className="size-4" /> {children}
    </span>
  );
}

/**
 * An itinerary in the list. An open one links (the whole card) to its first activity; a locked one is
 * greyed, says why and links nowhere, since its activities would be refused.
 */
export function ItineraryCard({ itinerary, eager = false }: { itinerary: ItineraryCardData; eager?: boolean }) {
  const { t } = useTranslation();
  const lang = useRootData()?.lang ?? "es";
  const href =
    !itinerary.locked && itinerary.firstActivityUrlId
      ? itineraryActivityPath(lang, itinerary.age, itinerary.urlId, itinerary.firstActivityUrlId)
      : null;
  const lockId = `${itineraryAnchor(itinerary.urlId)}-lock`;
  return (
    <article
      id={itineraryAnchor(itinerary.urlId)}
      aria-describedby={itinerary.locked ? lockId : undefined}
      className={`group relative flex h-full flex-col overflow-hidden rounded-blob border-2 shadow-card ${
        itinerary.locked ? "border-dashed border-field bg-cream" : "border-line bg-paper focus-within:border-navy hover:border-navy"
      }`}
    >
      <img
        src={itinerary.image}
        alt=""
        width={640}
        height={400}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={`aspect-[16/10] w-full bg-sun-soft object-cover ${itinerary.locked ? "opacity-60 grayscale" : ""}`}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {itinerary.locked && (
            <Badge icon={lock} tone="bg-line">
              {t("itineraries.card.locked")}
            </Badge>
          )}
          {itinerary.origin === "centerResource" && <Badge icon={school}>{t("itineraries.card.centerResource")}</Badge>}
          {itinerary.firstYear && (
            <Badge icon={sprout} tone="bg-mint-soft">
              {t("itineraries.card.firstYear")}
            </Badge>
          )}
          {!itinerary.current && (
            <Badge icon={calendarClock} tone="bg-line">
              {t("itineraries.card.previousYear")}
            </Badge>
          )}
          {itinerary.online && (
            <Badge icon={globe} tone="bg-mint-soft">
              {t("itineraries.card.online")}
            </Badge>
          )}
        </div>
        <h3 className="text-lg">
          {href ? (
            // The link covers the whole card (::after), while the card keeps one link for screen readers.
            <Link
              to={href}
              className="text-navy no-underline after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
            >
              {itinerary.name}
            </Link>
          ) : (
            itinerary.name
          )}
        </h3>
        <p className="line-clamp-3 text-[0.95rem]">{itinerary.description}</p>
        {itinerary.locked && itinerary.lockedReason && (
          <p id={lockId} className="flex items-start gap-2 font-bold text-ink">
            <Icon d={lock} className="mt-1 size-4 flex-none" />
            {t("itineraries.card.lockedReason", { program: itinerary.program.name })}
          </p>
        )}
        {!itinerary.locked && !itinerary.firstActivityUrlId && <p className="text-muted">{t("itineraries.card.noActivities")}</p>}
        <dl className="mt-auto flex flex-col gap-1 pt-2 text-sm">
          <div className="flex flex-wrap gap-1">
            <dt className="font-bold text-navy">{t("itineraries.card.program")}:</dt>
            <dd>{itinerary.program.name}</dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="font-bold text-navy">{t("itineraries.card.devices")}:</dt>
            <dd>
              <DeviceList devices={itinerary.devices} />
            </dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="font-bold text-navy">{t("itineraries.card.activityCount")}:</dt>
            <dd>{itinerary.activityCount}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
