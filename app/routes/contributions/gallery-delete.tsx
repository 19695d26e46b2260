import { data, redirect } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { ConfirmDelete, type ConfirmDeleteTexts, deleteProblem } from "../../components/contributions/ConfirmDelete.tsx";
import { DeleteGalleryContribution, GalleryResultQuery } from "../../components/gallery/documents.ts";
import { pageMeta } from "../../lib/meta.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { gql, page, query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
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
  const to = useTo();
  const { result } = loaderData;
  return (
    <ConfirmDelete
      formId="gallery-delete"
      texts={TEXTS}
      id={result?.id}
      preview={result && <p className="font-bold">{result.title}</p>}
      problem={deleteProblem(actionData?.error, result)}
      back={result ? to("gallery-post", { id: params.id }) : to("gallery")}
    />
  );
}

const TEXTS: ConfirmDeleteTexts = {
  title: "gallery.remove.title",
  intro: "gallery.remove.intro",
  confirm: "gallery.remove.confirm",
  cancel: "gallery.remove.cancel",
  back: "gallery.remove.back",
};
