import { data, redirect } from "react-router";
import { serializeConsent } from "../../../common/consent.ts";
import { CONSENT_COOKIE, HIDE_DATA_BANNER_COOKIE } from "../../../common/constants.ts";
import { preferenceCookie } from "../../../common/cookies.ts";
import { isLanguage, LANGUAGE_COOKIE } from "../../../common/languages.ts";
import { CONSENT_CHOICES, type ConsentChoiceName, RETURN_FIELD } from "../../../common/preferences.ts";
import { pathFor } from "../../../common/routes.ts";
import { safeReturnPath } from "../../../common/return-path.ts";
import { cookieHeaders } from "../../lib/forms.ts";
import { page } from "../../lib/page.server.ts";
import type { Route } from "./+types/preferences";

/**
 * Stores a choice made before or without the page's scripts (issue 31: no dead clicks), then goes back to the page
 * it was made on (only a path on the product; else home). The page's script, once it runs, makes the same choices
 * without coming here, and copies the language cookie into local storage (components/LanguageSwitch.tsx).
 * - GET ?language=xx&page=… : the language switch's link (a link, so a plain visit does it: it only sets a preference).
 * - POST consent=all|necessary|chosen (with the ticked analytics, marketing) &page=… : the cookie banner and settings.
 * - POST dataBanner=hide &page=… : the data banner's dismiss button.
 */

function back(context: Route.LoaderArgs["context"], value: FormDataEntryValue | string | null): string {
  const info = page(context);
  return safeReturnPath(typeof value === "string" ? value : null, info.origin) ?? pathFor("home", info.lang);
}

const isConsentChoice = (value: unknown): value is ConsentChoiceName => (CONSENT_CHOICES as readonly unknown[]).includes(value);

const secure = (context: Route.LoaderArgs["context"]) => page(context).origin.startsWith("https:");

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const language = params.get("language");
  const to = back(context, params.get(RETURN_FIELD));
  const cookies = isLanguage(language) ? [preferenceCookie(LANGUAGE_COOKIE, language, secure(context))] : [];
  throw redirect(to, { headers: cookieHeaders(cookies) });
}

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  const to = back(context, form.get(RETURN_FIELD));
  const consent = form.get("consent");
  let cookie: string;
  if (isConsentChoice(consent)) {
    const on = (field: string) => consent === "all" || (consent === "chosen" && form.get(field) === "on");
    cookie = preferenceCookie(
      CONSENT_COOKIE,
      serializeConsent({ analytics: on("analytics"), marketing: on("marketing") }),
      secure(context),
    );
  } else if (form.get("dataBanner") === "hide") {
    cookie = preferenceCookie(HIDE_DATA_BANNER_COOKIE, "1", secure(context));
  } else {
    throw data(null, { status: 400 });
  }
  // 303: the browser follows with a GET of the page, and a reload there does not post the choice again.
  throw redirect(to, { status: 303, headers: cookieHeaders([cookie]) });
}
