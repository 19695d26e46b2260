import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as dossierFaqs from "../../../services/formation/dossier-faqs.ts";
import { builder } from "../../builder.ts";
import type { GraphQLContext } from "../../context.ts";

/**
 * The teachers' FAQs and dossier (section 2): read by the in-class pages with the in-class rule (a licence, or the
 * developer flag of section 6), edited by the foundation's staff (issue 18, decision 041: scope developer).
 */

const FaqItemRef = builder.objectRef<dossierFaqs.FaqItemView>("FaqItem").implement({
  fields: (t) => ({
    id: t.exposeString("id", { description: "The question's anchor on the page." }),
    q: t.exposeString("q"),
    a: t.exposeString("a", { description: "May hold the content texts' marks (`**bold**`, `[label](route:…)`)." }),
  }),
});

const FaqGroupRef = builder.objectRef<dossierFaqs.FaqGroupView>("FaqGroup").implement({
  fields: (t) => ({ id: t.exposeString("id"), title: t.exposeString("title"), items: t.expose("items", { type: [FaqItemRef] }) }),
});

const DossierSectionRef = builder.objectRef<dossierFaqs.DossierSectionView>("DossierSection").implement({
  description: "A section of the teacher dossier in the reader's language (English texts left empty read in Spanish).",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The section's anchor." }),
    heading: t.exposeString("heading"),
    blocks: t.field({ type: "JSON", description: "Block[] of app/i18n/content/types.ts.", resolve: (section) => section.blocks }),
    subsections: t.field({ type: "JSON", description: "{ id, heading, blocks }[].", resolve: (section) => section.subsections }),
  }),
});

const EditableFaqItemRef = builder.objectRef<dossierFaqs.EditableFaqItem>("EditableFaqItem").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    question: t.exposeString("question"),
    answer: t.exposeString("answer"),
    published: t.exposeBoolean("published"),
  }),
});

const EditableFaqGroupRef = builder.objectRef<dossierFaqs.EditableFaqGroup>("EditableFaqGroup").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    items: t.expose("items", { type: [EditableFaqItemRef] }),
  }),
});

const DossierTextRef = builder.objectRef<dossierFaqs.DossierText>("DossierText").implement({
  fields: (t) => ({ path: t.exposeString("path"), es: t.exposeString("es"), en: t.exposeString("en") }),
});

const EditableDossierSectionRef = builder.objectRef<dossierFaqs.EditableDossierSection>("EditableDossierSection").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    position: t.exposeInt("position"),
    published: t.exposeBoolean("published"),
    headingEs: t.exposeString("headingEs"),
    headingEn: t.exposeString("headingEn"),
    texts: t.expose("texts", {
      type: [DossierTextRef],
      description: "Every text of the section's blocks and subsections, in reading order.",
    }),
  }),
});

const FaqKindRef = builder.enumType("FaqKind", { values: ["group", "item"] as const });
const FaqMoveRef = builder.enumType("FaqMove", { values: ["up", "down"] as const });

const FaqGroupInputRef = builder.inputType("FaqGroupInput", {
  fields: (t) => ({ slug: t.string({ required: true }), title: t.string({ required: true }) }),
});
const FaqItemInputRef = builder.inputType("FaqItemInput", {
  fields: (t) => ({
    groupId: t.id({ required: true }),
    slug: t.string({ required: true }),
    question: t.string({ required: true }),
    answer: t.string({ required: true }),
    published: t.boolean({ required: true }),
  }),
});
const DossierTextInputRef = builder.inputType("DossierTextInput", {
  fields: (t) => ({ path: t.string({ required: true }), es: t.string({ required: true }), en: t.string({ required: true }) }),
});
const DossierSectionInputRef = builder.inputType("DossierSectionInput", {
  fields: (t) => ({
    headingEs: t.string({ required: true }),
    headingEn: t.string({ required: true }),
    published: t.boolean({ required: true }),
    texts: t.field({ type: [DossierTextInputRef], required: true }),
  }),
});

const idOf = (value: string | number): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw new DomainError("NOT_FOUND", { status: 404 });
  return id;
};

const actor = async (ctx: GraphQLContext) => {
  const me = requireUser(await ctx.me());
  return { id: me.id, email: me.email };
};

builder.queryFields((t) => ({
  faqs: t.field({
    type: [FaqGroupRef],
    description: "The FAQ page (Spanish only, section 2): groups in order with their published questions.",
    authScopes: { inClassReader: true },
    resolve: (_root, _args, ctx) => dossierFaqs.publishedFaqs(ctx.db),
  }),
  dossierSections: t.field({
    type: [DossierSectionRef],
    description: "The teacher dossier's published sections in order, in the reader's language.",
    authScopes: { inClassReader: true },
    resolve: (_root, _args, ctx) => dossierFaqs.publishedDossier(ctx.db, ctx.lang),
  }),
  faqsForEditors: t.field({
    type: [EditableFaqGroupRef],
    description: "Every FAQ group and question, drafts included, in order.",
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => dossierFaqs.faqsForEditors(ctx.db),
  }),
  dossierForEditors: t.field({
    type: [EditableDossierSectionRef],
    authScopes: { developer: true },
    resolve: (_root, _args, ctx) => dossierFaqs.dossierForEditors(ctx.db),
  }),
  editableDossierSection: t.field({
    type: EditableDossierSectionRef,
    nullable: true,
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => dossierFaqs.editableDossierSection(ctx.db, Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveFaqGroup: t.field({
    type: "ID",
    description: "Creates a FAQ group at the end (no id) or changes one (audited). Refusals: VALIDATION, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: false }), input: t.arg({ type: FaqGroupInputRef, required: true }) },
    resolve: async (_root, args, ctx) =>
      String(await dossierFaqs.saveFaqGroup(ctx.db, await actor(ctx), args.id == null ? null : idOf(args.id), args.input)),
  }),
  saveFaqItem: t.field({
    type: "ID",
    description: "Creates a question at the end of its group (no id) or changes one (audited). Refusals: VALIDATION, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: false }), input: t.arg({ type: FaqItemInputRef, required: true }) },
    resolve: async (_root, args, ctx) =>
      String(
        await dossierFaqs.saveFaqItem(ctx.db, await actor(ctx), args.id == null ? null : idOf(args.id), {
          ...args.input,
          groupId: idOf(args.input.groupId),
        }),
      ),
  }),
  deleteFaq: t.field({
    type: "Boolean",
    description: "Removes a FAQ group with its questions, or one question (audited). Refusals: NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { kind: t.arg({ type: FaqKindRef, required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await dossierFaqs.deleteFaq(ctx.db, await actor(ctx), args.kind, idOf(args.id));
      return true;
    },
  }),
  moveFaq: t.field({
    type: "Boolean",
    description: "Moves a FAQ group, or a question within its group, one place up or down (audited). Refusals: NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: {
      kind: t.arg({ type: FaqKindRef, required: true }),
      id: t.arg.id({ required: true }),
      direction: t.arg({ type: FaqMoveRef, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await dossierFaqs.moveFaq(ctx.db, await actor(ctx), args.kind, idOf(args.id), args.direction);
      return true;
    },
  }),
  saveDossierSection: t.field({
    type: EditableDossierSectionRef,
    description: "Changes a dossier section's texts in both languages and its state (audited). Refusals: VALIDATION, NOT_FOUND.",
    authScopes: { developer: true },
    errors: { types: [DomainError] },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DossierSectionInputRef, required: true }) },
    resolve: async (_root, args, ctx) => dossierFaqs.saveDossierSection(ctx.db, await actor(ctx), idOf(args.id), args.input),
  }),
}));
