import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { RICH_TEXT_IMAGE_TYPES } from "../../../common/rich-text.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";
import { imageErrors, isStoredImage } from "./editor-checks.ts";
import { EditorModal } from "./EditorModal.tsx";
import { ImageRefused, type UploadImage } from "./upload.ts";

type Props = {
  uploadImage: UploadImage;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
};

/**
 * Inserts an image: a file of an accepted format (checked here by its declared type for a fast answer; the
 * upload's server judges the bytes) and its description for those who cannot see it.
 */
export function ImageModal({ uploadImage, onInsert, onClose }: Props) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // An answer that arrives after the modal was closed inserts nothing.
  const open = useRef(true);
  useEffect(
    () => () => {
      open.current = false;
    },
    [],
  );

  const refuse = (key: string) => {
    flushSync(() => setError(key));
    fileInput.current?.focus();
  };
  const file = () => fileInput.current?.files?.[0] ?? null;
  const submit = async () => {
    const chosen = file();
    const found = imageErrors({ file: chosen }).file;
    if (found || !chosen) return refuse(found ?? "editor.errors.imageRequired");
    setBusy(true);
    let src: string | null = null;
    let failure = "editor.errors.uploadFailed";
    try {
      const answer = await uploadImage(chosen);
      if (isStoredImage(answer)) src = answer;
    } catch (refusal) {
      if (refusal instanceof ImageRefused) failure = refusal.key;
    }
    if (!open.current) return;
    setBusy(false);
    if (src) onInsert({ src, alt: alt.trim() });
    else refuse(failure);
  };
  return (
    <EditorModal
      title={t("editor.image.title")}
      submitLabel={busy ? t("editor.image.sending") : t("editor.image.submit")}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t("editor.image.file")} required error={error} hint={t("editor.image.fileHint")}>
        {({ id, describedBy, invalid, required }) => (
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept={RICH_TEXT_IMAGE_TYPES.join(",")}
            className="field-input"
            onChange={() => error && setError(imageErrors({ file: file() }).file)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            // The modal's form is not checked by the browser (noValidate): this only tells it is required.
            required={required}
            // biome-ignore lint/a11y/noAutofocus: a modal opened to fill it starts at its first field
            autoFocus
          />
        )}
      </Field>
      <Field label={t("editor.image.alt")} hint={t("editor.image.altHint")}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className="field-input"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
    </EditorModal>
  );
}
