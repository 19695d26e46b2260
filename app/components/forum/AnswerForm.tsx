import { type FormEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useNavigation } from "react-router";
import { COMMENT_MAX_LENGTH } from "../../../common/contributions.ts";
import { useTranslation } from "../../i18n/index.ts";
import { PostKeyField } from "../contributions/PostKey.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

/** `postKey`: the key a refused answer was sent with, sent again with it. */
export type AnswerOutcome = { intent: "answer"; ok: boolean; error?: string; content?: string; postKey?: string | null };

/**
 * Answers the theme: a plain textarea posted to the theme page's action (with or without JavaScript); an
 * empty one is refused here first. The outcome is announced in the form's status line or on the field.
 */
export function AnswerForm({ outcome, postKey }: { outcome: AnswerOutcome | null; postKey: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "answer";
  const [localError, setLocalError] = useState<string | null>(null);
  const error = localError ?? (outcome && !outcome.ok ? (outcome.error ?? null) : null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!String(new FormData(event.currentTarget).get("content") ?? "").trim()) {
      event.preventDefault();
      flushSync(() => setLocalError("forum.errors.answerEmpty"));
      field.current?.focus();
      return;
    }
    setLocalError(null);
  };
  return (
    // A new form after each answer sent: the field starts empty again.
    <Form
      key={outcome?.ok ? `sent-${outcome.content ?? ""}` : "form"}
      method="post"
      noValidate
      onSubmit={onSubmit}
      preventScrollReset
      className="flex flex-col gap-3"
    >
      <input type="hidden" name="intent" value="answer" />
      <PostKeyField value={(outcome && !outcome.ok ? outcome.postKey : null) ?? postKey} />
      <div className="field">
        <label className="field-label" htmlFor={`${id}-content`}>
          {t("forum.answerForm.label")}
        </label>
        <textarea
          ref={field}
          id={`${id}-content`}
          name="content"
          className="field-input min-h-28"
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, `${id}-note`].filter(Boolean).join(" ")}
          defaultValue={outcome && !outcome.ok ? outcome.content : undefined}
          onChange={() => localError && setLocalError(null)}
        />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {t(error as never)}
          </p>
        )}
        <p id={`${id}-note`} className="field-hint">
          {t("forum.answerForm.note")} {t("forum.answerForm.limit", { max: COMMENT_MAX_LENGTH })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={busy} className="btn btn-primary">
          {busy ? t("forum.answerForm.sending") : t("forum.answerForm.submit")}
        </SubmitButton>
        <p role="status" className="font-bold text-teal">
          {!busy && outcome?.ok ? t("forum.answerForm.posted") : ""}
        </p>
      </div>
    </Form>
  );
}
