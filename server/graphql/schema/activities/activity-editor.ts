import { ACTIVITY_EDITOR_SORTS } from "../../../../common/activity-editor.ts";
import { activityKind } from "../../../services/activities/activity-editor.ts";
import { builder } from "../../builder.ts";
import { editorApi } from "../editing/kind.ts";
import { ActivityAccessRef, AgeSegmentRef, AudienceRef, CategoryRef, CompetenceAreaRef, DifficultyRef } from "./activities.ts";

/** The activities editor (issue 18, decision 041; editor kit, decision 053): the foundation's staff, scope developer. */

const ActivityEditorSortRef = builder.enumType("ActivityEditorSort", {
  description: "By the Spanish title, or by state (drafts, scheduled, published; then by title).",
  values: ACTIVITY_EDITOR_SORTS,
});

editorApi(activityKind, {
  object: "EditableActivity",
  description: "An activity of the public catalogue as its editor holds it: both languages and its state at the product's clock.",
  page: "EditableActivityPage",
  input: "ActivityInput",
  scope: { developer: true },
  enums: {
    audience: AudienceRef,
    ageSegments: AgeSegmentRef,
    difficulty: DifficultyRef,
    category: CategoryRef,
    competences: CompetenceAreaRef,
    access: ActivityAccessRef,
  },
  fields: (t, { state, publishedAt, ...rest }) => ({
    ...rest,
    ratingCount: t.exposeInt("ratingCount"),
    ratingAverage: t.float({
      nullable: true,
      resolve: (item: any) => (item.ratingCount > 0 ? Math.round((item.ratingSum / item.ratingCount) * 10) / 10 : null),
    }),
    state,
    publishedAt,
    updatedAt: t.string({ resolve: (item: any) => item.updatedAt.toISOString() }),
  }),
  list: {
    name: "activitiesForEditors",
    description: "Every activity of the catalogue, whatever its state, 25 a page, by title (default) or state.",
    args: (t) => ({ sort: t.arg({ type: ActivityEditorSortRef, required: false }) }),
    input: (args) => ({ sort: args.sort }),
  },
  get: { name: "editableActivity", description: "An activity for its editor and preview, whatever its state; null when unknown." },
  save: {
    name: "saveActivity",
    description:
      "Creates (no id) or updates an activity (audited). A new one needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
  },
});
