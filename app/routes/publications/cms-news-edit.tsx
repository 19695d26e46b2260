import { NEWS_KIND } from "../../../common/editing-kinds.ts";
import { EditableNewsQuery, SaveNews } from "../../components/editing/documents.ts";
import { editorMeta, KindEditor } from "../../components/editing/kit/KindEditor.tsx";
import type { KindUi } from "../../components/editing/kit/KindFields.tsx";
import { kindAction, kindLoader } from "../../components/editing/kit/kind-screen.server.ts";
import type { Route } from "./+types/cms-news-edit";

export const meta: Route.MetaFunction = (args) => editorMeta(args, "cms-news");

const UI: KindUi<typeof NEWS_KIND> = {
  title: { label: "editing.labels.title" },
  summary: { label: "editing.labels.summary", rows: 3 },
  body: { label: "editing.labels.body", rows: 14, hint: "editing.bodyHint" },
  slug: {},
  image: {},
  state: { texts: "editing.previewState" },
};

/** A news item's editor (issue 18), or a blank one at …/nueva; ?done= says what the last save did. */
export const loader = (args: Route.LoaderArgs) => kindLoader(args, { kind: NEWS_KIND, query: EditableNewsQuery, field: "editableNews" });

export const action = (args: Route.ActionArgs) =>
  kindAction(args, { kind: NEWS_KIND, save: SaveNews, field: "saveNews", edit: "cms-news-edit" });

export default function CmsNewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <KindEditor
      kind={NEWS_KIND}
      ui={UI}
      route="cms-news"
      texts="editing.news"
      loaded={loaderData}
      posted={actionData}
      created="editing.created"
    />
  );
}
