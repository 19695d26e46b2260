import { Link } from "react-router";
import { Icon } from "../icons/Icon.tsx";
import { fileSpreadsheet } from "../icons/shapes.ts";

/** A staff list's head: how many rows it holds, and the link to download them as CSV (none for an empty list). */
export function CountAndCsv({
  count,
  csv,
  csvLabel,
  className = "mb-4",
}: {
  count: string;
  csv: string | null;
  csvLabel: string;
  className?: string;
}) {
  return (
    <p className={`${className} flex flex-wrap items-center justify-between gap-3`}>
      <span className="font-bold text-navy">{count}</span>
      {csv && (
        <Link to={csv} reloadDocument className="inline-flex items-center gap-2 font-bold">
          <Icon d={fileSpreadsheet} className="size-5" />
          {csvLabel}
        </Link>
      )}
    </p>
  );
}
