import { useTranslation } from "../i18n/index.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../common/routes.ts";
import { FormAlert } from "../components/Field.tsx";
import { FormCard } from "../components/FormCard.tsx";
import { DeleteGalleryContribution, GalleryResultQuery } from "../components/gallery/documents.ts";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { pageMeta } from "../lib/meta.ts";
import { succeeded } from "../lib/mutation-answers.ts";
import { gql, page, query } from "../lib/page.server.ts";
import { useTo } from "../lib/root-data.ts";
import type { Route } from "./+types/gallery-delete";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "gallery-delete");

/** The author confirms deleting their pending result; one gone or moderated meanwhile is said so (section 8). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { galleryResult: result } = await query(context, GalleryResultQuery, { id: params.id });
  if (result && !result.mine) throw data(null, { status: 403 });
  return { result };
}

export async function action({ params, context }: Route.ActionArgs) {
  const result = await gql(context, DeleteGalleryContribution, { id: params.id });
  const answer = result.data?.deleteContribution;
  if (succeeded(answer)) throw redirect(pathFor("gallery", page(context).lang));
  return data({ error: answer?.message ?? "errors.serverError" }, { status: answer ? 409 : 500 });
}

export default function GalleryDelete({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { result } = loaderData;
  const back = result ? to("gallery-post", { id: params.id }) : to("gallery");
  const problem = actionData?.error ?? (!result ? "comments.errors.deleted" : !result.canDelete ? "comments.errors.moderated" : null);
  return (
    <FormCard id="gallery-delete" title={t("gallery.remove.title")}>
      {result && <p className="font-bold">{result.title}</p>}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={back}>{t("gallery.remove.back")}</Link>
      ) : (
        <>
          <p>{t("gallery.remove.intro")}</p>
          <Form method="post">
            <SubmitButton busy={busy} className="btn btn-primary w-full">{t("gallery.remove.confirm")}</SubmitButton>
          </Form>
          <p className="form-links"><Link to={back}>{t("gallery.remove.cancel")}</Link></p>
        </>
      )}
    </FormCard>
  );
}
