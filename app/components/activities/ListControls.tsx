import { Icon } from "../icons/Icon.tsx";
import { check, x } from "../icons/shapes.ts";
import type { ChangeEvent, FocusEvent } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { type ActivityListState, clearFilters, searchOf } from "../../../common/activity-filters.ts";
import {
  ACTIVITY_SORTS,
  type Audience,
  AUDIENCES,
  type Category,
  CATEGORY_COLOURS,
  CATEGORY_PILL_ORDER,
  HIGHLIGHTED_CATEGORIES,
} from "../../../common/activities.ts";
import { useFilterSelect } from "../../lib/filter-form.ts";
import { useTo } from "../../lib/root-data.ts";
import { listRouteOf } from "./paths.ts";
import { FILTER_FORM_ID } from "./useListState.ts";

type OnChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/** The age tabs: all, children, families, teachers. Switching keeps the chosen filters and order. */
export function AudienceTabs({ audience, state }: { audience: Audience | null; state: ActivityListState }) {
  const { t } = useTranslation();
  const to = useTo();
  const search = searchOf({ ...state, page: 1 });
  const tabs: (Audience | null)[] = [null, ...AUDIENCES];
  return (
    <nav aria-label={t("activities.tabs.label")} className="tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab ?? "all"}>
            <Link to={to(listRouteOf(tab)) + search} className="tab" aria-current={tab === audience ? "page" : undefined}>
              {t(`activities.tabs.${tab ?? "all"}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const HIGHLIGHTED = HIGHLIGHTED_CATEGORIES as readonly Category[];

/**
 * On a phone the pills are one row that scrolls sideways, and the browser scrolls a focused control only
 * until part of it shows: the pill the keyboard reaches is brought wholly into view.
 */
function revealInRow(event: FocusEvent<HTMLInputElement>) {
  event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/** The topic pills: checkboxes of the filter form, in the topic's colour; the highlighted topics first. */
export function TopicPills({ state, onChange }: { state: ActivityListState; onChange: OnChange }) {
  const { t } = useTranslation();
  const pill = (category: Category) => {
    const checked = state.topics.includes(category);
    return (
      <li key={category}>
        <label className="topic-pill" style={{ background: CATEGORY_COLOURS[category] }}>
          <input
            type="checkbox"
            className="covering-input"
            form={FILTER_FORM_ID}
            name="topic"
            value={category}
            checked={checked}
            onChange={onChange}
            onFocus={revealInRow}
          />
          {checked && <Icon d={check} className="size-4 stroke-3" />}
          {t(`activities.categories.${category}`)}
        </label>
      </li>
    );
  };
  return (
    // min-w-0: a fieldset is as wide as its content unless told, and the pills' row must scroll inside it.
    <fieldset className="mb-6 min-w-0">
      <legend className="mb-2 font-extrabold text-navy">{t("activities.topics.legend")}</legend>
      {/* The highlighted topics on a row of their own, the rest below; on a phone one row that scrolls
          sideways, so that the pills do not push the first activities below the first screen. */}
      <div className="-mx-1 flex gap-2 overflow-x-auto p-1 pb-2 md:mx-0 md:flex-col md:overflow-visible md:p-0">
        <ul className="topic-row" aria-label={t("activities.topics.highlighted")}>
          {CATEGORY_PILL_ORDER.filter((c) => HIGHLIGHTED.includes(c)).map(pill)}
        </ul>
        <ul className="topic-row" aria-label={t("activities.topics.more")}>
          {CATEGORY_PILL_ORDER.filter((c) => !HIGHLIGHTED.includes(c)).map(pill)}
        </ul>
      </div>
    </fieldset>
  );
}

/** The order of the list; part of the filter form (a keyboard choice applies on Enter or on leaving it). */
export function SortSelect({ state, apply }: { state: ActivityListState; apply: (select: HTMLSelectElement) => void }) {
  const { t } = useTranslation();
  const select = useFilterSelect(state.sort, apply);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor="activity-sort" className="field-label whitespace-nowrap">
        {t("activities.sort.label")}
      </label>
      <select id="activity-sort" name="sort" form={FILTER_FORM_ID} {...select} className="field-input min-h-11 w-auto max-w-full py-1.5">
        {ACTIVITY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`activities.sort.options.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Back to the whole list, keeping the order. */
export function ClearFiltersLink({ state, pathname, className = "" }: { state: ActivityListState; pathname: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={pathname + searchOf(clearFilters(state))} className={`inline-flex items-center gap-1 font-extrabold ${className}`}>
      <Icon d={x} className="size-4" /> {t("activities.filters.clear")}
    </Link>
  );
}
