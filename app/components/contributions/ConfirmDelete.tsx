import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { FormAlert } from "../Field.tsx";
import { FormCard } from "../FormCard.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

/** A confirmation page's words: the i18n keys of its title, question, buttons and way back. */
export type ConfirmDeleteTexts = { title: string; intro: string; confirm: string; cancel: string; back: string };

/**
 * Why a contribution cannot be deleted (section 8), whether the page learnt it on loading or on confirming:
 * the author deleted it already (in another tab), or a moderator has just moderated it.
 */
export function deleteProblem(actionError: string | null | undefined, item: { canDelete: boolean } | null): string | null {
  return actionError ?? (!item ? "comments.errors.deleted" : !item.canDelete ? "comments.errors.moderated" : null);
}

/**
 * The author's confirmation before deleting a pending contribution (an activity comment, a forum theme or
 * answer, a gallery result or comment, a bulletin answer): what it is, the question, or why it cannot be
 * deleted any more with the way back. The form posts `id` to the page's action.
 */
export function ConfirmDelete({
  formId,
  texts,
  id,
  preview,
  problem,
  back,
}: {
  formId: string;
  texts: ConfirmDeleteTexts;
  id: string | undefined;
  preview: React.ReactNode;
  problem: string | null;
  back: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <FormCard id={formId} title={t(texts.title as never)}>
      {preview}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={back}>
          {t(texts.back as never)}
        </Link>
      ) : (
        <>
          <p>{t(texts.intro as never)}</p>
          <Form method="post">
            <input type="hidden" name="id" value={id} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t(texts.confirm as never)}
            </SubmitButton>
          </Form>
          <p className="form-links">
            <Link to={back}>{t(texts.cancel as never)}</Link>
          </p>
        </>
      )}
    </FormCard>
  );
}
