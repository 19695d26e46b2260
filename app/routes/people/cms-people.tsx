import { Form, Link } from "react-router";
import { Field } from "../../components/Field.tsx";
import { PeopleQuery } from "../../components/people/documents.ts";
import { PagerLinks } from "../../components/people/PagerLinks.tsx";
import { RoleList } from "../../components/people/RoleList.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import { useTo } from "../../lib/root-data.ts";
import type { Route } from "./+types/cms-people";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-people");

/** People (issue 18): admins find accounts by email, name or last name (?q=), newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").slice(0, 200);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get("page") ?? "1", 10) || 1));
  const { people } = await query(context, PeopleQuery, { query: q, page });
  return { q, people };
}

export default function CmsPeople({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useTo();
  const { q, people } = loaderData;
  return (
    <div className="page">
      <p className="mb-2">
        <Link to={to("cms")}>{t("staff.title")}</Link>
      </p>
      <h1 className="page-title">{t("people.list.title")}</h1>
      <p className="page-lead">{t("people.list.lead")}</p>
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label={t("people.list.search")}>
            {({ id }) => <input id={id} name="q" type="search" defaultValue={q} className="field-input" maxLength={200} />}
          </Field>
        </div>
        <button type="submit" className="btn btn-primary">
          {t("people.list.searchButton")}
        </button>
      </Form>
      <p role="status" className="mb-3 font-extrabold text-navy">
        {t("people.list.count", { count: people.total })}
      </p>
      {people.items.length === 0 ? (
        <p>{t("people.list.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table w-full">
            <thead>
              <tr>
                <th scope="col">{t("people.list.email")}</th>
                <th scope="col">{t("people.list.name")}</th>
                <th scope="col">{t("people.list.roles")}</th>
                <th scope="col">{t("people.list.state")}</th>
              </tr>
            </thead>
            <tbody>
              {people.items.map((person) => (
                <tr key={person.id}>
                  <td>
                    <Link to={to("cms-person", { id: person.id })} className="font-bold underline">
                      {person.email}
                    </Link>
                  </td>
                  <td>{[person.name, person.lastName].filter(Boolean).join(" ")}</td>
                  <td>
                    <RoleList roles={person.roles} />
                  </td>
                  <td>{t(person.active ? "people.state.active" : "people.state.inactive")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PagerLinks page={people.page} pageCount={people.pageCount} params={{ q }} />
    </div>
  );
}
