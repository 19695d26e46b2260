import { Icon } from "../icons/Icon.tsx";
import { chevronDown, slidersHorizontal } from "../icons/shapes.ts";
import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { type ActivityListState, MULTI_FILTERS, SINGLE_FILTERS } from "../../../common/activity-filters.ts";
import type { ActivityAccess, CompetenceArea, Device, Difficulty, TimeRange, WithWithout } from "../../../common/activities.ts";
import { AGE_LABELS, type AgeSegment } from "../../../common/ages.ts";
import { FILTER_FORM_ID } from "./useListState.ts";

type Props = {
  state: ActivityListState;
  pathname: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** Tablets and larger show the filters beside the list; phones keep them folded until asked for. */
const WIDE = "(min-width: 768px)";

/**
 * The filters (age, difficulty, time, materials, device, competences, type) in a GET form whose state
 * is the address. On phones it folds into a <details> disclosure, which works without JavaScript.
 */
export function FilterPanel({ state, pathname, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.matchMedia(WIDE).matches) setOpen(true);
  }, []);

  const checks = (key: keyof typeof MULTI_FILTERS, legend: string, label: (value: string) => string) => {
    const { param, values } = MULTI_FILTERS[key];
    const chosen = state[key] as readonly string[];
    return (
      <fieldset className="filter-group">
        <legend>{legend}</legend>
        {values.map((value: string) => (
          <label key={value}>
            <input type="checkbox" name={param} value={value} checked={chosen.includes(value)} onChange={onChange} />
            {label(value)}
          </label>
        ))}
      </fieldset>
    );
  };

  const radios = (key: keyof typeof SINGLE_FILTERS, legend: string, label: (value: string) => string) => {
    const { param, values } = SINGLE_FILTERS[key];
    const chosen = state[key] ?? "";
    return (
      <fieldset className="filter-group">
        <legend>{legend}</legend>
        {["", ...values].map((value: string) => (
          <label key={value || "any"}>
            <input type="radio" name={param} value={value} checked={chosen === value} onChange={onChange} />
            {value ? label(value) : t("activities.filters.any")}
          </label>
        ))}
      </fieldset>
    );
  };

  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="filter-panel">
      <summary>
        <Icon d={slidersHorizontal} className="size-5" />
        {t("activities.filters.title")}
        <Icon d={chevronDown} className={`ml-auto size-5 transition-transform ${open ? "rotate-180" : ""}`} />
      </summary>
      <form
        id={FILTER_FORM_ID}
        method="get"
        action={pathname}
        onSubmit={onSubmit}
        aria-label={t("activities.filters.label")}
        className="flex flex-col gap-4 px-5 pb-5"
      >
        {checks("ages", t("activities.filters.age"), (v) => AGE_LABELS[v as AgeSegment])}
        {checks("difficulties", t("activities.filters.difficulty"), (v) => t(`activities.difficulties.${v as Difficulty}`))}
        {checks("times", t("activities.filters.time"), (v) => t(`activities.times.${v as TimeRange}`))}
        {radios("kit", t("activities.filters.kit"), (v) => t(`activities.filters.kitOptions.${v as WithWithout}`))}
        {radios("materials", t("activities.filters.materials"), (v) => t(`activities.filters.materialsOptions.${v as WithWithout}`))}
        {checks("devices", t("activities.filters.device"), (v) => t(`activities.devices.${v as Device}`))}
        {checks("competences", t("activities.filters.competences"), (v) => t(`activities.competences.${v as CompetenceArea}`))}
        {radios("access", t("activities.filters.type"), (v) => t(`activities.access.${v as ActivityAccess}`))}
      </form>
    </details>
  );
}
