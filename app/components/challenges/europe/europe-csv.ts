import { csvFile } from "../../../lib/csv.ts";
import type { EuropeStaffEntryNode } from "./documents.ts";

/** Names the CSV's values in the staff's language: a state, the people-shown choice, a role, yes or no. */
export type EuropeCsvLabels = {
  state: (state: string) => string;
  peopleShown: (choice: string) => string;
  role: (role: string) => string;
  yesNo: (value: boolean) => string;
};

const HEADER = [
  "edition",
  "state",
  "centre_name",
  "centre_code",
  "community",
  "town",
  "contact_name",
  "email",
  "phone",
  "students",
  "account_email",
  "pre_registered_by",
  "submitted_by",
  "preregistered_at",
  "submitted_at",
  "problem",
  "solution",
  "sustainability",
  "technology",
  "ideation",
  "people_shown",
  "travellers",
  "travel_protocol",
  "files",
];

/**
 * The entries as CSV (lib/csv.ts: RFC 4180 with a UTF-8 byte-order mark, formulas neutralised): one row per entry,
 * stable column names, times in ISO 8601, the travellers as "name (role)" joined by "; ", the files by kind and name.
 */
export function europeEntriesCsv(entries: readonly EuropeStaffEntryNode[], labels: EuropeCsvLabels): string {
  const rows = entries.map((e) => [
    e.edition,
    labels.state(e.state),
    e.centreName,
    e.centreCode,
    e.community,
    e.town,
    e.contactName,
    e.email,
    e.phone ?? "",
    String(e.students),
    e.senderEmail,
    e.preRegisteredByEmail ?? "",
    e.submittedByEmail ?? "",
    e.preregisteredAt ?? "",
    e.submittedAt ?? "",
    e.problem ?? "",
    e.solution ?? "",
    e.sustainability ?? "",
    e.technology ?? "",
    e.ideation ?? "",
    e.peopleShown ? labels.peopleShown(e.peopleShown) : "",
    (e.travellers ?? []).map((p) => `${p.name} (${labels.role(p.role)})`).join("; "),
    e.travelProtocol === null ? "" : labels.yesNo(e.travelProtocol),
    e.files.map((f) => `${f.kind}: ${f.fileName}`).join("; "),
  ]);
  return csvFile([HEADER, ...rows]);
}
