import type { LicenceCodeRow } from "./staff-documents.ts";

/**
 * A batch's codes as CSV (RFC 4180: comma separated, CRLF lines), starting with a UTF-8 byte-order mark
 * so that Excel reads it as UTF-8. One row per code: code, state, assigned_at, revoked_at (ISO 8601).
 */
export function licenceCodesCsv(rows: LicenceCodeRow[]): string {
  const lines = [["code", "state", "assigned_at", "revoked_at"], ...rows.map((r) => [r.code, r.state, r.assignedAt ?? "", r.revokedAt ?? ""])];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Quotes a cell when it needs it; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
