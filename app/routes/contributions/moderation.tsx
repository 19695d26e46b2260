import { useTranslation } from "../../i18n/index.ts";
import { data, Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { COMMUNITY_LISTS, COMMUNITY_SECTIONS } from "../../../common/contributions.ts";
import { MODERATION_FETCHER } from "../../components/contributions/CommentItem.tsx";
import { commentAction, type CommentActionResult, commentOutcome } from "../../components/contributions/comments.server.ts";
import { type DeskState, deskSearch, deskState } from "../../components/contributions/desk-params.ts";
import { DeskItem, type DeskRejectRefusal } from "../../components/contributions/DeskItem.tsx";
import { ModerationDeskQuery, RejectContribution } from "../../components/contributions/documents.ts";
import { REJECTED_FLAG } from "../../components/contributions/params.ts";
import { pageMeta } from "../../lib/meta.ts";
import { succeeded } from "../../lib/mutation-answers.ts";
import { gql, query } from "../../lib/page.server.ts";
import type { Route } from "./+types/moderation";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "moderation");

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = deskState(new URL(request.url).searchParams);
  const { moderationDesk } = await query(context, ModerationDeskQuery, state);
  return { state, desk: moderationDesk };
}

type ActionData = { comment: CommentActionResult | null; refusal: DeskRejectRefusal | null };

/**
 * Publish and reject from the desk. An activity comment's Reject goes to its confirmation page; the other
 * sections' come here with the reason: a missing or too long one is shown again at its item.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "comment-reject") {
    const id = String(form.get("id") ?? "");
    const reason = String(form.get("reason") ?? "");
    const result = await gql(context, RejectContribution, { id, reason });
    const answer = result.data?.rejectContribution;
    const reasonError =
      answer && !succeeded(answer) && "fields" in answer ? answer.fields?.find((f) => f.field === "reason")?.message : undefined;
    if (reasonError) return data<ActionData>({ comment: null, refusal: { id, reasonError, reason } }, { status: 400 });
    // Done (or refused for another reason) here: handing the form on to commentAction would reject it again
    // and report the first rejection as a conflict.
    return { comment: commentOutcome("comment-reject", result, answer, id), refusal: null } satisfies ActionData;
  }
  return { comment: await commentAction(context, form), refusal: null } satisfies ActionData;
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fetcher = useFetcher<ActionData>({ key: MODERATION_FETCHER });
  const { state, desk } = loaderData;
  const outcome = fetcher.data?.comment ?? actionData?.comment ?? null;
  const status = outcome?.ok
    ? t(outcome.intent === "comment-reject" ? "moderation.desk.rejected" : "moderation.desk.published")
    : !outcome && search.get(REJECTED_FLAG)
      ? t("moderation.desk.rejected")
      : "";
  const { pathname } = useLocation();
  const href = (change: Partial<DeskState>) => pathname + deskSearch({ ...state, page: 1, ...change });
  return (
    <div className="page">
      <h1 className="page-title">{t("moderation.desk.title")}</h1>
      <p className="page-lead">{t("moderation.desk.lead")}</p>
      <nav aria-label={t("moderation.desk.listsLabel")} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {COMMUNITY_LISTS.map((list) => (
            <li key={list}>
              <Link className="tab" to={href({ list })} aria-current={state.list === list ? "page" : undefined}>
                {t(`moderation.desk.lists.${list}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("moderation.desk.sectionsLabel")} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...COMMUNITY_SECTIONS].map((section) => (
            <li key={section ?? "all"}>
              <Link className="tab" to={href({ section })} aria-current={state.section === section ? "page" : undefined}>
                {section ? t(`moderation.desk.sections.${section}`) : t("moderation.desk.allSections")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div role="status" className="mb-4">
        {status && <p className="form-success">{status}</p>}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="form-alert mb-4">
          {t(outcome.error as never)}
        </p>
      )}
      <section className="panel" aria-labelledby="desk-title">
        <h2 id="desk-title">
          {t(`moderation.desk.lists.${state.list}`)}
          {state.section && ` · ${t(`moderation.desk.sections.${state.section}`)}`}{" "}
          <span className="text-base font-bold text-muted">({t("moderation.desk.count", { count: desk.total })})</span>
        </h2>
        {desk.items.length === 0 ? (
          <p className="empty">{t("moderation.desk.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-6" aria-label={t("moderation.desk.resultsLabel")}>
            {desk.items.map((item) => (
              <li key={item.id} className="border-b-2 border-line pb-5 last:border-b-0 last:pb-0">
                <DeskItem item={item} refusal={actionData?.refusal ?? null} />
              </li>
            ))}
          </ul>
        )}
        {desk.pageCount > 1 && (
          <nav aria-label={t("moderation.desk.pagination")} className="mt-8">
            <ul className="flex flex-wrap items-center justify-center gap-2">
              {state.page > 1 && (
                <li>
                  <Link className="btn btn-secondary btn-sm" rel="prev" to={href({ ...state, page: state.page - 1 })}>
                    {t("moderation.desk.previous")}
                  </Link>
                </li>
              )}
              {Array.from({ length: desk.pageCount }, (_, i) => i + 1)
                .filter((n) => n === 1 || n === desk.pageCount || Math.abs(n - state.page) <= 2)
                .map((n) => (
                  <li key={n}>
                    <Link
                      className="tab"
                      to={href({ ...state, page: n })}
                      aria-current={n === state.page ? "page" : undefined}
                      aria-label={t("moderation.desk.page", { page: n })}
                    >
                      {n}
                    </Link>
                  </li>
                ))}
              {state.page < desk.pageCount && (
                <li>
                  <Link className="btn btn-secondary btn-sm" rel="next" to={href({ ...state, page: state.page + 1 })}>
                    {t("moderation.desk.next")}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        )}
      </section>
    </div>
  );
}
