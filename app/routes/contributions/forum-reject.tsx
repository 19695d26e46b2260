import { data, Form, Link, redirect, useNavigation } from "react-router";
import { pathFor } from "../../../common/routes.ts";
import { RejectContribution } from "../../components/contributions/documents.ts";
import { RejectReasonField } from "../../components/contributions/RejectReasonField.tsx";
import { FormAlert } from "../../components/Field.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { confirmedItem } from "../../components/forum/confirm.server.ts";
import { ForumBody, ForumByline } from "../../components/forum/ForumEntry.tsx";
import { ANSWER_PARAM, conflictMessage } from "../../components/forum/names.ts";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import type { forum } from "../../i18n/es/forum.ts";
import { useTranslation } from "../../i18n/index.ts";
import { pageMessages, pageMeta } from "../../lib/meta.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { gql, page } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/forum-reject";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "forum-reject", { title: (pageMessages(args)?.forum as typeof forum | undefined)?.reject.title });

/** A moderator rejects a pending theme or, with ?respuesta=<id>, a pending answer (the route table admits moderators only). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).searchParams.has(ANSWER_PARAM) ? "answer" : "theme";
  const { item, title } = await confirmedItem(context, request, params.id, kind);
  return { kind, item, title };
}

/** Rejects with the reason (and with a theme, its answers); then to the forum (a theme) or back to the theme (an answer). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const reason = String(form.get("reason") ?? "");
  const kind = form.get("kind") === "answer" ? "answer" : "theme";
  const result = await gql(context, RejectContribution, { id: String(form.get("id") ?? ""), reason });
  const answer = result.data?.rejectContribution;
  const { lang } = page(context);
  if (succeeded(answer)) throw redirect(kind === "theme" ? pathFor("forum", lang) : pathFor("forum-post", lang, { id: params.id }));
  const reasonError = answer && "fields" in answer ? answer.fields?.find((f) => f.field === "reason")?.message : undefined;
  if (reasonError) return data({ error: null, reasonError, reason }, { status: 400 });
  const error = conflictMessage(answer?.code, true) ?? answer?.message ?? "errors.serverError";
  return data({ error, reasonError: null, reason }, { status: answer ? 409 : 500 });
}

export default function ForumReject({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const busy = useNavigation().state === "submitting";
  const { kind, item, title } = loaderData;
  const back = to("forum-post", { id: params.id });
  const problem =
    actionData?.error ?? (!item ? "forum.errors.goneForModerator" : item.state !== "pending" ? "forum.errors.alreadyModerated" : null);
  return (
    <FormCard id="forum-reject" title={t(kind === "theme" ? "forum.reject.title" : "forum.reject.answerTitle")}>
      {item && (
        <div className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-cream p-4">
          {kind === "theme" && title && <p className="text-lg font-extrabold text-navy">{title}</p>}
          <ForumByline item={item} />
          <ForumBody item={item} />
        </div>
      )}
      <FormAlert message={problem} />
      {problem ? (
        <Link className="btn btn-secondary" to={item ? back : to("forum")}>
          {t(item ? "forum.reject.back" : "forum.remove.backToForum")}
        </Link>
      ) : (
        <>
          <p>{t("forum.reject.intro")}</p>
          {kind === "theme" && <p className="font-bold">{t("forum.reject.replies")}</p>}
          <Form method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="id" value={item?.id} />
            <input type="hidden" name="kind" value={kind} />
            <RejectReasonField error={actionData?.reasonError} defaultValue={actionData?.reason} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t("forum.reject.confirm")}
            </SubmitButton>
          </Form>
          <p className="form-links">
            <Link to={back}>{t("forum.reject.cancel")}</Link>
          </p>
        </>
      )}
    </FormCard>
  );
}
