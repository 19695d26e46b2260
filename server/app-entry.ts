/**
 * The one module of server/ the web app may import (decision 051), and only from its server-only modules
 * (`*.server.ts`, which React Router keeps out of the browser's bundle): the PDF module's renderers, for the
 * activity guide, a course certificate and a class report that the app's loaders lay out, and the QR code's SVG path
 * of an adventure key's card. Everything else the app needs from the server it asks through the in-process GraphQL
 * entry (common/server-context.ts). tests/architecture/imports.test.ts holds the rule.
 */
export { renderCertificate } from "./pdf/certificate.ts";
export { type PdfBlock, type PdfSection, renderPdf } from "./pdf/document.ts";
export { qrSvgPath } from "./pdf/qr.ts";
