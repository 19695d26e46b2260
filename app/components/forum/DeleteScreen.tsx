import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { FormAlert } from "../Field.tsx";
import { FormCard } from "../FormCard.tsx";
import { SubmitButton } from "../SubmitButton.tsx";
import type { ForumItem } from "./documents.ts";
import { ForumBody, ForumByline } from "./ForumEntry.tsx";

type Props = { kind: "theme" | "answer"; themeId: string; item: ForumItem | null; error: string | null };

/** Confirms the deletion of the viewer's pending theme or answer; says why when it can no longer be deleted. */
export function DeleteScreen({ kind, themeId, item, error }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const back = to("forum-post", { id: themeId });
  const problem = error ?? (!item ? "forum.errors.deleted" : !item.canDelete ? "forum.errors.moderated" : null);
  return (
    <FormCard id="forum-delete" title={t(kind === "theme" ? "forum.remove.title" : "forum.remove.answerTitle")}>
      {item && (
        <div className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-cream p-4">
          <ForumByline item={item} />
          <ForumBody item={item} />
        </div>
      )}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={item || kind === "answer" ? back : to("forum")}>
          {t(item || kind === "answer" ? "forum.remove.back" : "forum.remove.backToForum")}
        </Link>
      ) : (
        <>
          <p>{t(kind === "theme" ? "forum.remove.intro" : "forum.remove.answerIntro")}</p>
          <Form method="post">
            <input type="hidden" name="id" value={item?.id} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t("forum.remove.confirm")}
            </SubmitButton>
          </Form>
          <p className="form-links">
            <Link to={back}>{t("forum.remove.cancel")}</Link>
          </p>
        </>
      )}
    </FormCard>
  );
}
