import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { type TKey, useTranslation } from "../../../i18n/index.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { FormAlert } from "../../Field.tsx";
import { when } from "../../people/when.ts";
import { SubmitButton } from "../../SubmitButton.tsx";

type Props = {
  error?: string;
  /** Whether the form sends a file (a cover image): a multipart post. */
  files?: boolean;
  className?: string;
  /** The save button's text (editing.save by default). */
  save?: TKey;
  /** Beside the save button: a way back without saving. */
  cancel?: ReactNode;
  children: ReactNode;
};

/** An editor's form (issue 32): the refusal's message, the fields, and the save button; a plain post without scripts. */
export function EditorForm({
  error,
  files = true,
  className = "mt-4 flex max-w-6xl flex-col gap-8",
  save = "editing.save",
  cancel,
  children,
}: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <FormAlert message={error} />
      <Form method="post" encType={files ? "multipart/form-data" : undefined} className={className} noValidate>
        {children}
        <div className={cancel ? "flex flex-wrap items-center gap-4" : undefined}>
          <SubmitButton busy={busy} className="btn btn-primary">
            {t(save)}
          </SubmitButton>
          {cancel}
        </div>
      </Form>
    </>
  );
}

/** Under a saved item's publication fields: which state it is in, and since or until when. */
export function PublicationNote({ state, publishedAt, text }: { state: string; publishedAt: string; text: (date: string) => string }) {
  const lang = useRootData()?.lang ?? "es";
  if (state === "draft") return null;
  return <p className="field-hint">{text(when(publishedAt, lang, true))}</p>;
}
