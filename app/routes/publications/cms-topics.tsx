import { TopicsForEditorsQuery } from "../../components/editing/topic-documents.ts";
import { EditLink, EditorList, EditorTable, Translation, translated } from "../../components/editing/kit/EditorList.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { pageMeta } from "../../lib/meta.ts";
import { query } from "../../lib/page.server.ts";
import type { Route } from "./+types/cms-topics";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "cms-topics");

/** The in-depth topics' editor's list (issue 18): every topic in its public order, its state and whether it has its English texts. */
export async function loader({ context }: Route.LoaderArgs) {
  const { topicsForEditors } = await query(context, TopicsForEditorsQuery, {});
  return { topics: topicsForEditors };
}

export default function CmsTopics({ loaderData: { topics } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <EditorList kind="topic" create="cms-topics-new">
      <EditorTable
        kind="topic"
        items={topics}
        columns={[
          {
            head: "editing.topic.columns.title",
            cell: (topic) => <EditLink route="cms-topics-edit" id={topic.id} es={topic.titleEs} en={topic.titleEn} />,
          },
          {
            head: "editing.topic.columns.category",
            cell: (topic) => (topic.category ? t(`activities.categories.${topic.category}` as never) : t("editing.topic.noCategory")),
          },
          { head: "editing.topic.columns.position", cell: (topic) => topic.position },
          {
            head: "editing.topic.columns.state",
            cell: (topic) => t(topic.published ? "editing.topic.state.published" : "editing.topic.state.draft"),
          },
          {
            head: "editing.topic.columns.translation",
            cell: (topic) => <Translation kind="topic" done={translated(topic.titleEn, topic.summaryEn, topic.bodyEn)} />,
          },
        ]}
      />
    </EditorList>
  );
}
