import { AGE_LABELS } from "../../common/ages.ts";
import { categoryFromApi } from "../../common/activities.ts";
import type { Language } from "../../common/languages.ts";
import { type PdfSection, renderPdf } from "../../server/app-entry.ts";
import { catalogue } from "../i18n/catalogues.server.ts";
import { graphql, type ResultOf } from "./graphql.ts";

/**
 * The downloadable guide of an activity: an A4 PDF built on request from its texts in the page's
 * language (title, summary, facts, description, materials, numbered steps, tips; a footer with the
 * site and page numbers on every page). This module only lays the guide out in the page's language;
 * server/pdf draws it (a pure pdf-lib module, no database or services: decision 017).
 */

/** What the guide shows, as the `activity` query returns it (category in its API name, "threeD"). */
export const GuideActivityFields = graphql(`
  fragment GuideActivityFields on Activity @_unmask {
    title summary category audience ageSegments difficulty minutes withKit withMaterials withPc withTablet
    competences description materials steps tips
  }
`);
export type GuideActivity = ResultOf<typeof GuideActivityFields>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));

/** The guide's PDF bytes. `siteUrl` is the address printed in the footer. */
export function buildGuidePdf(activity: GuideActivity, lang: Language, siteUrl: string): Promise<Uint8Array> {
  const texts = catalogue(lang);
  const { detail } = texts.activities;
  const category = categoryFromApi(activity.category);
  const devices = [activity.withPc && texts.activities.devices.pc, activity.withTablet && texts.activities.devices.tablet].filter(Boolean);
  const facts: [string, string][] = [
    [detail.audience, texts.activities.audiences[activity.audience]],
    [detail.ages, `${activity.ageSegments.map((s) => AGE_LABELS[s]).join(", ")} ${texts.guide.ageUnit}`],
    [detail.difficulty, texts.activities.difficulties[activity.difficulty]],
    [detail.time, fill(texts.activities.card.minutes, { count: activity.minutes })],
    ...(category ? [[detail.category, texts.activities.categories[category]] as [string, string]] : []),
    [detail.kit, activity.withKit ? detail.withKit : detail.withoutKit],
    [detail.materials, activity.withMaterials ? detail.withMaterials : detail.withoutMaterials],
    [detail.devices, devices.length ? devices.join(", ") : detail.noDevice],
    [detail.competences, activity.competences.map((c) => texts.activities.competences[c]).join(", ")],
  ];
  const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => ({ p }));
  const sections: PdfSection[] = [{ heading: detail.facts, blocks: [{ facts }] }];
  if (activity.description) sections.push({ heading: detail.about, blocks: paragraphs(activity.description) });
  if (activity.materials?.length) sections.push({ heading: detail.needs, blocks: [{ ul: activity.materials }] });
  if (activity.steps?.length) sections.push({ heading: detail.steps, blocks: [{ ol: activity.steps }] });
  if (activity.tips) sections.push({ heading: detail.tips, blocks: paragraphs(activity.tips) });

  return renderPdf({
    kicker: detail.guideTitle,
    title: activity.title,
    subtitle: activity.summary,
    sections,
    meta: {
      title: `${activity.title} · ${detail.guideTitle}`,
      subject: activity.summary,
      author: texts.meta.siteName,
      creator: texts.meta.siteName,
      language: lang === "es" ? "es-ES" : "en-GB",
    },
    footer: { text: `${texts.meta.siteName} · ${siteUrl}`, page: (page, pages) => fill(texts.guide.page, { page, pages }) },
  });
}
