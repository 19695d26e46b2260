import type { Language } from "../../common/languages.ts";
import { renderCertificate } from "../../server/app-entry.ts";
import { catalogue } from "../i18n/catalogues.server.ts";
import { longDate } from "../components/publications/dates.ts";
import { graphql, type ResultOf } from "./graphql.ts";

/**
 * A completed course's certificate: one landscape page built on request in the page's language (the
 * teacher's name, the course, its hours, the completion date in Madrid's calendar, the verification code and
 * a QR code opening the public page that verifies it). This module only writes the texts; server/pdf draws
 * them (decision 017).
 */

/** What the certificate shows, as the `courseCertificate` query returns it. */
export const CertificatePdfFields = graphql(`
  fragment CertificatePdfFields on Certificate @_unmask { code holderName courseSlug courseTitle hours completedAt verificationUrl }
`);
export type CertificatePdfData = ResultOf<typeof CertificatePdfFields>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));

/**
 * The certificate's PDF bytes. `siteUrl` is the address printed at the foot; `fallbackName` names the holder
 * when the account has no name (an account made through a social provider that gave none).
 */
export function buildCertificatePdf(
  certificate: CertificatePdfData,
  lang: Language,
  siteUrl: string,
  fallbackName: string,
): Promise<Uint8Array> {
  const texts = catalogue(lang);
  const { pdf } = texts.certificates;
  const siteName = texts.meta.siteName;
  const details = certificate.hours === 1 ? pdf.details_one : pdf.details_other;
  return renderCertificate({
    kicker: `${siteName} · ${pdf.kicker}`,
    title: pdf.title,
    statement: pdf.statement,
    holder: certificate.holderName || fallbackName,
    achievement: pdf.achievement,
    course: certificate.courseTitle,
    details: fill(details, { count: certificate.hours, date: longDate(certificate.completedAt, lang) }),
    verification: { label: pdf.code, code: certificate.code, caption: pdf.check, url: certificate.verificationUrl },
    meta: {
      title: `${pdf.title} · ${certificate.courseTitle}`,
      subject: certificate.courseTitle,
      author: siteName,
      creator: siteName,
      language: lang === "es" ? "es-ES" : "en-GB",
    },
    footer: `${siteName} · ${siteUrl}`,
  });
}

/** The file's name: the course's slug (lowercase words and dashes; anything else would not be safe in the header). */
export function certificateFileName(slug: string, lang: Language): string {
  return fill(catalogue(lang).certificates.pdf.fileName, { slug: slug.replace(/[^a-z0-9_-]/gi, "-") });
}
