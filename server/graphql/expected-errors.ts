import { GraphQLError } from "graphql";
import { DomainError } from "../services/errors.ts";

/**
 * A query cannot answer with the DomainError union: an expected failure (bad list input, a locked
 * itinerary) becomes a GraphQL error with extensions.code and the wrong fields, not a masked one.
 */
export async function expected<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) {
      throw new GraphQLError(error.messageKey, {
        extensions: { code: error.code, fields: error.fields, ...(error.retryAfter === null ? {} : { retryAfter: error.retryAfter }) },
      });
    }
    throw error;
  }
}
