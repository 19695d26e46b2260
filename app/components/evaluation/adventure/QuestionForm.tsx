import { type FormEvent, type ReactNode, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { AdventureQuestionView } from "../../../../common/adventure.ts";
import type { Language } from "../../../../common/languages.ts";
import { type TFunction, useTranslation } from "../../../i18n/index.ts";
import { FormAlert } from "../../Field.tsx";
import { Icon } from "../../icons/Icon.tsx";
import { arrowRight } from "../../icons/shapes.ts";
import { SubmitButton } from "../../SubmitButton.tsx";
import { answerFromForm } from "./answer-fields.ts";
import { ListenButton } from "./ListenButton.tsx";
import { CatchQuestion } from "./questions/CatchQuestion.tsx";
import { LabelQuestion } from "./questions/LabelQuestion.tsx";
import { MatchQuestion } from "./questions/MatchQuestion.tsx";
import { RightWrongQuestion } from "./questions/RightWrongQuestion.tsx";
import { TestQuestion } from "./questions/TestQuestion.tsx";

type View<T extends AdventureQuestionView["type"]> = AdventureQuestionView<T>;

/** Everything the question shows, in reading order, for "Listen": the prompt, what to look at or choose from, the instruction. */
function spokenText(question: AdventureQuestionView, t: TFunction): string {
  const q = question as View<typeof question.type>;
  const parts: string[] = [q.content.prompt];
  switch (q.type) {
    case "catch":
      parts.push(...(q as View<"catch">).content.items.map((item) => item.text));
      break;
    case "test":
      parts.push(...(q as View<"test">).content.options.map((option) => option.text));
      break;
    case "rightWrongImage":
      parts.push((q as View<"rightWrongImage">).content.picture.alt);
      break;
    case "rightWrongText":
      parts.push((q as View<"rightWrongText">).content.statement);
      break;
    case "match": {
      const { left, right } = (q as View<"match">).content;
      parts.push(
        ...left.map((item, i) => `${i + 1}. ${item.text}`),
        t("adventure.partners"),
        ...right.map((item, i) => `${String.fromCharCode(65 + i)}. ${item.text}`),
      );
      break;
    }
    case "label": {
      const { picture, labels } = (q as View<"label">).content;
      parts.push(picture.alt, t("adventure.names"), ...labels);
      break;
    }
  }
  parts.push(t(`adventure.instructions.${q.type}`));
  return parts.map((part) => part.trim().replace(/[.:!?]?$/, (end) => end || ".")).join(" ");
}

function Controls({ question, promptId }: { question: AdventureQuestionView; promptId: string }): ReactNode {
  switch (question.type) {
    case "catch":
      return <CatchQuestion question={question as View<"catch">} promptId={promptId} />;
    case "label":
      return <LabelQuestion question={question as View<"label">} promptId={promptId} />;
    case "match":
      return <MatchQuestion question={question as View<"match">} promptId={promptId} />;
    case "rightWrongImage":
    case "rightWrongText":
      return <RightWrongQuestion question={question as View<"rightWrongText">} promptId={promptId} />;
    case "test":
      return <TestQuestion question={question as View<"test">} promptId={promptId} />;
  }
  return null;
}

/**
 * One question as a labelled form (its prompt names it, its instruction describes it), posted to the screen's
 * action; the page comes back with the next one. Nothing says whether the answer was right: the adventure
 * evaluates, it does not grade. An incomplete answer is not sent: a message says what is missing.
 */
export function QuestionForm({
  question,
  total,
  lang,
  error,
}: {
  question: AdventureQuestionView;
  total: number;
  lang: Language;
  error: string | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [incomplete, setIncomplete] = useState(false);
  const promptId = `question-${question.id}`;
  const instructionId = `${promptId}-instruction`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const complete = answerFromForm(question.type, new FormData(event.currentTarget)) !== null;
    setIncomplete(!complete);
    if (!complete) event.preventDefault();
  };
  return (
    <Form
      method="post"
      className="adventure-card"
      aria-labelledby={promptId}
      aria-describedby={instructionId}
      onSubmit={onSubmit}
      onChange={() => setIncomplete(false)}
    >
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="questionId" value={question.id} />
      <input type="hidden" name="type" value={question.type} />
      {/* The prompt names the form and, as the legend, the group of its controls. */}
      <fieldset className="adventure-question">
        <legend>
          <h2 id={promptId} tabIndex={-1} data-adventure-focus data-route-focus className="adventure-prompt">
            {question.content.prompt}
          </h2>
        </legend>
        <div className="adventure-instruction">
          <p id={instructionId}>{t(`adventure.instructions.${question.type}`)}</p>
          <ListenButton text={spokenText(question, t)} lang={lang} />
        </div>
        <Controls question={question} promptId={promptId} />
      </fieldset>
      {incomplete && (
        <p role="alert" className="form-alert">
          {t(`adventure.incomplete.${question.type}`)}
        </p>
      )}
      <FormAlert message={incomplete ? null : error} />
      <div className="adventure-actions">
        <SubmitButton busy={busy} className="btn btn-primary adventure-next">
          {question.number === total ? t("adventure.finish") : t("adventure.next")}
          <Icon d={arrowRight} />
        </SubmitButton>
      </div>
    </Form>
  );
}
