import { Icon } from "../icons/Icon.tsx";
import { x } from "../icons/shapes.ts";
import type { ChangeEvent, FormEvent } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import { AGE_LABELS } from "../../../common/ages.ts";
import { DEVICES } from "../../../common/activities.ts";
import { AGE_PATH, ITINERARY_AGES, ITINERARY_SORTS, RESOURCE_FILTERS } from "../../../common/in-class.ts";
import { useFilterSelect } from "../../lib/filter-form.ts";
import { hasItineraryFilters, ITINERARY_FORM_ID, type ItineraryListState, itinerarySearch } from "./filters.ts";

type OnChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/** The age segment tabs (4-5, 6-8, 9-12, +12): links that keep the chosen filters and order. */
export function AgeTabs({ state, pathname }: { state: ItineraryListState; pathname: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("itineraries.ages.label")} className="tabs">
      <ul>
        {ITINERARY_AGES.map((age) => (
          <li key={age}>
            <Link to={pathname + itinerarySearch({ ...state, age })} className="tab" aria-current={age === state.age ? "page" : undefined}>
              {t("itineraries.ages.tab", { age: AGE_LABELS[age] })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type FormProps = {
  state: ItineraryListState;
  pathname: string;
  onChange: OnChange;
  /** Applies the form from one of its controls: the sort select's choice (useFilterSelect). */
  applyFrom: (control: HTMLSelectElement) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * Sort, devices and resource filters in one GET form whose state is the address: it works without
 * JavaScript (an "apply" button), and with it each change applies at once (a keyboard choice of the sort
 * select on Enter or on leaving it).
 */
export function ItineraryFilterForm({ state, pathname, onChange, applyFrom, onSubmit }: FormProps) {
  const { t } = useTranslation();
  const sort = useFilterSelect(state.sort, applyFrom);
  const checks = (legend: string, name: string, values: readonly string[], chosen: readonly string[], label: (value: string) => string) => (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-extrabold text-navy">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="checkbox">
          <input type="checkbox" name={name} value={value} checked={chosen.includes(value)} onChange={onChange} />
          <span>{label(value)}</span>
        </label>
      ))}
    </fieldset>
  );
  return (
    <form
      id={ITINERARY_FORM_ID}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      aria-label={t("itineraries.filters.label")}
      className="mb-6 grid gap-5 rounded-blob border-2 border-line bg-paper p-5 shadow-card md:grid-cols-[auto_1fr_1.6fr] md:items-start"
    >
      <input type="hidden" name="age" value={AGE_PATH[state.age]} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="itinerary-sort" className="field-label">
          {t("itineraries.filters.sort")}
        </label>
        <select id="itinerary-sort" name="sort" {...sort} className="field-input min-h-11 w-auto py-1.5">
          {ITINERARY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`itineraries.filters.sortOptions.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {checks(t("itineraries.filters.devices"), "device", DEVICES, state.devices, (v) =>
        t(`itineraries.devices.${v as (typeof DEVICES)[number]}`),
      )}
      {checks(t("itineraries.filters.resources"), "resource", RESOURCE_FILTERS, state.resources, (v) =>
        t(`itineraries.filters.resourceOptions.${v as (typeof RESOURCE_FILTERS)[number]}`),
      )}
      <div className="flex flex-wrap items-center gap-3 md:col-span-3">
        {/* Without JavaScript the choices apply when this is pressed; with it they apply at once (hidden once hydrated). */}
        <button type="submit" className="until-hydrated btn btn-primary btn-sm">
          {t("itineraries.filters.apply")}
        </button>
        {hasItineraryFilters(state) && (
          <Link
            to={pathname + itinerarySearch({ ...state, devices: [], resources: [] })}
            className="inline-flex items-center gap-1 font-extrabold"
          >
            <Icon d={x} className="size-4" /> {t("itineraries.filters.clear")}
          </Link>
        )}
      </div>
    </form>
  );
}
