import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type ActivityListState, parseActivityFilters, searchOf } from "../../../common/activity-filters.ts";

/** Every filter control belongs to this one GET form (controls outside it join through their `form` attribute). */
export const FILTER_FORM_ID = "activity-filters";

/** False during the server render and hydration, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The list's state and how controls change it. Without JavaScript the form is a plain GET form with an
 * "apply" button; with it, each change navigates at once to the tidy address of the new state, keeping
 * the scroll position (and so the focus on the control just used).
 */
export function useListState(loaded: ActivityListState) {
  const location = useLocation();
  const navigate = useNavigate();
  // The controls show what the user asked for at once; the loaded state takes over when it arrives
  // (or when the address changes some other way: a link, the back button).
  const [state, setState] = useState(loaded);
  const [loadedKey, setLoadedKey] = useState(() => searchOf(loaded));
  if (searchOf(loaded) !== loadedKey) {
    setLoadedKey(searchOf(loaded));
    setState(loaded);
  }

  const applyForm = (form: HTMLFormElement | null) => {
    if (!form) return;
    // The form carries no page: a change of filter or order starts again from page 1.
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values.append(name, value);
    const next = parseActivityFilters(values);
    setState(next);
    void navigate(location.pathname + searchOf(next), { preventScrollReset: true });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => applyForm(event.currentTarget.form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyForm(event.currentTarget);
  };
  return { state, pathname: location.pathname, onChange, onSubmit };
}
