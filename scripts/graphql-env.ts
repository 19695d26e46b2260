// The TypeScript form of the printed schema that gql.tada types the app's documents with
// (app/lib/graphql-env.d.ts). `npm run schema:print` writes it; a test keeps it equal to schema.graphql.
import { buildSchema, introspectionFromSchema } from "graphql";
import { outputIntrospectionFile } from "gql.tada/internal";

export const SCHEMA_FILE = new URL("../server/graphql/schema.graphql", import.meta.url);
export const GRAPHQL_ENV_FILE = new URL("../app/lib/graphql-env.d.ts", import.meta.url);

export function graphqlEnv(sdl: string): string {
  const introspection = introspectionFromSchema(buildSchema(sdl), { descriptions: false });
  return outputIntrospectionFile(introspection, { fileType: ".d.ts", shouldPreprocess: true });
}
