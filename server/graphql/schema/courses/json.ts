import { valueFromASTUntyped } from "graphql";
import { builder } from "../../builder.ts";

/**
 * A block's content, an answer and its result travel as JSON, typed on both sides by common/courses.ts
 * (decision 032). Input is checked by the service that reads it, never trusted for its shape.
 */
export const JsonScalar = builder.scalarType("JSON", {
  description: "A JSON value whose shape common/courses.ts describes.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});
