import type { Catalogue } from "../../i18n/es/index.ts";
import { csvFile } from "../../lib/csv.ts";
import type { ClassroomResultsNode } from "./documents.ts";
import { shareOf } from "./results.ts";

/**
 * A classroom's results as CSV (lib/csv.ts), in the page's language: for each key a row with its totals, then one
 * row per area. Shares are whole percentages, empty before any answer; the classroom and school year on every row,
 * so files of several classrooms can be put together.
 */
export function classroomResultsCsv(results: ClassroomResultsNode, texts: Catalogue["evaluation"]): string {
  const head = texts.report.csv;
  const { classroom } = results;
  const share = (tally: { correct: number; incorrect: number }) => {
    const value = shareOf(tally);
    return value === null ? "" : String(Math.round(value));
  };
  const level = (value: keyof Catalogue["evaluation"]["levels"] | null) => texts.levels[value ?? "none"];
  const lines = results.keys.flatMap((key) => {
    const common = [
      classroom.name,
      classroom.schoolYear,
      texts.stages[key.key.stage],
      key.key.code,
      texts.languages[key.key.lang],
      texts.list.state[key.key.open ? "open" : "closed"],
      String(key.groups),
      String(key.finishedGroups),
      String(key.pupils),
    ];
    return [
      [...common, texts.results.overall, String(key.correct), String(key.incorrect), share(key), level(key.level)],
      ...key.areas.map((area) => [
        ...common,
        texts.areas[area.area],
        String(area.correct),
        String(area.incorrect),
        share(area),
        level(area.level),
      ]),
    ];
  });
  return csvFile([
    [
      head.classroom,
      head.schoolYear,
      head.stage,
      head.code,
      head.language,
      head.state,
      head.groups,
      head.finishedGroups,
      head.pupils,
      head.area,
      head.correct,
      head.incorrect,
      head.share,
      head.level,
    ],
    ...lines,
  ]);
}
