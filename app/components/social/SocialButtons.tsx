import { Trans, useTranslation } from "../../i18n/index.ts";
import { Form, Link, useSearchParams } from "react-router";
import { safeReturnPath } from "../../../common/return-path.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";

/** Brand marks drawn inline: pages load nothing from third-party hosts. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 18 18">
      <path
        fill="#EA4335"
        d="M9 3.48c1.69 0 2.83.73 3.48 1.34l2.54-2.48C13.46.89 11.43 0 9 0 5.48 0 2.44 2.02.96 4.96l2.91 2.26C4.6 5.05 6.62 3.48 9 3.48z"
      />
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.74-.06-1.28-.19-1.84H9v3.34h4.96c-.1.83-.64 2.08-1.84 2.92l2.84 2.2c1.7-1.57 2.68-3.88 2.68-6.62z"
      />
      <path
        fill="#FBBC05"
        d="M3.88 10.78A5.54 5.54 0 0 1 3.58 9c0-.62.11-1.22.29-1.78L.96 4.96A9 9 0 0 0 0 9c0 1.45.35 2.82.96 4.04l2.92-2.26z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.84-2.2c-.76.53-1.78.9-3.12.9-2.38 0-4.4-1.57-5.12-3.74L.97 13.04C2.45 15.98 5.48 18 9 18z"
      />
    </svg>
  );
}

function MicrosoftMark() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 21 21">
      <rect x="0" y="0" width="10" height="10" fill="#F25022" />
      <rect x="11" y="0" width="10" height="10" fill="#7FBA00" />
      <rect x="0" y="11" width="10" height="10" fill="#00A4EF" />
      <rect x="11" y="11" width="10" height="10" fill="#FFB900" />
    </svg>
  );
}

/**
 * Sign in (or up) with Google or Microsoft: each button posts to its provider's redirect route,
 * which starts the flow and hands the browser to the provider (it also works without JavaScript).
 * The privacy notice beside the buttons is what a social sign-up accepts (decision 009).
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const to = useTo();
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get("page"), useRootData()?.origin);
  const providers = [
    { route: "google-redirect", label: t("social.buttons.google"), mark: <GoogleMark /> },
    { route: "microsoft-redirect", label: t("social.buttons.microsoft"), mark: <MicrosoftMark /> },
  ] as const;
  return (
    <section aria-label={t("social.buttons.label")} className="mt-6 flex flex-col gap-3">
      <p className="text-center font-bold">{t("social.buttons.or")}</p>
      {providers.map(({ route, label, mark }) => (
        <Form key={route} method="post" action={to(route)}>
          {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
          <button type="submit" className="btn btn-secondary w-full inline-flex items-center justify-center gap-2">
            {mark}
            {label}
          </button>
        </Form>
      ))}
      <p className="field-hint">
        <Trans
          i18nKey="social.buttons.notice"
          components={[<Link key="privacy" className="underline font-bold" to={to("privacy")} target="_blank" />]}
        />
      </p>
    </section>
  );
}
