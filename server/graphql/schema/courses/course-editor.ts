import { COURSE_UNIT_KIND } from "../../../../common/editing-kinds.ts";
import * as editor from "../../../services/courses/course-editor.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { actorOf, editorApi, idOf, kindInput } from "../editing/kind.ts";
import { JsonScalar } from "./json.ts";

/** The courses editor (issue 18, decision 041): the foundation's staff (the developer flag), scope developer. */

const EditableCourseUnitSummaryRef = builder.objectRef<editor.EditableUnit>("EditableCourseUnitSummary").implement({
  description: "A unit of a course in its editor: both languages and how many blocks it has.",
  fields: (t) => ({
    id: t.exposeID("id"),
    position: t.exposeInt("position"),
    titleEs: t.exposeString("titleEs"),
    titleEn: t.exposeString("titleEn", { description: "Empty: English readers see the Spanish title." }),
    minutes: t.exposeInt("minutes"),
    blockCount: t.exposeInt("blockCount"),
  }),
});

const { ObjectRef: EditableCourseRef } = editorApi(editor.courseKind, {
  object: "EditableCourse",
  description: "A course as its editor holds it: both languages, published or a draft, its units in order.",
  input: "CourseInput",
  scope: { developer: true },
  fields: (t, generated) => ({ ...generated, units: t.expose("units", { type: [EditableCourseUnitSummaryRef] }) }),
  list: { name: "coursesForEditors", description: "Every course, published or not, in the teachers' order, with its units." },
  get: { name: "editableCourse", description: "A course for its editor; null when unknown." },
  save: {
    name: "saveCourse",
    description:
      "Creates (no id) or updates a course (audited). A new course needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
  },
});

const EditableCourseBlockRef = builder.objectRef<editor.EditableBlock>("EditableCourseBlock").implement({
  description: "A block of a unit as its editor holds it: its content in both languages and, if interactive, its answer key.",
  fields: (t) => ({
    id: t.exposeID("id"),
    position: t.exposeInt("position"),
    type: t.exposeString("type", { description: "One of common/courses.ts' BLOCK_TYPES." }),
    required: t.exposeBoolean("required"),
    contentEs: t.field({ type: JsonScalar, resolve: (block) => block.contentEs }),
    contentEn: t.field({ type: JsonScalar, resolve: (block) => block.contentEn }),
    solution: t.field({ type: JsonScalar, nullable: true, resolve: (block) => block.solution ?? null }),
    explanation: t.field({ type: JsonScalar, nullable: true, resolve: (block) => block.explanation ?? null }),
  }),
});

const EditableCourseUnitRef = builder.objectRef<editor.EditableCourseUnit>("EditableCourseUnit").implement({
  description: "A unit with its course and its blocks in order, for its block editor.",
  fields: (t) => ({
    id: t.exposeID("id"),
    position: t.exposeInt("position"),
    titleEs: t.exposeString("titleEs"),
    titleEn: t.exposeString("titleEn"),
    minutes: t.exposeInt("minutes"),
    courseId: t.id({ resolve: (unit) => unit.course.id }),
    courseTitleEs: t.string({ resolve: (unit) => unit.course.titleEs }),
    courseTitleEn: t.string({ resolve: (unit) => unit.course.titleEn }),
    blocks: t.expose("blocks", { type: [EditableCourseBlockRef] }),
  }),
});

const CourseUnitInputRef = kindInput("CourseUnitInput", COURSE_UNIT_KIND);

const CourseBlockInputRef = builder.inputType("CourseBlockInput", {
  fields: (t) => ({
    type: t.string({ required: true, description: "One of BLOCK_TYPES; a saved block keeps its type." }),
    required: t.boolean({ required: false, description: "An interactive block that must be answered right for its unit to complete." }),
    contentEs: t.field({ type: JsonScalar, required: true }),
    contentEn: t.field({ type: JsonScalar, required: true }),
    solution: t.field({ type: JsonScalar, required: false, description: "Interactive blocks only: the answer key." }),
    explanation: t.field({ type: JsonScalar, required: false, description: "Interactive blocks only: { es, en }, shown after answering." }),
  }),
});

const MoveDirectionRef = builder.enumType("MoveDirection", {
  description: "One place towards the start (up) or the end (down).",
  values: ["up", "down"] as const,
});

builder.queryFields((t) => ({
  editableCourseUnit: t.field({
    type: EditableCourseUnitRef,
    nullable: true,
    description: "A unit with its blocks for its block editor; null when unknown.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableCourseUnit(ctx.db, Number(args.id)),
  }),
}));

/** A change of a course's units or a unit's blocks: the staff's, refused with a DomainError. */
const change = { authScopes: { developer: true }, errors: { types: [DomainError] } };

builder.mutationFields((t) => ({
  saveCourseUnit: t.field({
    ...change,
    type: EditableCourseRef,
    description: "Adds a unit at the end of a course (no id) or renames one (audited as courseUpdate). VALIDATION, NOT_FOUND.",
    args: {
      courseId: t.arg.id({ required: true }),
      id: t.arg.id({ required: false }),
      input: t.arg({ type: CourseUnitInputRef, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      editor.saveCourseUnit(ctx.db, await actorOf(ctx), { courseId: idOf(args.courseId) as number, id: idOf(args.id), input: args.input }),
  }),
  deleteCourseUnit: t.field({
    ...change,
    type: EditableCourseRef,
    description: "Removes a unit with its blocks and the teachers' progress in it (audited as courseUpdate). NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => editor.deleteCourseUnit(ctx.db, await actorOf(ctx), idOf(args.id) as number),
  }),
  moveCourseUnit: t.field({
    ...change,
    type: EditableCourseRef,
    description: "Moves a unit one place up or down (audited as courseUpdate); at either end nothing changes. NOT_FOUND.",
    args: { id: t.arg.id({ required: true }), direction: t.arg({ type: MoveDirectionRef, required: true }) },
    resolve: async (_root, args, ctx) => editor.moveCourseUnit(ctx.db, await actorOf(ctx), idOf(args.id) as number, args.direction),
  }),
  saveCourseBlock: t.field({
    ...change,
    type: EditableCourseUnitRef,
    description:
      "Adds a block at the end of a unit (no id) or changes one (audited as courseUpdate), checked by the blocks' rules. " +
      "VALIDATION with each field's message (paths such as es.items.0.title, solution, explanation.en), NOT_FOUND.",
    args: {
      unitId: t.arg.id({ required: true }),
      id: t.arg.id({ required: false }),
      input: t.arg({ type: CourseBlockInputRef, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      editor.saveCourseBlock(ctx.db, await actorOf(ctx), { unitId: idOf(args.unitId) as number, id: idOf(args.id), input: args.input }),
  }),
  deleteCourseBlock: t.field({
    ...change,
    type: EditableCourseUnitRef,
    description: "Removes a block and the teachers' answers to it (audited as courseUpdate). NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => editor.deleteCourseBlock(ctx.db, await actorOf(ctx), idOf(args.id) as number),
  }),
  moveCourseBlock: t.field({
    ...change,
    type: EditableCourseUnitRef,
    description: "Moves a block one place up or down in its unit (audited as courseUpdate); at either end nothing changes. NOT_FOUND.",
    args: { id: t.arg.id({ required: true }), direction: t.arg({ type: MoveDirectionRef, required: true }) },
    resolve: async (_root, args, ctx) => editor.moveCourseBlock(ctx.db, await actorOf(ctx), idOf(args.id) as number, args.direction),
  }),
}));
