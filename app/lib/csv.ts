/**
 * A CSV file (RFC 4180: comma separated, CRLF lines) starting with a UTF-8 byte-order mark so that spreadsheets
 * read it as UTF-8. Cells are quoted when they need it; a leading =, +, - or @ is neutralised so a spreadsheet
 * never runs a cell as a formula (a classroom's name is the teacher's text).
 */
export function csvFile(lines: readonly (readonly string[])[]): string {
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
