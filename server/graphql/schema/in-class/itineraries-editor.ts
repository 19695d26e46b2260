import { CONTENT_ORIGINS } from "../../../../common/in-class.ts";
import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/in-class/itineraries-editor.ts";
import { builder } from "../../builder.ts";
import { AgeSegmentRef, DeviceRef } from "../activities/activities.ts";
import { actorOf, editorApi, exposed, idOf } from "../editing/kind.ts";

/**
 * The itineraries editor (issue 18, decision 041): the foundation's staff (scope developer) write itineraries and their
 * activities in both languages, order the activities and change their addresses.
 */

const OriginRef = builder.enumType("EditableItineraryOrigin", {
  description: "own: the programme's content; centerResource: shared by a centre.",
  values: CONTENT_ORIGINS,
});
const ActivityMoveRef = builder.enumType("ItineraryActivityChange", {
  description: "up / down: one place earlier or later; remove: out of the itinerary.",
  values: [...editor.ACTIVITY_MOVES, "remove"] as const,
});

const EditorProgramRef = builder.objectRef<editor.EditorProgram>("EditorProgram").implement({
  description: "A programme an itinerary may belong to.",
  fields: (t) => exposed(t, { id: "ID", nameEs: "String", nameEn: "String" }),
});

const ItineraryListItemRef = builder.objectRef<editor.ItineraryListItem>("EditorItinerary").implement({
  description: "An itinerary in the editors' list.",
  fields: (t) => ({
    ...exposed(t, { id: "ID", slug: "String", nameEs: "String", nameEn: "String", age: AgeSegmentRef, position: "Int" }),
    ...exposed(t, { current: "Boolean", programId: "ID", programNameEs: "String", programNameEn: "String", activityCount: "Int" }),
    translated: t.exposeBoolean("translated", { description: "Its name and description have their English texts." }),
  }),
});

const ActivityTextsRef = builder.objectRef<Record<string, string>>("EditableItineraryActivityTexts").implement({
  description: 'One language\'s page texts; lists (objectives, steps, materials) one item a line, "" where there is none.',
  fields: (t) => Object.fromEntries(editor.TEXTS.map((name) => [name, t.exposeString(name)])),
});

/** An activity's texts are one object a language (`textsEs`, `textsEn`) out, and one field each in. */
const { ObjectRef: EditableItineraryActivityRef } = editorApi(editor.activityKind, {
  object: "EditableItineraryActivity",
  description: "An itinerary activity as its editor holds it: both languages and its flags.",
  input: "ItineraryActivityInput",
  inputDescription:
    "Lists (objectives, steps, materials) one item a line. Summary, objectives and steps are required in Spanish, and each material text whose flag is set.",
  scope: { developer: true },
  fields: (t, generated) => ({
    ...Object.fromEntries(Object.entries(generated).filter(([name]) => !editor.TEXT_FIELDS.has(name))),
    position: t.exposeInt("position"),
    translated: t.boolean({ description: "Every Spanish text has its English one.", resolve: editor.translatedActivity }),
    textsEs: t.field({ type: ActivityTextsRef, resolve: (item: editor.ActivityRow) => editor.contentTexts(item.contentEs) }),
    textsEn: t.field({ type: ActivityTextsRef, resolve: (item: editor.ActivityRow) => editor.contentTexts(item.contentEn) }),
  }),
  inputFields: (t, generated) => ({ ...generated, removeProjectLogo: t.boolean({ required: false }) }),
  parent: "itineraryId",
  get: {
    name: "editableItineraryActivity",
    description: "An activity of an itinerary for its editor; null when unknown or another itinerary's.",
  },
  save: {
    name: "saveItineraryActivity",
    description:
      "Creates (no id, added last) or updates an activity of an itinerary (audited on the itinerary). A new one needs `image`; " +
      "`projectLogo` replaces the logo. Refusals: VALIDATION with each field's message, NOT_FOUND.",
  },
});

const { ObjectRef: EditableItineraryRef } = editorApi(editor.itineraryKind, {
  object: "EditableItinerary",
  description: "An itinerary as its editor holds it: both languages and its activities in order.",
  input: "ItineraryInput",
  scope: { developer: true },
  enums: { age: AgeSegmentRef, devices: DeviceRef, origin: OriginRef },
  fields: (t, generated) => ({ ...generated, activities: t.expose("activities", { type: [EditableItineraryActivityRef] }) }),
  get: { name: "editableItinerary", description: "An itinerary for its editor; null when unknown." },
  save: {
    name: "saveItinerary",
    description:
      "Creates (no id) or updates an itinerary (audited). A new one needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
  },
});

const MovedAddressRef = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof editor.movedItineraryActivity>>>>("MovedItineraryActivity")
  .implement({
    description: "The current address of an itinerary activity whose itinerary's or own slug was changed.",
    fields: (t) => exposed(t, { itineraryUrlId: "String", age: AgeSegmentRef, activityUrlId: "String" }),
  });

builder.queryFields((t) => ({
  itineraryEditorPrograms: t.field({
    type: [EditorProgramRef],
    description: "The programmes an itinerary may belong to.",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => editor.editorPrograms(ctx.db),
  }),
  itinerariesForEditors: t.field({
    type: [ItineraryListItemRef],
    description: "Every itinerary by programme, age and order; optionally of one programme or one age.",
    authScopes: { developer: true },
    args: { programId: t.arg.id({ required: false }), age: t.arg({ type: AgeSegmentRef, required: false }) },
    resolve: (_root, args, ctx) => {
      const programId = args.programId == null ? null : Number(args.programId);
      // No programme: every one; an id that is no number matches none.
      return editor.itinerariesForEditors(ctx.db, {
        programId: programId === null || Number.isSafeInteger(programId) ? programId : -1,
        age: args.age ?? null,
      });
    },
  }),
  movedItineraryActivity: t.field({
    type: MovedAddressRef,
    nullable: true,
    description:
      "Where an itinerary activity's address leads now that its itinerary's or own slug changed; null when it is current or unknown.",
    authScopes: { inClassReader: true },
    args: { itineraryUrlId: t.arg.string({ required: true }), activityUrlId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => editor.movedItineraryActivity(ctx.db, args.itineraryUrlId, args.activityUrlId),
  }),
}));

builder.mutationFields((t) => ({
  changeItineraryActivities: t.field({
    type: EditableItineraryRef,
    description: "Moves an activity one place up or down in its itinerary, or removes it (audited on the itinerary). Refusals: NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: {
      itineraryId: t.arg.id({ required: true }),
      activityId: t.arg.id({ required: true }),
      change: t.arg({ type: ActivityMoveRef, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      editor.changeItineraryActivities(ctx.db, await actorOf(ctx), ctx.now(), {
        itineraryId: idOf(args.itineraryId) as number,
        activityId: idOf(args.activityId) as number,
        change: args.change,
      }),
  }),
}));
