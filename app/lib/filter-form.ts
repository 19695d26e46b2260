import { type ChangeEvent, type FocusEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

/**
 * A list's filters as one GET form. Without JavaScript it is a plain form with an "apply" button; with
 * it, each change goes at once to the tidy address of the new state (`parse` reads the form, `search`
 * writes the address), keeping the scroll position and so the focus on the control just used. A select
 * goes through useFilterSelect with `applyFrom`, so that a keyboard user's steps do not each load a list.
 * What the user just chose shows at once and stays while its list loads, even when an earlier, quicker
 * choice's list arrives meanwhile; once nothing is loading, the loaded state is the truth (it also
 * follows links and the back button).
 */
export function useFilterForm<S>(loaded: S, parse: (values: URLSearchParams) => S, search: (state: S) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<S | null>(null);
  const wasLoading = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") wasLoading.current = true;
    else if (wasLoading.current) {
      wasLoading.current = false;
      setChosen(null);
    }
  }, [navigation.state]);

  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    // The form carries no page: a change of filter or order starts again from page 1.
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values.append(name, value);
    const next = parse(values);
    setChosen(next);
    void navigate(location.pathname + search(next), { preventScrollReset: true });
  };
  const applyFrom = (control: HTMLInputElement | HTMLSelectElement) => apply(control.form);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => applyFrom(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return { state: chosen ?? loaded, pathname: location.pathname, onChange, applyFrom, onSubmit };
}

/** Keys that step a closed select to another option (Windows and Linux browsers): arrows, Home, End, Page Up and Down, typed letters. */
function stepsChoice(event: KeyboardEvent<HTMLSelectElement>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false; // Alt+arrow opens the list instead.
  if (event.key.length === 1) return event.key !== " "; // A letter jumps to an option; the space bar opens the list.
  return ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"].includes(event.key);
}

/**
 * The props of a select that applies its choice by itself (a live filter form's). On a closed select each
 * arrow key changes the value, and a change applied at once would load a list (and move the page) at every
 * step on the way to the option wanted (WCAG 3.2.2). So a choice made with those keys only shows, and applies
 * on Enter or when the select is left; a choice picked from the open list (pointer, or the list's own keys,
 * which the page never sees) applies at once. `value` is the applied choice; `apply` gets the select once it
 * shows the new choice. Without JavaScript none of this runs: the form's own button sends the choice.
 */
export function useFilterSelect(value: string, apply: (select: HTMLSelectElement) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  // The key down now changes the value: its change event comes before the key is released.
  const stepping = useRef(false);
  const commit = (select: HTMLSelectElement) => {
    setDraft(null);
    if (select.value !== value) apply(select);
  };
  return {
    value: draft ?? value,
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === "Enter" && draft !== null) {
        event.preventDefault(); // The choice is applied here, not by the form's implicit submission.
        commit(event.currentTarget);
      }
      stepping.current = stepsChoice(event);
    },
    onKeyUp: () => {
      stepping.current = false;
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      if (stepping.current) setDraft(event.currentTarget.value);
      else commit(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLSelectElement>) => {
      stepping.current = false;
      if (draft !== null) commit(event.currentTarget);
    },
  };
}
