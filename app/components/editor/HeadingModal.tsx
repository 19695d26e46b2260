import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { EDITOR_HEADING_LEVELS, type EditorHeadingLevel } from "../../../common/rich-text.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";
import { headingErrors } from "./editor-checks.ts";
import { EditorModal } from "./EditorModal.tsx";

type Props = {
  text: string;
  onInsert: (heading: { text: string; level: EditorHeadingLevel }) => void;
  onClose: () => void;
};

/** Spec §5's header modal: its text is required; a heading or a subheading. */
export function HeadingModal({ text: initial, onInsert, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [level, setLevel] = useState<EditorHeadingLevel>(2);
  const [sent, setSent] = useState(false);
  const textInput = useRef<HTMLInputElement>(null);
  const errors = sent ? headingErrors({ text }) : {};
  const submit = () => {
    if (headingErrors({ text }).text) {
      flushSync(() => setSent(true));
      textInput.current?.focus();
      return;
    }
    onInsert({ text: text.trim(), level });
  };
  return (
    <EditorModal title={t("editor.heading.title")} submitLabel={t("editor.heading.submit")} onSubmit={submit} onClose={onClose}>
      <Field label={t("editor.heading.text")} required error={errors.text}>
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
      <Field label={t("editor.heading.level")}>
        {({ id }) => (
          <select
            id={id}
            className="field-input"
            value={level}
            onChange={(event) => setLevel(Number(event.target.value) as EditorHeadingLevel)}
          >
            {EDITOR_HEADING_LEVELS.map((value) => (
              <option key={value} value={value}>
                {t(value === 2 ? "editor.heading.level2" : "editor.heading.level3")}
              </option>
            ))}
          </select>
        )}
      </Field>
    </EditorModal>
  );
}
