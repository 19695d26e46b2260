// Writes the API's printed schema to server/graphql/schema.graphql and the app's gql.tada types of it
// (app/lib/graphql-env.d.ts); tests keep both equal to the code.
import { writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { schema } from "../server/graphql/schema/index.ts";
import { GRAPHQL_ENV_FILE, graphqlEnv, SCHEMA_FILE } from "./graphql-env.ts";

const sdl = `${printSchema(schema)}\n`;
writeFileSync(SCHEMA_FILE, sdl);
writeFileSync(GRAPHQL_ENV_FILE, graphqlEnv(sdl));
console.log("server/graphql/schema.graphql and app/lib/graphql-env.d.ts written");
