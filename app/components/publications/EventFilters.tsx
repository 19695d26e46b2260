import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Form, Link, useNavigate } from "react-router";
import { EVENT_DATE_FILTERS, EVENT_TYPES, type EventDateFilter, type EventType } from "../../../common/publications.ts";
import { useFilterSelect } from "../../lib/filter-form.ts";
import type { EventFilters as Filters } from "./event-type.ts";

/** The list's address for a set of filters and a page; defaults are left out so addresses stay short. */
export function eventsSearch(filters: Filters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.when !== "all") params.set("when", filters.when);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Reads the filters of an address's query; unknown values are ignored. */
export function eventFiltersOf(params: URLSearchParams): Filters {
  const type = params.get("type");
  const when = params.get("when");
  return {
    type: (EVENT_TYPES as readonly string[]).includes(type ?? "") ? (type as EventType) : null,
    when: (EVENT_DATE_FILTERS as readonly string[]).includes(when ?? "") ? (when as EventDateFilter) : "all",
  };
}

/**
 * A GET form, so the filters live in the address and work without JavaScript (the apply button);
 * with JavaScript a change applies at once (a keyboard choice of the type on Enter or on leaving it).
 */
export function EventFilters({ filters, action }: { filters: Filters; action: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Controlled, and never remounted, so that focus stays on the control a keyboard user is changing.
  const [type, setType] = useState<string>(filters.type ?? "");
  const [when, setWhen] = useState<string>(filters.when);
  useEffect(() => {
    setType(filters.type ?? "");
    setWhen(filters.when);
  }, [filters.type, filters.when]);
  const apply = (next: { type: string; when: string }) => {
    void navigate(`${action}${eventsSearch(eventFiltersOf(new URLSearchParams(next)))}`, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ type, when });
  };
  const typeSelect = useFilterSelect(type, (select) => {
    setType(select.value);
    apply({ type: select.value, when });
  });
  const filtered = filters.type !== null || filters.when !== "all";
  return (
    <Form
      method="get"
      action={action}
      onSubmit={onSubmit}
      aria-label={t("publications.events.filters")}
      className="panel flex flex-col gap-5 md:flex-row md:flex-wrap md:items-end"
    >
      <div className="field md:w-64">
        <label htmlFor="event-type" className="field-label">
          {t("publications.events.type")}
        </label>
        <select id="event-type" name="type" {...typeSelect} className="field-input">
          <option value="">{t("publications.events.allTypes")}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`publications.events.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="field-label mb-2">{t("publications.events.when")}</legend>
        <div className="flex flex-wrap gap-2">
          {EVENT_DATE_FILTERS.map((option) => (
            <label key={option} className="cursor-pointer">
              <input
                type="radio"
                name="when"
                value={option}
                checked={when === option}
                onChange={() => {
                  setWhen(option);
                  apply({ type, when: option });
                }}
                className="peer sr-only"
              />
              <span className="tab inline-block peer-checked:bg-navy peer-checked:text-paper peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy peer-focus-visible:shadow-[0_0_0_6px_var(--color-sun)]">
                {t(`publications.events.whens.${option}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn btn-primary">
          {t("publications.events.apply")}
        </button>
        {filtered && (
          <Link to={action} className="font-bold">
            {t("publications.events.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}
