import { LEVEL_THRESHOLDS } from "../../../common/evaluation.ts";
import type { Language } from "../../../common/languages.ts";
import { type PdfBlock, type PdfSection, renderPdf } from "../../../server/app-entry.ts";
import { catalogue } from "../../i18n/catalogues.server.ts";
import { translate } from "../../i18n/index.ts";
import type { ClassroomResultsNode } from "./documents.ts";
import { compareStages, percent, shareOf } from "./results.ts";

/**
 * A classroom's class report: an A4 PDF in the page's language with the classroom's counts, each key's results
 * (totals and a table by area), initial against final as a bar chart with its table, and how levels are read.
 * This module only writes the texts; server/pdf draws them (decision 017).
 */
export function buildClassroomReportPdf(results: ClassroomResultsNode, lang: Language, siteUrl: string, date?: Date): Promise<Uint8Array> {
  const texts = catalogue(lang);
  const t = (key: string, options?: Record<string, unknown>) => translate(lang, texts, key, options);
  const e = texts.evaluation;
  const { classroom } = results;
  const noData = e.results.noData;
  const level = (value: keyof typeof e.levels | null) => e.levels[value ?? "none"];
  const sections: PdfSection[] = [
    {
      heading: e.report.classroom,
      blocks: [
        {
          facts: [
            [e.facts.age, e.ages[classroom.age]],
            [
              e.facts.pupils,
              t("evaluation.facts.pupilsValue", { total: classroom.girls + classroom.boys, girls: classroom.girls, boys: classroom.boys }),
            ],
            [e.facts.years, String(classroom.yearsInProgramme)],
            [e.facts.schoolYear, classroom.schoolYear],
          ],
        },
      ],
    },
  ];
  if (results.keys.length === 0) sections.push({ heading: e.list.keys, blocks: [{ p: e.results.noKeys }] });
  for (const key of results.keys) {
    const blocks: PdfBlock[] = [
      {
        facts: [
          [e.list.code, `${key.key.code} · ${e.languages[key.key.lang]}`],
          [e.report.state, e.list.state[key.key.open ? "open" : "closed"]],
          // "Grupos que han terminado" is wider than a fact's label column: the groups say it in their value.
          [e.results.groups, t("evaluation.report.groupsValue", { groups: key.groups, finished: key.finishedGroups })],
          [e.results.pupils, String(key.pupils)],
          [e.results.correct, String(key.correct)],
          [e.results.incorrect, String(key.incorrect)],
          [e.results.share, percent(shareOf(key), noData)],
          [e.results.level, level(key.level)],
        ],
      },
    ];
    if (key.groups === 0) blocks.push({ p: e.results.noGroups });
    else {
      blocks.push({
        table: {
          caption: t("evaluation.results.areasCaption", { stage: e.stages[key.key.stage].toLocaleLowerCase(lang) }),
          head: [e.results.area, e.results.correct, e.results.incorrect, e.results.share, e.results.level],
          widths: [3, 1.2, 1.2, 1.4, 1.6],
          rows: [
            ...key.areas.map((area) => [
              e.areas[area.area],
              String(area.correct),
              String(area.incorrect),
              percent(shareOf(area), noData),
              level(area.level),
            ]),
            [e.results.overall, String(key.correct), String(key.incorrect), percent(shareOf(key), noData), level(key.level)],
          ],
        },
      });
    }
    sections.push({ heading: e.stages[key.key.stage], blocks });
  }
  const comparison = compareStages(results.keys);
  if (comparison) {
    const points = (change: number | null) =>
      change === null ? noData : t("evaluation.results.points", { value: change > 0 ? `+${change}` : String(change) });
    sections.push({
      heading: e.results.comparison,
      blocks: [
        { p: e.results.comparisonLead },
        {
          bars: {
            series: [
              { label: e.stages.initial, colour: "navy" },
              { label: e.stages.final, colour: "coral" },
            ],
            groups: comparison.map((row) => ({ label: e.areas[row.area], values: [row.initial, row.final] })),
            max: 100,
            format: (value) => percent(value, noData),
            empty: noData,
          },
        },
        {
          table: {
            caption: e.results.tableCaption,
            head: [e.results.area, e.stages.initial, e.stages.final, e.results.change],
            widths: [3, 1.5, 1.5, 1.5],
            rows: comparison.map((row) => [
              e.areas[row.area],
              percent(row.initial, noData),
              percent(row.final, noData),
              points(row.change),
            ]),
          },
        },
      ],
    });
  }
  if (results.keys.some((key) => key.groups > 0)) {
    sections.push({
      heading: e.results.level,
      blocks: [
        {
          note: t("evaluation.results.levelsNote", {
            medium: Math.round(LEVEL_THRESHOLDS.medium * 100),
            high: Math.round(LEVEL_THRESHOLDS.high * 100),
          }),
        },
      ],
    });
  }
  const subtitle = t("evaluation.report.subtitle", { schoolYear: classroom.schoolYear });
  return renderPdf({
    kicker: e.report.kicker,
    title: classroom.name,
    subtitle,
    sections,
    meta: {
      title: `${e.report.kicker} · ${classroom.name}`,
      subject: subtitle,
      author: texts.meta.siteName,
      creator: texts.meta.siteName,
      language: lang === "es" ? "es-ES" : "en-GB",
      date,
    },
    footer: { text: `${texts.meta.siteName} · ${siteUrl}`, page: (page, pages) => t("evaluation.report.page", { page, pages }) },
  });
}

/** The file's name: the classroom's id (a whole number), in the page's language. */
export function classroomReportFileName(id: string, lang: Language): string {
  return catalogue(lang).evaluation.report.fileName.replace("{{id}}", id.replace(/\D/g, ""));
}
