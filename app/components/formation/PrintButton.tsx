import { Icon } from "../icons/Icon.tsx";
import { printer } from "../icons/shapes.ts";
import { useEffect, useState } from "react";

/** Opens the browser's print dialogue. Shown only once the page runs JavaScript (without it, the button could do nothing). */
export function PrintButton({ label, hint }: { label: string; hint: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => window.print()} aria-describedby="print-hint">
        <Icon d={printer} />
        {label}
      </button>
      <p id="print-hint" className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
