import { csvFile } from "../../lib/csv.ts";
import type { LicenceCodeRow } from "./staff-documents.ts";

/** A batch's codes as CSV (lib/csv.ts). One row per code: code, state, assigned_at, revoked_at (ISO 8601). */
export function licenceCodesCsv(rows: LicenceCodeRow[]): string {
  return csvFile([
    ["code", "state", "assigned_at", "revoked_at"],
    ...rows.map((r) => [r.code, r.state, r.assignedAt ?? "", r.revokedAt ?? ""]),
  ]);
}
