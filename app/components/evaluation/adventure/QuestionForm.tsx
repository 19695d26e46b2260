import { type FormEvent, type ReactNode, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { AdventureQuestionView } from "../../../../common/adventure.ts";
import type { Language } from "../../../../common/languages.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { FormAlert } from "../../Field.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { arrowRight } from "../../icons/shapes.ts";
import { SubmitButton } from "../../SubmitButton.tsx";
import { answerFromForm } from "./answer-fields.ts";
import { useHydrated } from "../../useHydrated.ts";
import { SpeakButton } from "./SpeakButton.tsx";
import { CatchQuestion } from "./questions/CatchQuestion.tsx";
import { LabelQuestion } from "./questions/LabelQuestion.tsx";
import { MatchQuestion } from "./questions/MatchQuestion.tsx";
import { RightWrongQuestion } from "./questions/RightWrongQuestion.tsx";
import { TestQuestion } from "./questions/TestQuestion.tsx";

type View<T extends AdventureQuestionView["type"]> = AdventureQuestionView<T>;

function Controls({ question, promptId, lang }: { question: AdventureQuestionView; promptId: string; lang: Language }): ReactNode {
  switch (question.type) {
    case "catch":
      return <CatchQuestion question={question as View<"catch">} promptId={promptId} lang={lang} />;
    case "label":
      return <LabelQuestion question={question as View<"label">} promptId={promptId} lang={lang} />;
    case "match":
      return <MatchQuestion question={question as View<"match">} promptId={promptId} lang={lang} />;
    case "rightWrongImage":
    case "rightWrongText":
      return <RightWrongQuestion question={question as View<"rightWrongText">} promptId={promptId} lang={lang} />;
    case "test":
      return <TestQuestion question={question as View<"test">} promptId={promptId} lang={lang} />;
  }
  return null;
}

/** The form's own fields (the rest is the answer). */
const FORM_FIELDS = new Set(["intent", "questionId", "type"]);

/**
 * One question as a labelled form (its prompt names it, its instruction describes it). Without scripts it is
 * posted to the screen's action and the page comes back with the next one; with them `onAnswer` takes the
 * answer's fields (the play keeps and sends them, AdventurePlay.tsx) and the form is not posted. Nothing says
 * whether the answer was right: the adventure evaluates, it does not grade. An incomplete answer is not taken:
 * a message says what is missing. `locked` while the answer is being celebrated (one answer per question).
 */
export function QuestionForm({
  question,
  total,
  lang,
  error,
  onAnswer,
  locked = false,
}: {
  question: AdventureQuestionView;
  total: number;
  lang: Language;
  error: string | null;
  onAnswer?: (fields: [string, string][]) => void;
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [incomplete, setIncomplete] = useState(false);
  const promptId = `question-${question.id}`;
  const instructionId = `${promptId}-instruction`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const complete = answerFromForm(question.type, form) !== null;
    setIncomplete(!complete);
    if (!complete || locked) return event.preventDefault();
    if (!onAnswer) return;
    event.preventDefault();
    const fields: [string, string][] = [];
    for (const [name, value] of form) if (!FORM_FIELDS.has(name) && typeof value === "string") fields.push([name, value]);
    onAnswer(fields);
  };
  // Before the scripts run, labels and pairs are chosen in lists: the instruction says so.
  const hydrated = useHydrated();
  const instruction =
    !hydrated && (question.type === "label" || question.type === "match")
      ? t(`adventure.instructionsInLists.${question.type}`)
      : t(`adventure.instructions.${question.type}`);
  return (
    <Form
      method="post"
      className="adventure-card"
      aria-labelledby={promptId}
      aria-describedby={instructionId}
      onSubmit={onSubmit}
      onChange={() => setIncomplete(false)}
      // Taps on names, places and pairs change hidden fields (no change event): a tap clears the message too.
      onClick={() => setIncomplete(false)}
    >
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="questionId" value={question.id} />
      <input type="hidden" name="type" value={question.type} />
      {/* The prompt names the form and, as the legend, the group of its controls. */}
      <fieldset className="adventure-question" disabled={locked}>
        <legend className="adventure-prompt-row">
          <h2 id={promptId} tabIndex={-1} data-adventure-focus data-route-focus className="adventure-prompt">
            {question.content.prompt}
          </h2>
          <SpeakButton texts={[question.content.prompt, instruction]} lang={lang} label={t("adventure.listenQuestion")} />
        </legend>
        <p id={instructionId} className="adventure-instruction">
          {instruction}
        </p>
        <Controls question={question} promptId={promptId} lang={lang} />
      </fieldset>
      {incomplete && (
        <p role="alert" className="form-alert">
          {t(`adventure.incomplete.${question.type}`)}
        </p>
      )}
      <FormAlert message={incomplete ? null : error} />
      <div className="adventure-actions">
        <SubmitButton busy={busy || locked} className="btn btn-primary adventure-next">
          {question.number === total ? t("adventure.finish") : t("adventure.next")}
          <Icon d={arrowRight} />
        </SubmitButton>
      </div>
    </Form>
  );
}
