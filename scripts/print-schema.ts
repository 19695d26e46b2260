// Writes the API's printed schema to server/graphql/schema.graphql (a test keeps the two equal).
import { writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { schema } from "../server/graphql/schema/index.ts";

writeFileSync(new URL("../server/graphql/schema.graphql", import.meta.url), `${printSchema(schema)}\n`);
console.log("server/graphql/schema.graphql written");
