import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { BlockResult, BlockView, InteractiveBlockType } from "../../../common/courses.ts";
import { useTranslation } from "../../i18n/index.ts";
import { FormAlert } from "../Field.tsx";
import { SubmitButton } from "../SubmitButton.tsx";
import { ANSWER_INTENT, type AnswerActionData, answerDataFor, answerFromForm } from "./answer-form.ts";

export type Answering<T extends InteractiveBlockType> = ReturnType<typeof useAnswer<T>>;

/**
 * An interactive block's answer: posted through a fetcher (without JavaScript, a plain post to the screen's
 * action). The result shown is the one the action just answered (a preview's, never saved), else the teacher's
 * last one from the loader. After an answer the verdict takes the focus; "Try again" hides the result and
 * empties the controls until the next answer comes back.
 */
export function useAnswer<T extends InteractiveBlockType>(block: BlockView<T>, preview: boolean) {
  const fetcher = useFetcher<AnswerActionData>({ key: `answer-${block.id}` });
  const actionData = useActionData();
  const posted = answerDataFor(block.id, fetcher.data) ?? answerDataFor(block.id, actionData);
  const postedResult = posted && "result" in posted ? (posted.result as BlockResult<T>) : null;
  const latest = postedResult ?? (preview ? null : (block.result as BlockResult<T> | null));
  const [hidden, setHidden] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const busy = fetcher.state !== "idle";
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(false);
  const focusVerdict = useRef(false);

  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      setHidden(false);
      focusVerdict.current = true;
    }
  }, [busy]);
  // Once the verdict is written (the render after the answer came back), it takes the focus and is read.
  useEffect(() => {
    if (focusVerdict.current && statusRef.current?.textContent) {
      focusVerdict.current = false;
      statusRef.current.focus();
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const complete = answerFromForm(block.type, new FormData(event.currentTarget), block.content) !== null;
    setIncomplete(!complete);
    if (!complete) event.preventDefault();
  };
  const retry = (clear: () => void) => {
    clear();
    setHidden(true);
    setIncomplete(false);
    formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), select")?.focus();
  };
  return {
    block,
    fetcher,
    busy,
    /** The result to show: null before any answer and after "Try again". */
    result: hidden ? null : latest,
    /** The answer the controls start from (the last one sent, so the marks sit beside it). */
    initial: latest?.answer ?? null,
    error: posted && "error" in posted ? posted.error : null,
    incomplete,
    statusRef,
    formRef,
    onSubmit,
    retry,
  };
}

/** ✓ or ✗ with its word: the mark never relies on its colour. */
export function Mark({ right, label }: { right: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`answer-mark ${right ? "is-right" : "is-wrong"}`}>
      <span aria-hidden="true">{right ? "✓" : "✗"}</span> {label ?? (right ? t("courses.blocks.markRight") : t("courses.blocks.markWrong"))}
    </span>
  );
}

/**
 * The form around an interactive block's controls: the contract's hidden fields, the check button, the
 * verdict (a live region that takes the focus), the right answer and the explanation once answered.
 */
export function AnswerForm<T extends InteractiveBlockType>({
  answer,
  onClear,
  solution,
  children,
}: {
  answer: Answering<T>;
  /** Empties the controls for another try. */
  onClear: () => void;
  /** The right answer, in words, from the result's key. */
  solution: (result: BlockResult<T>) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { block, fetcher, result } = answer;
  return (
    <fetcher.Form method="post" ref={answer.formRef} onSubmit={answer.onSubmit} className="answer-form">
      <input type="hidden" name="intent" value={ANSWER_INTENT} />
      <input type="hidden" name="blockId" value={block.id} />
      {children}
      {answer.incomplete && (
        <p role="alert" className="answer-incomplete">
          {t(`courses.blocks.incomplete.${block.type}`)}
        </p>
      )}
      <FormAlert message={answer.error} />
      <div className="answer-actions">
        <SubmitButton busy={answer.busy} className="btn btn-primary">
          {t("courses.blocks.check")}
        </SubmitButton>
        {result && !result.correct && (
          <button type="button" className="btn btn-secondary" onClick={() => answer.retry(onClear)}>
            {t("courses.blocks.tryAgain")}
          </button>
        )}
      </div>
      <div
        ref={answer.statusRef}
        role="status"
        tabIndex={-1}
        className={`answer-status${result ? (result.correct ? " is-right" : " is-wrong") : ""}`}
      >
        {result && (
          <>
            <span aria-hidden="true">{result.correct ? "✓" : "✗"}</span>{" "}
            {result.correct ? t("courses.blocks.right") : t("courses.blocks.wrong")}
          </>
        )}
      </div>
      {result && (
        <div className="answer-feedback">
          <p className="answer-feedback-title">{t("courses.blocks.solution")}</p>
          {solution(result)}
          {result.explanation && (
            <>
              <p className="answer-feedback-title">{t("courses.blocks.explanation")}</p>
              <p>{result.explanation}</p>
            </>
          )}
        </div>
      )}
    </fetcher.Form>
  );
}
