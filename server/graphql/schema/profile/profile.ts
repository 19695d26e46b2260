import { GENDERS } from "../../../../common/schemas/profile.ts";
import { clearedSessionCookie } from "../../../auth/cookies.ts";
import { requireUser } from "../../../policies/guards.ts";
import { DomainError } from "../../../services/errors.ts";
import * as profile from "../../../services/profile/profile.ts";
import { updateUserType } from "../../../services/profile/user-type.ts";
import { builder } from "../../builder.ts";
import { Province, UserType } from "../accounts/me.ts";
import { AgentKind, CharityKind, OrganisationSector, UserTypeInputRef } from "./user-type.ts";

/** Uploads arrive as files through the GraphQL multipart request spec (Yoga parses it). */
export const FileScalar = builder.scalarType("File", {
  description: "A file sent with a GraphQL multipart request.",
  serialize: () => {
    throw new Error("File is an input-only scalar");
  },
  parseValue: (value) => {
    const file = value as File | null;
    if (typeof file?.arrayBuffer !== "function" || typeof file.size !== "number") throw new TypeError("File expected");
    return file;
  },
});

const Gender = builder.enumType("Gender", { values: GENDERS });

const ProfileRef = builder.objectRef<profile.Profile>("Profile").implement({
  description: "The signed-in user's personal data as the settings form edits it.",
  fields: (t) => ({
    name: t.exposeString("name", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    birthday: t.exposeString("birthday", { nullable: true, description: "YYYY-MM-DD" }),
    gender: t.expose("gender", { type: Gender, nullable: true }),
    province: t.expose("province", { type: Province, nullable: true }),
    notices: t.exposeBoolean("notices"),
    profilePhoto: t.exposeString("profilePhoto", { nullable: true, description: "Public path, /uploads/…" }),
    type: t.expose("type", { type: UserType }),
    ongKind: t.expose("ongKind", { type: CharityKind, nullable: true, description: "ONG users: the charity kind." }),
    ongSector: t.expose("ongSector", { type: OrganisationSector, nullable: true, description: "ONG users: the organisation's sector." }),
    ongProvince: t.expose("ongProvince", { type: Province, nullable: true, description: "ONG users: the entity's province." }),
    agentKind: t.expose("agentKind", { type: AgentKind, nullable: true, description: "AGENT users: volunteer or professional." }),
    agentEntity: t.exposeString("agentEntity", { nullable: true, description: "AGENT users: their entity's name." }),
  }),
});

const ProfileInputRef = builder.inputType("ProfileInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    lastName: t.string({ required: true }),
    birthday: t.string({ required: true, description: "YYYY-MM-DD" }),
    gender: t.field({ type: Gender, required: false }),
    provinceId: t.id({ required: true }),
    notices: t.boolean({ required: true }),
    removePhoto: t.boolean({ required: false, description: "Removes the current photo; ignored when an image is sent." }),
  }),
});

builder.queryFields((t) => ({
  provinces: t.field({
    type: [Province],
    description: "Spain's 52 provinces, sorted by name.",
    resolve: (_root, _args, ctx) => profile.listProvinces(ctx.db),
  }),
  profile: t.field({
    type: ProfileRef,
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => {
      const found = await profile.profileOf(ctx.db, requireUser(await ctx.me()).id);
      if (!found) throw new Error("Signed-in user vanished");
      return found;
    },
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: ProfileRef,
    description: "Saves the personal data; `image` (JPEG, PNG, WebP or GIF, up to 10 MB) replaces the photo.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: ProfileInputRef, required: true }), image: t.arg({ type: FileScalar, required: false }) },
    resolve: async (_root, { input, image }, ctx) =>
      profile.updateProfile(ctx.db, ctx.storage, requireUser(await ctx.me()).id, input, image ?? null),
  }),
  updateUserType: t.field({
    type: ProfileRef,
    description: "Saves who the user is (the profile's professional block): each type's own fields are required, the others cleared.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { input: t.arg({ type: UserTypeInputRef, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = requireUser(await ctx.me()).id;
      await updateUserType(ctx.db, userId, input);
      const found = await profile.profileOf(ctx.db, userId);
      if (!found) throw new DomainError("UPDATE_FAILED");
      return found;
    },
  }),
  saveBirthdate: t.boolean({
    description: "Sets the birthday of an account that has none (made through a social provider).",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { birthday: t.arg.string({ required: true, description: "YYYY-MM-DD" }) },
    resolve: async (_root, args, ctx) => {
      await profile.saveBirthdate(ctx.db, requireUser(await ctx.me()).id, args);
      return true;
    },
  }),
  deleteAccount: t.boolean({
    description: "Deletes the signed-in account and its data for good, and ends the session.",
    authScopes: { registered: true },
    errors: { types: [DomainError] },
    args: { confirm: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await profile.deleteAccount(ctx.db, requireUser(await ctx.me()).id, args);
      ctx.response.cookies.push(clearedSessionCookie(ctx.secureCookies));
      return true;
    },
  }),
}));
