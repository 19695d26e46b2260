import { TOPIC_KIND } from "../../../common/editing-kinds.ts";
import { editorMeta, KindEditor } from "../../components/editing/kit/KindEditor.tsx";
import type { KindUi } from "../../components/editing/kit/KindFields.tsx";
import { kindAction, kindLoader } from "../../components/editing/kit/kind-screen.server.ts";
import { EditableTopicQuery, SaveTopic } from "../../components/editing/topic-documents.ts";
import type { TKey } from "../../i18n/index.ts";
import type { Route } from "./+types/cms-topics-edit";

export const meta: Route.MetaFunction = (args) => editorMeta(args, "cms-topics");

const UI: KindUi<typeof TOPIC_KIND> = {
  title: { label: "editing.labels.title" },
  summary: { label: "editing.labels.summary", rows: 3 },
  body: { label: "editing.labels.body", rows: 18, hint: "editing.bodyHint" },
  slug: {},
  category: {
    label: "editing.fields.category",
    hint: "editing.topic.categoryHint",
    none: "editing.topic.noCategory",
    option: (category, t) => t(`activities.categories.${category}` as TKey),
  },
  position: { label: "editing.fields.position", hint: "editing.topic.positionHint", width: "max-w-[10rem]" },
  image: {},
  published: { texts: "editing.topic.state" },
};

/** A topic's editor (issue 18), or a blank one at …/nuevo; ?done= says what the last save did. */
export const loader = (args: Route.LoaderArgs) => kindLoader(args, { kind: TOPIC_KIND, query: EditableTopicQuery, field: "editableTopic" });

export const action = (args: Route.ActionArgs) =>
  kindAction(args, { kind: TOPIC_KIND, save: SaveTopic, field: "saveTopic", edit: "cms-topics-edit" });

export default function CmsTopicsEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <KindEditor kind={TOPIC_KIND} ui={UI} route="cms-topics" texts="editing.topic" loaded={loaderData} posted={actionData} />;
}
