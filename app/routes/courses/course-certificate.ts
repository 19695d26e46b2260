import { buildCertificatePdf, CertificatePdfFields, certificateFileName } from "../../lib/certificate-pdf.server.ts";
import { graphql } from "../../lib/graphql.ts";
import { gql, page } from "../../lib/page.server.ts";
import type { Route } from "./+types/course-certificate";
import { fileFailure, privateDownload } from "../../lib/file-response.server.ts";

/**
 * The certificate of a course the signed-in teacher completed, as a PDF in the page's language (a resource
 * route: no page, only the file). The route table's `courses` rule has already sent visitors to log in and
 * refused everyone else; a course that does not exist or that this teacher has not completed is a 404.
 */
const CourseCertificate = graphql(
  `query CourseCertificate($slug: String!) { courseCertificate(slug: $slug) { ...CertificatePdfFields } }`,
  [CertificatePdfFields],
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const info = page(context);
  const result = await gql(context, CourseCertificate, { slug: params.id });
  const certificate = result.data?.courseCertificate;
  if (!certificate) {
    const notFound = result.errors?.some((error) => error.extensions?.code === "NOT_FOUND");
    return notFound ? fileFailure(info.lang, 404, "notFound") : fileFailure(info.lang, 500, "serverError");
  }
  const bytes = await buildCertificatePdf(certificate, info.lang, info.origin, info.me?.email ?? "");
  // A teacher's own document: not for shared caches.
  return privateDownload(bytes as Uint8Array<ArrayBuffer>, "application/pdf", certificateFileName(certificate.courseSlug, info.lang));
}
