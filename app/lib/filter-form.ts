import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

/** False during the server render and hydration, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A list's filters as one GET form. Without JavaScript it is a plain form with an "apply" button; with
 * it, each change goes at once to the tidy address of the new state (`parse` reads the form, `search`
 * writes the address), keeping the scroll position and so the focus on the control just used.
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
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => apply(event.currentTarget.form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return { state: chosen ?? loaded, pathname: location.pathname, onChange, onSubmit };
}
