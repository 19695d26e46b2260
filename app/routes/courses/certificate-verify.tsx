import { useId } from "react";
import { data, Form, redirect } from "react-router";
import { CERTIFICATE_CODE_INPUT_MAX, normalizeCertificateCode } from "../../../common/certificates.ts";
import { EVENT_TIME_ZONE } from "../../../common/publications.ts";
import { pathFor } from "../../../common/routes.ts";
import { Icon } from "../../components/icons/Icon.tsx";
import { circleMinus, search, shieldCheck } from "../../components/icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { graphql } from "../../lib/graphql.ts";
import { dateFormat } from "../../lib/intl.ts";
import { pageMeta } from "../../lib/meta.ts";
import { page, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/certificate-verify";

/**
 * The public page a certificate's QR code opens: whether the code is valid and, if so, whose certificate of
 * which course it is. An unknown or malformed code answers 404 with the page's "not valid" message. A small
 * GET form checks another code (?code=…, sent on to the code's own address), without JavaScript too.
 */
const CertificateVerify = graphql(`
  query CertificateVerify($code: String!) { certificate(code: $code) { code holderName courseTitle hours completedAt } }
`);

// A holder's name is for whoever holds the code, not for search engines.
export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "certificate-verify"), { name: "robots", content: "noindex" }];

/**
 * Nor for caches (issue 31 §3.14): the page holds a person's full name, so no browser or shared cache keeps it (a
 * public lifetime would let a proxy on a school's network hand it on after the code was shared); the header tells
 * search engines what the meta element says, for the page's data requests too (decision 050).
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = page(context);
  const typed = new URL(request.url).searchParams.get("code")?.trim().slice(0, CERTIFICATE_CODE_INPUT_MAX);
  // A typed or hand-written code goes to its one address (upper case, dashes), so the address bar shows it.
  const wanted = typed ? (normalizeCertificateCode(typed) ?? typed) : normalizeCertificateCode(params.code);
  if (wanted && wanted !== params.code) throw redirect(pathFor("certificate-verify", lang, { code: wanted }));

  const { certificate } = await query(context, CertificateVerify, { code: params.code.slice(0, CERTIFICATE_CODE_INPUT_MAX) });
  if (!certificate) return data({ code: params.code, certificate: null }, { status: 404 });
  // Written on the server, in Madrid's calendar: the browser's own ICU data never changes it.
  const day = dateFormat(lang === "es" ? "es-ES" : "en-GB", { dateStyle: "long", timeZone: EVENT_TIME_ZONE });
  return { code: params.code, certificate: { ...certificate, completedOn: day.format(new Date(certificate.completedAt)) } };
}

export default function CertificateVerifyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const ids = useId();
  const { certificate, code } = loaderData;
  return (
    <div className="page">
      <h1 className="page-title">{t("certificates.verify.title")}</h1>
      <p className="page-lead">{t("certificates.verify.lead")}</p>

      {certificate ? (
        <section className="panel mb-8 border-teal" aria-labelledby={`${ids}-result`}>
          <h2 id={`${ids}-result`} className="flex items-center gap-2 text-teal">
            <Icon d={shieldCheck} className="size-7 flex-none" />
            {t("certificates.verify.valid")}
          </h2>
          <p className="mb-4">{t("certificates.verify.validText")}</p>
          <dl className="data-list">
            <div>
              <dt>{t("certificates.verify.holder")}</dt>
              <dd className="text-lg font-bold">{certificate.holderName}</dd>
            </div>
            <div>
              <dt>{t("certificates.verify.course")}</dt>
              <dd className="text-lg font-bold">{certificate.courseTitle}</dd>
            </div>
            <div>
              <dt>{t("certificates.verify.hours")}</dt>
              <dd>{certificate.hours}</dd>
            </div>
            <div>
              <dt>{t("certificates.verify.completedOn")}</dt>
              <dd>
                <time dateTime={certificate.completedAt}>{certificate.completedOn}</time>
              </dd>
            </div>
            <div>
              <dt>{t("certificates.verify.code")}</dt>
              <dd className="font-mono font-bold">{certificate.code}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <section className="panel mb-8 border-coral" aria-labelledby={`${ids}-result`}>
          <h2 id={`${ids}-result`} className="flex items-center gap-2 text-coral-deep">
            <Icon d={circleMinus} className="size-7 flex-none" />
            {t("certificates.verify.invalid")}
          </h2>
          <p>
            <span className="font-mono font-bold break-all">{code}</span>
          </p>
          <p className="mt-2">{t("certificates.verify.invalidText")}</p>
        </section>
      )}

      <Form method="get" className="panel flex max-w-2xl flex-col gap-3" aria-labelledby={`${ids}-another`}>
        <h2 id={`${ids}-another`}>{t("certificates.verify.another")}</h2>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-code`}>
            {t("certificates.verify.codeLabel")}
          </label>
          <input
            id={`${ids}-code`}
            className="field-input font-mono uppercase"
            name="code"
            required
            maxLength={CERTIFICATE_CODE_INPUT_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={`${ids}-hint`}
          />
          <p id={`${ids}-hint`} className="field-hint">
            {t("certificates.verify.codeHint")}
          </p>
        </div>
        <div>
          <button type="submit" className="btn btn-primary">
            <Icon d={search} />
            {t("certificates.verify.submit")}
          </button>
        </div>
      </Form>
    </div>
  );
}
