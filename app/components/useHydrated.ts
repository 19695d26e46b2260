import { useEffect, useState } from "react";

/**
 * False in the server's markup and until this component has hydrated, then true: a control that works only with
 * scripts is drawn from then on, and its plain link or form until then (issue 31: no dead clicks). Per component, not
 * the document's `data-hydrated`: a lazy chunk's part of the page hydrates after the rest.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
