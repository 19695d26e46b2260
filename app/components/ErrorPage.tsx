import { useId } from "react";
import { useTranslation } from "../i18n/index.ts";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { languageSwitchPath } from "../../common/preferences.ts";
import { matchRoute, needsLicence, pathFor } from "../../common/routes.ts";
import { bareErrors as enErrors } from "../i18n/en/errors.ts";
import { bareErrors as esErrors } from "../i18n/es/errors.ts";
import { useRootData, useTo } from "../lib/root-data.ts";

export type ErrorKind = "bad-request" | "forbidden" | "not-found" | "server-error" | "language-unavailable" | "screen-too-small";

const CODES: Partial<Record<ErrorKind, number>> = { "bad-request": 400, forbidden: 403, "not-found": 404, "server-error": 500 };

/** The error pages of section 2 with the specification's messages (section 8). */
export function ErrorPage({ kind, bare = false, children }: { kind: ErrorKind; bare?: boolean; children?: React.ReactNode }) {
  if (bare) return <BareError kind={kind} />;
  return <LocalizedError kind={kind}>{children}</LocalizedError>;
}

/** `children`: what the screen still offers on this page (the board screen's program download). */
function LocalizedError({ kind, children }: { kind: ErrorKind; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const to = useTo();
  const root = useRootData();
  const location = useLocation();
  // Two error pages can share a document (DesktopOnly keeps the screen-too-small page, hidden, beside the screen).
  const titleId = useId();
  // A server error shows its own status: 503 while the database is away (the same words, try again).
  const error = useRouteError();
  const code = kind === "server-error" && isRouteErrorResponse(error) && error.status >= 500 ? error.status : CODES[kind];
  const message = {
    "bad-request": t("errors.badRequest"),
    forbidden: t("errors.forbidden"),
    "not-found": t("errors.notFound"),
    "server-error": t("errors.serverError"),
    "language-unavailable": t("errors.languageUnavailable"),
    "screen-too-small": t("errors.screenTooSmall"),
  }[kind];
  const match = matchRoute(location.pathname);
  const spanishPath = match ? pathFor(match.name, "es", match.params) : "/";
  // Only the licence-only areas are opened by adding a licence (the hint leads to the licence wizard);
  // elsewhere (moderation) it would mislead.
  const licenceHint = kind === "forbidden" && !!root?.me && !!match && needsLicence(match.name);
  return (
    <section className="error-page" aria-labelledby={titleId}>
      {code && (
        <p className="error-code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={titleId} className="error-title">
        {message}
      </h1>
      {licenceHint && <p className="error-hint">{t("errors.forbiddenLicence")}</p>}
      {children}
      <div className="error-actions">
        {kind === "language-unavailable" && (
          <a
            className="btn btn-primary"
            href={languageSwitchPath(root?.lang ?? "en", "es", spanishPath + location.search)}
            hrefLang="es"
            lang="es"
            data-language-switch="es"
          >
            {t("errors.languageUnavailableAction")}
          </a>
        )}
        {licenceHint && (
          <Link className="btn btn-primary" to={to("licence-assign")}>
            {t("errors.addLicence")}
          </Link>
        )}
        {kind === "server-error" && (
          <a className="btn btn-primary" href={location.pathname}>
            {t("errors.reload")}
          </a>
        )}
        <Link className="btn btn-secondary" to="/">
          {t("errors.goHome")}
        </Link>
      </div>
    </section>
  );
}

/** When even the root data is missing: both languages, no catalogue needed. */
function BareError({ kind }: { kind: ErrorKind }) {
  const location = useLocation();
  const key = kind === "not-found" ? "notFound" : kind === "bad-request" ? "badRequest" : "serverError";
  const text = [esErrors[key], enErrors[key]];
  return (
    <main className="error-page">
      <h1 className="error-title">{text[0]}</h1>
      <p lang="en">{text[1]}</p>
      <div className="error-actions">
        {key === "serverError" && (
          <a className="btn btn-primary" href={location.pathname + location.search}>
            {esErrors.reload}
          </a>
        )}
        <a className={key === "serverError" ? "btn btn-secondary" : "btn btn-primary"} href="/">
          {esErrors.goHome}
        </a>
      </div>
    </main>
  );
}
