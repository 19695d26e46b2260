import { DomainError } from "../services/errors.ts";
import type { GraphQLContext } from "./context.ts";

/**
 * Runs a resolver's work; a rate-limit DomainError also sets HTTP 429 on the response, with its wait as
 * Retry-After, before it is returned typed.
 */
export async function withStatus<T>(ctx: GraphQLContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && error.status === 429) {
      ctx.response.status = 429;
      if (error.retryAfter !== null) ctx.response.retryAfter = Math.max(ctx.response.retryAfter ?? 0, error.retryAfter);
    }
    throw error;
  }
}
