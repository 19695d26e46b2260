import { lazy, useEffect, useRef } from "react";
import { data, redirect } from "react-router";
import { ADVENTURE_COOKIE, type AdventureQuestionView, KEY_CODE_INPUT_MAX, normalizeKeyCode } from "../../../common/adventure.ts";
import { GROUP_ANIMALS, type GroupAnimal, MAX_PUPILS_PER_GROUP } from "../../../common/evaluation.ts";
import type { PlayGroup } from "../../components/evaluation/adventure/AdventurePlay.tsx";
import { isLanguage } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { answerFromForm, isQuestionType } from "../../components/evaluation/adventure/answer-fields.ts";
import { ClosedNotice } from "../../components/evaluation/adventure/ClosedNotice.tsx";
import { CodeForm } from "../../components/evaluation/adventure/CodeForm.tsx";
import { AdventurePage, AnswerAdventure, StartAdventure } from "../../components/evaluation/adventure/documents.ts";
import { adventureStyles } from "../../components/evaluation/adventure/styles.ts";
import { useTranslation } from "../../i18n/index.ts";
import { cookieHeaders } from "../../lib/forms.ts";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { readCookie } from "../../lib/cookies.ts";
import type { Route } from "./+types/adventure";

/**
 * The pupils' adventure (/aventura/:code?, issue 15): a key's code (typed, or opened from its card's QR code),
 * then, for an open key, the group's name and size, its questions one at a time and the end. It plays in the
 * key's language: a key in the other language sends the page to its own address. The device finds its group
 * again by the HttpOnly cookie the start sets (a reload, a dropped connection); the server holds the position.
 * Works without JavaScript: a GET form for the code, posted forms for the rest.
 */
export const links: Route.LinksFunction = () => adventureStyles;

/**
 * Each screen's code comes with it (a tablet on a school network fetches only what its screen needs): the group's
 * setup, and the play with its questions. No Suspense boundary stands between them and the page, so the server
 * sends each screen whole (also to a browser without scripts) and hydration waits for its chunk; in the browser,
 * the screen the server drew is fetched as soon as this module runs, and the setup fetches the play ahead.
 */
const loadSetup = () => import("../../components/evaluation/adventure/GroupSetup.tsx");
const loadPlay = () => import("../../components/evaluation/adventure/AdventurePlay.tsx");
const GroupSetup = lazy(() => loadSetup().then((module) => ({ default: module.GroupSetup })));
const AdventurePlay = lazy(() => loadPlay().then((module) => ({ default: module.AdventurePlay })));
if (typeof document !== "undefined") {
  if (document.querySelector(".adventure-page.is-playing")) void loadPlay();
  else if (document.querySelector("[data-adventure-setup]")) void loadSetup();
}

// A key's page is for its class, not for search engines.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "adventure"),
  ...(args.params.code ? [{ name: "robots", content: "noindex" }] : []),
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = page(context);
  const url = new URL(request.url);
  // The GET form's code goes to its own address; one that cannot be a code stays here, with the message.
  const typed = url.searchParams.get("code");
  if (typed !== null) {
    const code = normalizeKeyCode(typed);
    if (code) throw redirect(pathFor("adventure", lang, { code }));
    return data(
      { screen: "code" as const, typed: typed.slice(0, KEY_CODE_INPUT_MAX), error: typed.trim() ? "adventure.errors.unknown" : null },
      { status: typed.trim() ? 404 : 200 },
    );
  }
  if (!params.code) return { screen: "code" as const, typed: "", error: null };
  const canonical = normalizeKeyCode(params.code);
  if (canonical && canonical !== params.code) throw redirect(pathFor("adventure", lang, { code: canonical }) + url.search);

  const fresh = url.searchParams.has("new");
  const token = fresh ? null : readCookie(request.headers.get("cookie"), ADVENTURE_COOKIE);
  const result = await gql(context, AdventurePage, { code: params.code.slice(0, KEY_CODE_INPUT_MAX), token });
  // The address's wrong codes are too many: the API answers the field null with that error beside it, and the page
  // says the same (never "no such key" for a real one), with when to try again.
  const blocked = result.errors?.find((error) => error.extensions?.code === "ADVENTURE_TOO_MANY_ATTEMPTS");
  if (blocked) {
    const seconds = blocked.extensions?.retryAfter;
    const minutes: number | null = typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds / 60) : null;
    return data(
      { screen: "code" as const, typed: params.code.slice(0, KEY_CODE_INPUT_MAX), error: "adventure.errors.tooManyAttempts", minutes },
      { status: 429 },
    );
  }
  if (!result.data) throw data(null, { status: 500 });
  const adventure = result.data.adventure;
  if (!adventure)
    return data(
      { screen: "code" as const, typed: params.code.slice(0, KEY_CODE_INPUT_MAX), error: "adventure.errors.unknown" },
      { status: 404 },
    );
  if (isLanguage(adventure.lang) && adventure.lang !== lang)
    throw redirect(pathFor("adventure", adventure.lang, { code: adventure.code }) + url.search);

  const { group } = adventure;
  const code = adventure.code;
  const play = (ahead: AdventureQuestionView[]) => ({ screen: "play" as const, code, group: group as PlayGroup, ahead });
  if (group?.finished) return play([]);
  if (!adventure.open) return { screen: "closed" as const, code };
  if (!group?.question) return { screen: "setup" as const, code };
  return play(group.ahead as AdventureQuestionView[]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = page(context);
  if (!params.code) throw data(null, { status: 405 });
  const here = pathFor("adventure", lang, { code: params.code.slice(0, KEY_CODE_INPUT_MAX) });
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "start") {
    const name = String(form.get("name") ?? "");
    const animal = (GROUP_ANIMALS as readonly string[]).includes(name) ? (name as GroupAnimal) : null;
    const number = name === "number" ? Number(form.get("number")) : null;
    const pupils = Number(form.get("pupils"));
    const fields: Record<string, string> = {};
    if (!animal && !(number !== null && Number.isSafeInteger(number))) fields.name = "adventure.errors.name";
    if (!Number.isSafeInteger(pupils) || pupils < 1 || pupils > MAX_PUPILS_PER_GROUP) fields.pupils = "adventure.errors.pupils";
    if (Object.keys(fields).length > 0) return data({ intent: "start" as const, error: "errors.validation", fields }, { status: 400 });
    const result = await gql(context, StartAdventure, { code: params.code.slice(0, KEY_CODE_INPUT_MAX), animal, number, pupils });
    const answer = result.data?.startAdventure;
    if (succeeded(answer)) throw redirect(here, { headers: cookieHeaders(result.cookies) });
    // Closed or gone since the page was drawn: the page says so.
    if (answer?.code === "ADVENTURE_CLOSED" || answer?.code === "ADVENTURE_KEY_UNKNOWN") throw redirect(here);
    const { status, failure } = refusedForm(result, answer);
    return data({ intent: "start" as const, ...failure }, { status });
  }

  if (intent === "answer") {
    const token = readCookie(request.headers.get("cookie"), ADVENTURE_COOKIE);
    const type = form.get("type");
    if (!token || !isQuestionType(type)) throw redirect(here);
    const answer = answerFromForm(type, form);
    if (!answer) return data({ intent: "answer" as const, error: `adventure.incomplete.${type}`, fields: {} }, { status: 400 });
    const result = await gql(context, AnswerAdventure, { token, questionId: String(form.get("questionId") ?? "").slice(0, 64), answer });
    const answered = result.data?.answerAdventure;
    // Saved, or not this group's question any more (another tab, a closed key): the page shows where the group is.
    if (succeeded(answered) || ["ADVENTURE_OUT_OF_ORDER", "ADVENTURE_CLOSED", "NOT_FOUND"].includes(answered?.code ?? ""))
      throw redirect(here);
    const { status, failure } = refusedForm(result, answered);
    return data({ intent: "answer" as const, ...failure, error: failure.fields.answer ?? failure.error }, { status });
  }
  throw data(null, { status: 400 });
}

/** A screen's identity: when it changes after the first render, its heading takes the focus (a polite status says why). */
function useScreenFocus(screen: string) {
  const previous = useRef(screen);
  useEffect(() => {
    if (previous.current === screen) return;
    previous.current = screen;
    document.querySelector<HTMLElement>("[data-adventure-focus]")?.focus();
  }, [screen]);
}

export default function Adventure({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const state = loaderData;
  // The server's screen (play keeps its own questions' focus: AdventurePlay).
  useScreenFocus(state.screen === "play" ? `play:${state.group.ref}` : state.screen);
  // The group is being set up: its play comes next.
  useEffect(() => {
    if (state.screen === "setup") void loadPlay();
  }, [state.screen]);
  const failure = actionData && "fields" in actionData ? actionData : null;
  return (
    <div className={`adventure-page${state.screen === "play" ? " is-playing" : ""}`}>
      {/* Playing, the map and the group take the top: the adventure's name stays for screen readers. */}
      <header className="adventure-header">
        <h1 className={state.screen === "play" ? "sr-only" : "adventure-title"}>{t("adventure.title")}</h1>
      </header>
      {state.screen === "code" && (
        <CodeForm
          key={`${state.typed}:${state.error}`}
          typed={state.typed}
          error={state.error}
          minutes={"minutes" in state ? (state.minutes as number | null) : null}
        />
      )}
      {state.screen === "closed" && <ClosedNotice />}
      {state.screen === "setup" && (
        <div data-adventure-setup>
          <GroupSetup lang={lang} failure={failure?.intent === "start" ? failure : null} />
        </div>
      )}
      {state.screen === "play" && (
        <AdventurePlay
          key={state.group.ref}
          code={state.code}
          lang={lang}
          group={state.group}
          ahead={state.ahead}
          error={failure?.intent === "answer" ? failure.error : null}
        />
      )}
    </div>
  );
}
