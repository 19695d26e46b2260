import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";
import { linkErrors, webUrl } from "./editor-checks.ts";
import { EditorModal } from "./EditorModal.tsx";

export type LinkDraft = { text: string; url: string; editing: boolean };

type Props = {
  draft: LinkDraft;
  onInsert: (link: { text: string; href: string }) => void;
  onRemove: () => void;
  onClose: () => void;
};

/** Spec §5's link modal: its text and a valid URL, both required; an existing link can be changed or removed. */
export function LinkModal({ draft, onInsert, onRemove, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(draft.text);
  const [url, setUrl] = useState(draft.url);
  const [sent, setSent] = useState(false);
  const textInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const errors = sent ? linkErrors({ text, url }) : {};
  const submit = () => {
    const found = linkErrors({ text, url });
    const href = webUrl(url);
    if (found.text || found.url || !href) {
      // The messages are drawn first, so the focused field is read out with its message.
      flushSync(() => setSent(true));
      (found.text ? textInput : urlInput).current?.focus();
      return;
    }
    onInsert({ text: text.trim(), href });
  };
  return (
    <EditorModal
      title={t(draft.editing ? "editor.link.editTitle" : "editor.link.title")}
      submitLabel={t(draft.editing ? "editor.link.save" : "editor.link.submit")}
      onSubmit={submit}
      onClose={onClose}
      extra={
        draft.editing && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRemove}>
            {t("editor.link.remove")}
          </button>
        )
      }
    >
      <Field label={t("editor.link.text")} required error={errors.text}>
        {({ id, describedBy, invalid, required }) => (
          <input
            ref={textInput}
            id={id}
            className="field-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required={required}
            // biome-ignore lint/a11y/noAutofocus: a modal opened to fill it starts at its first field
            autoFocus
          />
        )}
      </Field>
      <Field label={t("editor.link.url")} required error={errors.url} hint={t("editor.link.urlHint")}>
        {({ id, describedBy, invalid, required }) => (
          <input
            ref={urlInput}
            id={id}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            className="field-input"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required={required}
          />
        )}
      </Field>
    </EditorModal>
  );
}
