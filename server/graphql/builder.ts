import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { isLicensed } from "../../common/user.ts";
import type { GraphQLContext } from "./context.ts";

/** The schema builder's configuration only; types live in schema/<domain>.ts. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { registered: boolean; licensed: boolean; inClassReader: boolean; developer: boolean; moderator: boolean; eventManager: boolean; licenseGenerator: boolean; teamPackage: boolean };
  DefaultFieldNullability: false;
  /** Uploads (GraphQL multipart request): input only. */
  Scalars: { File: { Input: File; Output: never } };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => {
      const me = await ctx.me();
      return {
        registered: !!me,
        licensed: isLicensed(me),
        // Section 6: the developer flag also opens itineraries, dossier, courses and FAQs.
        inClassReader: isLicensed(me) || !!me?.developer,
        developer: !!me?.developer,
        moderator: !!me?.moderator,
        eventManager: !!me?.eventManager,
        licenseGenerator: !!me?.licenseGenerator,
        teamPackage: !!me?.teamPackage,
      };
    },
  },
  errors: { defaultTypes: [] },
});

builder.queryType({});
builder.mutationType({});
