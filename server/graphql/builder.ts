import { canManagePeople } from "../policies/people.ts";
import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { canPreviewCourses, canReadBulletin, canReadCommunity, canReadCourses, hasRole } from "../../common/roles.ts";
import { isLicensed } from "../../common/user.ts";
import { canModerate } from "../policies/contributions.ts";
import { canReadInClass, canViewAsPackage } from "../policies/in-class.ts";
import { canGenerateLicences } from "../policies/licences.ts";
import type { GraphQLContext } from "./context.ts";

/** The schema builder's configuration only; types live in schema/<domain>.ts. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: {
    admin: boolean;
    registered: boolean;
    licensed: boolean;
    inClassReader: boolean;
    developer: boolean;
    moderator: boolean;
    eventManager: boolean;
    licenseGenerator: boolean;
    teamPackage: boolean;
    communityReader: boolean;
    bulletinReader: boolean;
    courseReader: boolean;
    coursePreviewer: boolean;
  };
  DefaultFieldNullability: false;
  /** Uploads (GraphQL multipart request): input only. */
  Scalars: { File: { Input: File; Output: never }; JSON: { Input: unknown; Output: unknown } };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => {
      const me = await ctx.me();
      return {
        // The scopes ask the policies (server/policies/), the same rules services and pages use.
        admin: canManagePeople(me),
        registered: !!me,
        licensed: isLicensed(me),
        inClassReader: canReadInClass(me),
        developer: hasRole(me, "developer"),
        moderator: canModerate(me),
        eventManager: hasRole(me, "eventManager"),
        licenseGenerator: canGenerateLicences(me),
        teamPackage: canViewAsPackage(me),
        communityReader: canReadCommunity(me),
        bulletinReader: canReadBulletin(me),
        courseReader: canReadCourses(me),
        coursePreviewer: canPreviewCourses(me),
      };
    },
  },
  errors: { defaultTypes: [] },
});

builder.queryType({});
builder.mutationType({});
