import { expect, test } from "vitest";
import { licenceCodesCsv } from "./licence-csv.ts";

test("a batch's codes as CSV: BOM, header, one CRLF line per code", () => {
  const csv = licenceCodesCsv([
    { code: "ABCDEFGH-JKLM-NPQR-STUV-WXYZ23456789", state: "free", assignedAt: null, revokedAt: null },
    { code: "23456789-ABCD-EFGH-JKLM-NPQRSTUVWXYZ", state: "assigned", assignedAt: "2026-02-11T09:30:00.000Z", revokedAt: null },
    { code: "ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ", state: "revoked", assignedAt: null, revokedAt: "2026-02-12T10:00:00.000Z" },
  ]);
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.slice(1).split("\r\n")).toEqual([
    "code,state,assigned_at,revoked_at",
    "ABCDEFGH-JKLM-NPQR-STUV-WXYZ23456789,free,,",
    "23456789-ABCD-EFGH-JKLM-NPQRSTUVWXYZ,assigned,2026-02-11T09:30:00.000Z,",
    "ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ,revoked,,2026-02-12T10:00:00.000Z",
    "",
  ]);
});

test("an empty batch is just the header", () => {
  expect(licenceCodesCsv([])).toBe("\uFEFFcode,state,assigned_at,revoked_at\r\n");
});
