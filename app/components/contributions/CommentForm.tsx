import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "../../i18n/index.ts";
import { useFetcher } from "react-router";
import { COMMENT_MAX_LENGTH } from "../../../common/contributions.ts";
import type { CommentActionResult } from "./comments.server.ts";
import { SubmitButton } from "../SubmitButton.tsx";
import { PostKeyField } from "./PostKey.tsx";

type Props = {
  activityId: string;
  /** Set for a reply. */
  parentId?: string | null;
  /** The outcome of a post without JavaScript (the page's action data), when it was this form's. */
  result: CommentActionResult | null;
  /** Applies to the main form only: the explanation under the field. */
  note?: boolean;
  /** The page's key for its post forms (PostKey.tsx): each form sends it with its own suffix. */
  postKey: string | null;
};

/**
 * Writes a comment or a reply. With JavaScript it posts through a fetcher (the page does not move);
 * without, the form posts to the page, whose action runs commentAction. Either way the outcome is
 * announced in the form's status region.
 */
export function CommentForm({ activityId, parentId = null, result, note = false, postKey }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<{ comment?: CommentActionResult | null }>({ key: parentId ? `comment-reply-${parentId}` : "comment-post" });
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const outcome = fetcher.data?.comment ?? result;
  // Back from a post without scripts (`result` is the page's own answer, which a fetcher's post never sets), the
  // focus is where the keyboard was: on the confirmation, or in the field its message describes.
  const backFromPost = !parentId && !!result;
  const busy = fetcher.state !== "idle";

  // A comment sent through the fetcher empties the field for the next one (as soon as the answer arrives);
  // a refused one puts the focus back in the field, whose description now starts with the message.
  useEffect(() => {
    const answer = fetcher.data?.comment;
    if (answer?.ok) form.current?.reset();
    else if (answer) field.current?.focus();
  }, [fetcher.data]);

  const error = localError ?? (outcome && !outcome.ok ? outcome.error : null);
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const content = new FormData(event.currentTarget).get("content");
    // The server says the same; checking here first saves a round trip.
    if (!String(content ?? "").trim()) {
      event.preventDefault();
      // The message is rendered first, so that moving the focus to the field reads it out with the label.
      flushSync(() => setLocalError("comments.errors.empty"));
      field.current?.focus();
      return;
    }
    setLocalError(null);
  };
  return (
    <fetcher.Form ref={form} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="comment-post" />
      <input type="hidden" name="activityId" value={activityId} />
      {parentId && <input type="hidden" name="parentId" value={parentId} />}
      {/* A refused comment is sent again with the key it was sent with. */}
      <PostKeyField
        value={(outcome && !outcome.ok ? outcome.values?.postKey : null) ?? (postKey && `${postKey}.${parentId ?? "comment"}`)}
      />
      <div className="field">
        <label className="field-label" htmlFor={`${id}-content`}>
          {t(parentId ? "comments.form.replyLabel" : "comments.form.label")}
        </label>
        <textarea
          ref={field}
          id={`${id}-content`}
          name="content"
          className="field-input min-h-28"
          rows={parentId ? 3 : 4}
          maxLength={COMMENT_MAX_LENGTH}
          required
          aria-invalid={error ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: back from a post without scripts, where the keyboard was
          autoFocus={backFromPost && !result?.ok}
          aria-describedby={[error ? errorId : null, noteId].filter(Boolean).join(" ")}
          defaultValue={outcome && !outcome.ok ? outcome.values?.content : undefined}
          key={outcome && !outcome.ok ? "kept" : "fresh"}
          onChange={() => localError && setLocalError(null)}
        />
        {error && (
          <p id={errorId} className="field-error">
            {t(error as never, { max: COMMENT_MAX_LENGTH })}
          </p>
        )}
        <p id={noteId} className="field-hint">
          {note && `${t("comments.form.note")} `}
          {t("comments.form.limit", { max: COMMENT_MAX_LENGTH })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={busy} className="btn btn-primary">
          {busy ? t("comments.form.sending") : t(parentId ? "comments.form.submitReply" : "comments.form.submit")}
        </SubmitButton>
        {/* biome-ignore lint/a11y/noAutofocus: back from a post without scripts, where the keyboard was */}
        <p role="status" className="font-bold text-teal" tabIndex={-1} autoFocus={backFromPost && !!result?.ok}>
          {!busy && outcome?.ok && outcome.intent === "comment-post" ? t("comments.form.posted") : ""}
        </p>
      </div>
    </fetcher.Form>
  );
}
