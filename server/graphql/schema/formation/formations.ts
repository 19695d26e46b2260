import * as formations from "../../../services/formation/formations.ts";
import { DomainError } from "../../../services/errors.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";
import { withStatus } from "../../status.ts";
import { DownloadRef } from "./downloads.ts";

/** Formation: formations opened by an access code (sections 3, 5 and 8), and their preview for staff. */

type Session = formations.FormationView["sessions"][number];
type Material = formations.FormationView["material"][number];

const FormationSessionRef = builder.objectRef<Session>("FormationSession").implement({
  description: "A session of a formation: when, how long and where (or its online link).",
  fields: (t) => ({
    startsAt: t.exposeString("startsAt", { description: "ISO 8601, UTC." }),
    minutes: t.exposeInt("minutes"),
    place: t.exposeString("place"),
    link: t.exposeString("link", { nullable: true, description: "An http(s) link (an online session's), if any." }),
  }),
});

const FormationMaterialRef = builder.objectRef<Material>("FormationMaterial").implement({
  description: "A piece of a formation's material: a titled text with an optional http(s) link.",
  fields: (t) => ({
    title: t.exposeString("title"),
    text: t.exposeString("text"),
    link: t.exposeString("link", { nullable: true }),
  }),
});

const FormationRef = builder.objectRef<formations.FormationView>("Formation").implement({
  description: "A formation for teachers, in the request's language; its sessions in date order.",
  fields: (t) => ({
    id: t.exposeID("id"),
    accessCode: t.exposeString("accessCode", { description: "XXXXX-XXXXX, as stored (the view's address)." }),
    published: t.exposeBoolean("published"),
    title: t.exposeString("title"),
    intro: t.exposeString("intro"),
    sessions: t.field({ type: [FormationSessionRef], resolve: (f) => f.sessions }),
    material: t.field({ type: [FormationMaterialRef], resolve: (f) => f.material }),
    downloads: t.field({
      type: [DownloadRef],
      description: "Files of the downloads pages, in the formation's order.",
      resolve: (f) => f.downloads,
    }),
  }),
});

builder.mutationField("openFormation", (t) =>
  t.field({
    type: FormationRef,
    description:
      "Opens a formation by its access code (spaces, case and dashes do not matter). Refusals: VALIDATION (empty), " +
      "FORMATION_CODE_WRONG (counts as a wrong try), FORMATION_NOT_AVAILABLE (unpublished), FORMATION_TOO_MANY_ATTEMPTS (429, retryAfter).",
    authScopes: { licensed: true },
    errors: { types: [DomainError] },
    args: { accessCode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      withStatus(ctx, async () => formations.openFormation(ctx.db, await ctx.me(), { accessCode: args.accessCode, ip: ctx.ip }, ctx.lang)),
  }),
);

builder.queryFields((t) => ({
  formation: t.field({
    type: FormationRef,
    nullable: true,
    description:
      "The formation a code opens, for its page. The same rules as openFormation, as coded errors: a code that opens " +
      "nothing counts as a wrong try (so this is no way around the limit); a right code never counts.",
    authScopes: { licensed: true },
    args: { accessCode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      expected(() =>
        withStatus(ctx, async () =>
          formations.openFormation(ctx.db, await ctx.me(), { accessCode: args.accessCode, ip: ctx.ip }, ctx.lang),
        ),
      ),
  }),
  formationPreview: t.field({
    type: FormationRef,
    nullable: true,
    description: "Any formation by its id, published or not, for the foundation's staff; null when there is none.",
    authScopes: { developer: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => formations.previewFormation(ctx.db, await ctx.me(), String(args.id), ctx.lang),
  }),
}));
