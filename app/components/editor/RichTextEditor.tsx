import type { Editor } from "@tiptap/react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { plainTextToHtml, RICH_TEXT_MAX_TEXT, richTextToPlain } from "../../../common/rich-text.ts";
import { useTranslation } from "../../i18n/index.ts";
import type { FieldRegistration } from "../../lib/forms.ts";
import { FieldError, RequiredMark } from "../Field.tsx";
import type { UploadImage } from "./upload.ts";

// Tiptap and the modals: a chunk fetched only by a page that shows this field, once it is interactive.
const TiptapEditor = lazy(() => import("./TiptapEditor.tsx"));

type Props = {
  /** The posted field: the editor's HTML (with `<name>Format=html` beside it) or, without JavaScript, plain text. */
  name: string;
  label: string;
  required?: boolean;
  /** The stored (sanitised) HTML to start from. */
  defaultValue?: string;
  /** i18n key of the field's message, from the browser's check or the server. */
  error?: string;
  hint?: string;
  /** From the form hook's `register(name)` (app/lib/forms.ts), spread with `name`. */
  ref?: FieldRegistration["ref"];
  onChange?: () => void;
  onBlur?: () => void;
  /** Stores an image and answers its /uploads/ path; without it the toolbar has no image button. */
  uploadImage?: UploadImage;
};

/**
 * A rich-text form field (decision 030). The server's page, and a browser without JavaScript, show a plain
 * textarea (its text becomes paragraphs on the server: common/rich-text.ts, postedRichText); once the page is
 * interactive the editor's chunk loads and takes its place in the same frame, whose height does not change,
 * so nothing below moves. What the user typed meanwhile, and the focus, go over to the editor.
 * Use it like an input: `<RichTextEditor {...register("content")} label=… error={errorOf("content")} />`.
 */
export function RichTextEditor({ name, label, required, defaultValue = "", error, hint, ref, onChange, onBlur, uploadImage }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ids = {
    label: `${id}-label`,
    plain: `${id}-plain`,
    note: `${id}-note`,
    content: `${id}-content`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(" ") || undefined;

  // After hydration: the first render must match the server's page.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const [editor, setEditor] = useState<Editor | null>(null);
  const plain = useRef<HTMLTextAreaElement | null>(null);
  const attachPlain = useCallback(
    (element: HTMLTextAreaElement | null) => {
      plain.current = element;
      if (!element) return;
      const release = ref?.(element);
      return () => {
        plain.current = null;
        release?.();
      };
    },
    [ref],
  );
  /** Where the editor starts: the stored content, unless the plain field was typed in while the editor loaded. */
  const startingHtml = () => {
    const typed = plain.current;
    return typed && typed.value !== typed.defaultValue ? plainTextToHtml(typed.value) : defaultValue;
  };
  const onReady = useCallback((ready: Editor) => {
    if (plain.current && document.activeElement === plain.current) ready.commands.focus("end");
    setEditor(ready);
  }, []);

  return (
    <div className="field">
      <div className="field-label">
        {/* A label does not focus an editable div by itself: a press on it does (the keyboard tabs to the editor). */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a label is not a keyboard stop; its control is */}
        <label id={ids.label} htmlFor={editor ? ids.content : ids.plain} onClick={() => editor?.commands.focus()}>
          {label}
        </label>
        {required && <RequiredMark />}
      </div>
      <div className={error ? "editor-frame editor-frame-invalid" : "editor-frame"}>
        {!editor && (
          <>
            <p id={ids.note} className="editor-bar editor-note">
              {t("editor.plain")}
            </p>
            <textarea
              ref={attachPlain}
              id={ids.plain}
              name={name}
              className="editor-plain"
              defaultValue={richTextToPlain(defaultValue)}
              maxLength={RICH_TEXT_MAX_TEXT}
              aria-describedby={[describedBy, ids.note].filter(Boolean).join(" ")}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              onChange={onChange}
              onBlur={onBlur}
            />
          </>
        )}
        {interactive && (
          <Suspense fallback={null}>
            <TiptapEditor
              name={name}
              startingHtml={startingHtml}
              defaultHtml={defaultValue}
              contentId={ids.content}
              labelId={ids.label}
              describedBy={describedBy}
              invalid={!!error}
              required={required}
              inputRef={ref}
              onChange={onChange}
              onBlur={onBlur}
              uploadImage={uploadImage}
              onReady={onReady}
            />
          </Suspense>
        )}
      </div>
      {hint && (
        <p id={ids.hint} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error ? t(error as never, { max: RICH_TEXT_MAX_TEXT.toLocaleString(i18n.language) }) : null} />
    </div>
  );
}
