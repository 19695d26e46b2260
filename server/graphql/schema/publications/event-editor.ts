import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as editor from "../../../services/publications/event-editor.ts";
import type { Paged } from "../../../services/publications/news.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { PublicationStateRef } from "../editing/editing.ts";
import { EventTypeEnum } from "./publications.ts";

/** The events editor (issue 18, decision 041): event managers (admins hold the flag too), scope eventManager. */

const EditableEventRef = builder.objectRef<editor.EditableEvent>("EditableEvent").implement({
  description: "An event as its editor holds it: both languages and its state at the product's clock.",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    type: t.expose("type", { type: EventTypeEnum }),
    titleEs: t.exposeString("titleEs"),
    titleEn: t.exposeString("titleEn", { description: "Empty: English readers see the Spanish title." }),
    summaryEs: t.exposeString("summaryEs"),
    summaryEn: t.exposeString("summaryEn"),
    bodyEs: t.exposeString("bodyEs", { description: 'Paragraphs separated by blank lines; a line starting with "## " is a heading.' }),
    bodyEn: t.exposeString("bodyEn"),
    placeEs: t.exposeString("placeEs"),
    placeEn: t.exposeString("placeEn"),
    startsAt: t.string({ description: "ISO 8601", resolve: (item) => item.startsAt.toISOString() }),
    endsAt: t.string({ description: "ISO 8601", resolve: (item) => item.endsAt.toISOString() }),
    url: t.exposeString("url", { nullable: true, description: "Sign-up or streaming address (https)." }),
    image: t.exposeString("image"),
    state: t.expose("state", { type: PublicationStateRef }),
    publishedAt: t.string({
      description: "ISO 8601: when it was or will be published (a draft's is only kept).",
      resolve: (item) => item.publishedAt.toISOString(),
    }),
  }),
});

const EditableEventPageRef = builder.objectRef<Paged<editor.EditableEvent>>("EditableEventPage").implement({
  fields: (t) => ({
    items: t.expose("items", { type: [EditableEventRef] }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageCount: t.exposeInt("pageCount"),
  }),
});

const EventInputRef = builder.inputType("EventInput", {
  fields: (t) => ({
    slug: t.string({ required: true, description: "Lower-case words joined by hyphens; a change keeps the old address as a redirect." }),
    type: t.field({ type: EventTypeEnum, required: true }),
    titleEs: t.string({ required: true }),
    titleEn: t.string({ required: true }),
    summaryEs: t.string({ required: true }),
    summaryEn: t.string({ required: true }),
    bodyEs: t.string({ required: true }),
    bodyEn: t.string({ required: true }),
    placeEs: t.string({ required: true }),
    placeEn: t.string({ required: true }),
    startsAt: t.string({ required: true, description: "ISO 8601 with its offset." }),
    endsAt: t.string({ required: true, description: "ISO 8601 with its offset; not before `startsAt`." }),
    url: t.string({ required: false, description: "A sign-up or streaming address starting with https://; empty or absent for none." }),
    state: t.field({ type: PublicationStateRef, required: true }),
    scheduledAt: t.string({ required: false, description: "ISO 8601 with its offset; required for `scheduled`, and later than now." }),
  }),
});

builder.queryFields((t) => ({
  eventsForEditors: t.field({
    type: EditableEventPageRef,
    description: "Every event, the latest start first, 25 a page.",
    authScopes: { eventManager: true },
    args: { page: t.arg.int({ defaultValue: 1 }) },
    resolve: (_root, args, ctx) => expected(() => editor.eventsForEditors(ctx.db, ctx.now(), { page: args.page ?? 1 })),
  }),
  editableEvent: t.field({
    type: EditableEventRef,
    nullable: true,
    description: "An event for its editor and preview; null when unknown.",
    authScopes: { eventManager: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => editor.editableEvent(ctx.db, ctx.now(), Number(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  saveEvent: t.field({
    type: EditableEventRef,
    description:
      "Creates (no id) or updates an event (audited). A new event needs `image` (JPG, PNG or GIF, at most 10 MB, stored as WebP). " +
      "Refusals: VALIDATION with each field's message, NOT_FOUND.",
    authScopes: { eventManager: true },
    errors: { types: [DomainError] },
    args: {
      id: t.arg.id({ required: false }),
      input: t.arg({ type: EventInputRef, required: true }),
      image: t.arg({ type: "File", required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      const id = args.id == null ? null : Number(args.id);
      if (id !== null && !Number.isSafeInteger(id)) throw new DomainError("NOT_FOUND", { status: 404 });
      return editor.saveEvent(ctx.db, ctx.storage, { id: me.id, email: me.email }, ctx.now(), { id, input: args.input, image: args.image });
    },
  }),
}));
