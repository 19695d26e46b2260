import { Icon } from "../icons/Icon.tsx";
import { circleCheck, heart, star } from "../icons/shapes.ts";
import { useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { useFetcher } from "react-router";
import { RATING_LABELS } from "../../../common/activities.ts";
import { FormAlert } from "../Field.tsx";
import type { ActivityData } from "./documents.ts";
import { AverageStars } from "./Stars.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

/** What the activity page's action answers to a rating or a mark (comments answer `{ comment }`). */
export type ActivityActionResult =
  | { intent: "rate" | "favourite" | "done"; ok: true }
  | { intent: "rate" | "favourite" | "done"; ok: false; error: string };

type Answer = ActivityActionResult | { comment: unknown } | undefined;

function resultFor(intent: string, answer: Answer) {
  return answer && "intent" in answer && answer.intent === intent ? answer : null;
}

/**
 * The average and, for accounts, a 1 to 5 star radio group. Posted through a fetcher so the page does not
 * jump; without JavaScript it is an ordinary form post to the same page, which comes back with the focus on the
 * star chosen (`posted` is the page's own action answer: only a post without the page's scripts has one).
 */
export function RatingPanel({ activity, signedIn, posted }: { activity: ActivityData; signedIn: boolean; posted: Answer }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActivityActionResult>({ key: `rate-${activity.id}` });
  const [choice, setChoice] = useState<number | null>(activity.rating.mine);
  const result = resultFor("rate", fetcher.data ?? posted);
  const busy = fetcher.state !== "idle";
  const focusChoice = resultFor("rate", posted) !== null;
  return (
    <section aria-labelledby="rating-title" className="panel flex flex-col gap-4">
      <h2 id="rating-title">{t("activities.rating.title")}</h2>
      <AverageStars average={activity.rating.average} count={activity.rating.count} />
      {signedIn && (
        <fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="rate" />
          <input type="hidden" name="activityId" value={activity.id} />
          <fieldset>
            <legend className="mb-2 font-extrabold text-navy">{t("activities.rating.yours")}</legend>
            <div className="grid grid-cols-5 gap-1">
              {RATING_LABELS.map((label, index) => {
                const score = index + 1;
                const lit = choice !== null && score <= choice;
                return (
                  <label
                    key={label}
                    className="relative flex cursor-pointer flex-col items-center gap-0.5 rounded-2xl border-2 border-transparent px-1 py-1 text-center text-sm leading-tight font-bold has-[:checked]:border-navy has-[:checked]:bg-sun-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy hover:bg-cream"
                  >
                    <input
                      type="radio"
                      name="score"
                      value={score}
                      className="covering-input"
                      checked={choice === score}
                      // biome-ignore lint/a11y/noAutofocus: back from a post without scripts, where the keyboard was
                      autoFocus={focusChoice && choice === score}
                      onChange={() => setChoice(score)}
                    />
                    <Icon d={star} className={`size-8 ${lit ? "fill-sun text-navy" : "text-field"}`} />
                    {t(`activities.rating.labels.${label}`)}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton busy={busy} className="btn btn-primary btn-sm">
              {t("activities.rating.submit")}
            </SubmitButton>
            {/* Always in the page, so that the text it gets is announced; emptied while a rating travels. */}
            <p role="status" className="font-bold text-teal">
              {result?.ok && !busy ? t("activities.rating.saved") : ""}
            </p>
          </div>
          {result && !result.ok && <FormAlert message={result.error} />}
        </fetcher.Form>
      )}
    </section>
  );
}

/**
 * Favourite and done: toggle buttons that say whether they are on (aria-pressed). Posted without scripts, the page
 * comes back with the focus on the button pressed.
 */
export function MarkButtons({ activity, posted }: { activity: ActivityData; posted: Answer }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <MarkButton activity={activity} kind="favourite" posted={posted} />
      <MarkButton activity={activity} kind="done" posted={posted} />
    </div>
  );
}

function MarkButton({ activity, kind, posted }: { activity: ActivityData; kind: "favourite" | "done"; posted: Answer }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActivityActionResult>({ key: `${kind}-${activity.id}` });
  // While the change travels, the button already shows it.
  const pending = fetcher.formData?.get("on");
  const pressed = pending !== undefined && pending !== null ? pending === "true" : activity[kind];
  const result = resultFor(kind, fetcher.data ?? posted);
  const shape = kind === "favourite" ? heart : circleCheck;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="activityId" value={activity.id} />
      <input type="hidden" name="on" value={String(!pressed)} />
      <button
        type="submit"
        aria-pressed={pressed}
        // biome-ignore lint/a11y/noAutofocus: back from a post without scripts, where the keyboard was
        autoFocus={resultFor(kind, posted) !== null}
        className="btn btn-secondary btn-sm aria-pressed:bg-navy aria-pressed:text-white"
      >
        <Icon d={shape} className={pressed ? (kind === "favourite" ? "fill-coral text-white" : "text-white") : ""} />
        {t(`activities.marks.${kind}`)}
      </button>
      {result && !result.ok && <FormAlert message={result.error} />}
    </fetcher.Form>
  );
}
