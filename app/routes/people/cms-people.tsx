import { EditLink, EditorList, EditorTable } from "../../components/editing/kit/EditorList.tsx";
import { pageOf } from "../../components/editing/kit/editor.server.ts";
import { SearchBar, searchOf } from "../../components/editing/kit/SearchBar.tsx";
import { PeopleQuery } from "../../components/people/documents.ts";
import { RoleList } from "../../components/people/RoleList.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-people";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-people");

/** People (issue 18): admins find accounts by email, name or last name (?q=), newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchOf(request);
  const { people } = await query(context, PeopleQuery, { query: q, page: pageOf(request) });
  return { q, people };
}

type Person = Route.ComponentProps["loaderData"]["people"]["items"][number];

export default function CmsPeople({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, people } = loaderData;
  return (
    <EditorList
      kind="people.list"
      filters={<SearchBar q={q} label={t("people.list.search")} button={t("people.list.searchButton")} />}
      pager={{ page: people.page, pageCount: people.pageCount, params: { q } }}
    >
      <EditorTable<Person>
        kind="people.list"
        items={people.items}
        total={people.total}
        count="status"
        columns={[
          {
            head: "people.list.email",
            cell: (person) => <EditLink route="cms-person" id={person.id} es={person.email} />,
          },
          { head: "people.list.name", cell: (person) => [person.name, person.lastName].filter(Boolean).join(" ") },
          { head: "people.list.roles", cell: (person) => <RoleList roles={person.roles} /> },
          { head: "people.list.state", cell: (person) => t(person.active ? "people.state.active" : "people.state.inactive") },
        ]}
      />
    </EditorList>
  );
}
