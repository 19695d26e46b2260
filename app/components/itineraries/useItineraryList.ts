import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { type ItineraryListState, itinerarySearch, parseItineraryState } from "./filters.ts";

/**
 * The itineraries list's state and how its controls change it. Without JavaScript the filters are a
 * plain GET form with an "apply" button; with it, each change goes at once to the new address, keeping
 * the scroll position (and so the focus on the control just used).
 */
export function useItineraryList(loaded: ItineraryListState) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // What the user just chose shows at once, and stays while its list loads, even when an earlier,
  // quicker choice's list arrives meanwhile. Once nothing is loading, the loaded state is the truth
  // (it also follows links and the back button).
  const [chosen, setChosen] = useState<ItineraryListState | null>(null);
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
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values.append(name, value);
    const next = parseItineraryState(values);
    setChosen(next);
    void navigate(location.pathname + itinerarySearch(next), { preventScrollReset: true });
  };
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => apply(event.currentTarget.form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return { state: chosen ?? loaded, pathname: location.pathname, onChange, onSubmit };
}
