import { requireUser } from "../../../policies/guards.ts";
import { type PersonalData, personalDataOf } from "../../../services/profile/personal-data.ts";
import { builder } from "../../builder.ts";

/** The caller's own data (issue 18, decision 039), for the archive the profile's download builds. */

const PersonalFileRef = builder.objectRef<PersonalData["files"][number]>("PersonalFile").implement({
  fields: (t) => ({
    key: t.exposeString("key", { description: "The file's storage key." }),
    path: t.exposeString("path", { description: "Where it goes in the archive." }),
  }),
});

const PersonalDataRef = builder.objectRef<PersonalData>("PersonalData").implement({
  fields: (t) => ({
    json: t.string({
      description: "Every row the product holds about the caller, by table, as JSON.",
      resolve: (data) => JSON.stringify(data.data, null, 2),
    }),
    files: t.expose("files", { type: [PersonalFileRef], description: "The caller's uploads." }),
  }),
});

builder.queryField("personalData", (t) =>
  t.field({
    type: PersonalDataRef,
    description: "Everything the product holds about the caller: their rows and their uploads.",
    authScopes: { registered: true },
    resolve: async (_root, _args, ctx) => personalDataOf(ctx.db, requireUser(await ctx.me()).id),
  }),
);
