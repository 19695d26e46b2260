import { useTranslation } from "../../i18n/index.ts";
import { data, Form, redirect, useNavigation } from "react-router";
import { BULLETIN_SORTS, type BulletinSort, DEFAULT_BULLETIN_SORT } from "../../../common/contributions.ts";
import { pathFor } from "../../../common/routes.ts";
import { postedRichText, richTextFormatField } from "../../../common/rich-text.ts";
import { hasRole } from "../../../common/roles.ts";
import { BulletinListQuery, CreateBulletinPost } from "../../components/bulletin/documents.ts";
import { BulletinCard } from "../../components/bulletin/BulletinCard.tsx";
import { newPostKey, PostKeyField, postKeyOf } from "../../components/contributions/PostKey.tsx";
import { RichTextEditor } from "../../components/editor/RichTextEditor.tsx";
import { Field, FormAlert } from "../../components/Field.tsx";
import { longDate } from "../../components/publications/dates.ts";
import { Pagination, pageParam } from "../../components/publications/Pagination.tsx";
import { SubmitButton } from "../../components/SubmitButton.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { refusedForm, succeeded } from "../../lib/mutation-answers.ts";
import { gql, page as pageInfo, query } from "../../lib/page.server.ts";
import { useMe, useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/bulletin";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "bulletin");

/** The sort in the address (?orden=…); anything else is the default. */
function sortParam(url: URL): BulletinSort {
  const value = url.searchParams.get("orden");
  return (BULLETIN_SORTS as readonly string[]).includes(value ?? "") ? (value as BulletinSort) : DEFAULT_BULLETIN_SORT;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sort = sortParam(url);
  const page = pageParam(url);
  const { bulletinPosts } = await query(context, BulletinListQuery, { sort, page });
  if (page > 1 && bulletinPosts.items.length === 0) throw data(null, { status: 404 });
  const { lang } = pageInfo(context);
  const items = bulletinPosts.items.map((item) => ({ ...item, date: item.publishedAt ? longDate(item.publishedAt, lang) : null }));
  // Staff write posts here: their form's idempotency key.
  return { ...bulletinPosts, items, sort, postKey: newPostKey(!!pageInfo(context).me) };
}

/** Staff save a new post as a draft, then read it on its page (where they publish it). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const title = String(form.get("title") ?? "");
  const content = postedRichText(form.get("content"), form.get(richTextFormatField("content")));
  const postKey = postKeyOf(form);
  const result = await gql(context, CreateBulletinPost, { title, content, idempotencyKey: postKey });
  const answer = result.data?.createBulletinPost;
  if (succeeded(answer)) throw redirect(`${pathFor("bulletin-post", pageInfo(context).lang, { id: answer.data.id })}?guardado=1`);
  const { status, failure } = refusedForm(result, answer);
  return data({ ...failure, values: { title, content, postKey } }, { status });
}

export default function Bulletin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const me = useMe();
  const busy = useNavigation().state === "submitting";
  const { items, page, pageCount, sort } = loaderData;
  const hrefFor = (n: number) => {
    const params = new URLSearchParams();
    if (sort !== DEFAULT_BULLETIN_SORT) params.set("orden", sort);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return search ? `${to("bulletin")}?${search}` : to("bulletin");
  };
  return (
    <div className="page">
      <h1 className="page-title">{t("bulletin.title")}</h1>
      <p className="page-lead">{t("bulletin.lead")}</p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <Field label={t("bulletin.sort.label")}>
          {({ id }) => (
            <select id={id} name="orden" defaultValue={sort} className="field-input">
              {BULLETIN_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`bulletin.sort.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn-secondary">
          {t("bulletin.sort.apply")}
        </button>
      </Form>
      {items.length === 0 ? (
        <p className="empty">{t("bulletin.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.id}>
              <BulletinCard item={item} href={to("bulletin-post", { id: item.id })} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} label={t("bulletin.pages")} hrefFor={hrefFor} />
      {hasRole(me, "staff") && (
        <section className="panel mt-10" aria-labelledby="write-title">
          <h2 id="write-title">{t("bulletin.write.title")}</h2>
          <p className="mb-4">{t("bulletin.write.lead")}</p>
          <FormAlert message={actionData && Object.keys(actionData.fields).length === 0 ? actionData.error : null} />
          <Form method="post" noValidate className="flex flex-col gap-4">
            <PostKeyField value={actionData?.values.postKey ?? loaderData.postKey} />
            <Field label={t("bulletin.write.titleLabel")} required error={actionData?.fields.title}>
              {({ id, describedBy, invalid, required }) => (
                <input
                  id={id}
                  name="title"
                  className="field-input"
                  maxLength={150}
                  defaultValue={actionData?.values.title}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  aria-required={required}
                />
              )}
            </Field>
            <RichTextEditor
              name="content"
              label={t("bulletin.write.contentLabel")}
              required
              error={actionData?.fields.content}
              defaultValue={actionData?.values.content}
            />
            <SubmitButton busy={busy} className="btn btn-primary self-start">
              {t("bulletin.write.submit")}
            </SubmitButton>
          </Form>
        </section>
      )}
    </div>
  );
}
