import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import { getOperationAST, GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { parseConsent } from "../../common/consent.ts";
import { ERROR_KEYS } from "../../common/errors.ts";
import { LANGUAGE_COOKIE, storedLanguage } from "../../common/languages.ts";
import { readCookie, readToken } from "../auth/cookies.ts";
import type { Db } from "../db/client.ts";
import { isDatabaseUnavailable } from "../db/connection-errors.ts";
import type { SocialConfig } from "../auth/social-config.ts";
import { logger } from "../logger.ts";
import type { Storage } from "../storage/storage.ts";
import type { Clock } from "../clock.ts";
import { CallerCache } from "./caller-cache.ts";
import { createContext, type GraphQLContext, type ResponseControl, type SharedCaller } from "./context.ts";
import { changesPublicPages } from "./public-content.ts";
import { isRequestError, useProductRequestErrors, useRefuseControlCharacters } from "./request-guards.ts";
import { schema } from "./schema/index.ts";

/** Set by the HTTP layer (never taken from the client) so rate limits see the real address. */
export const CLIENT_IP_HEADER = "x-client-ip";
/** The page's language, sent by the web app; otherwise the `language` cookie decides. */
export const LANGUAGE_HEADER = "x-language";

/** How long production remembers a signed-in caller (decision 019). */
export const CALLER_CACHE_MS = 5_000;

/** Query limits: deep, costly, alias-heavy or oversized documents are refused before execution. */
export const LIMITS = { maxDepth: 8, maxCost: 5000, maxAliases: 15, maxTokens: 2000, maxDirectives: 20 };

export type YogaOptions = {
  db: Db;
  production: boolean;
  secureCookies: boolean;
  publicUrl: string;
  social?: SocialConfig;
  /** Where uploaded files are stored (decision 029). */
  storage?: Storage;
  /** The product's calendar (server/clock.ts); the system's clock by default. */
  clock?: Clock;
  /** The formation downloads' files (DATA_DIR/downloads), which the downloads editor writes. */
  downloadsDir?: string;
  limits?: Partial<typeof LIMITS>;
  /** How long a signed-in caller is remembered (decision 019); by default 5 s in production, else never. */
  callerCacheMs?: number;
  /** Called after a mutation that may change what visitors without an account see (public-content.ts). */
  onPublicContentChange?: () => void;
};

/**
 * Mutations that change no caller (who they are or what they hold) and come often: they leave the remembered
 * callers alone (analytics batches arrive every few seconds from every consenting visitor).
 */
const LEAVES_CALLERS: ReadonlySet<string> = new Set(["recordAnalytics"]);
const changesCallers = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.some((selection) => selection.kind !== Kind.FIELD || !LEAVES_CALLERS.has(selection.name.value));

/** An error as a log line shows it: message and code (pino serialises only a top-level `err`), and what caused it. */
function describeError(error: Error): Record<string, unknown> {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  return {
    message: error.message,
    code: error instanceof GraphQLError ? error.extensions?.code : (error as { code?: unknown }).code,
    stack: (original ?? error).stack,
    ...(original && original !== error ? { cause: original.message } : {}),
  };
}

/** Yoga logs the way console does (a message, errors, lists of errors): one structured line of them. */
function yogaLog(level: "warn" | "error") {
  return (...args: unknown[]) => {
    const errors = args
      .flat(2)
      .filter((arg): arg is Error => arg instanceof Error)
      .map(describeError);
    const text = args.find((arg): arg is string => typeof arg === "string");
    logger[level]({ errors }, text ?? (errors[0] ? `graphql: ${errors[0].message}` : "graphql"));
  };
}

/** The GraphQL endpoint: Pothos schema, limits, CSRF prevention, masked errors, cookies set by resolvers. */
export function createGraphQL({
  db,
  production,
  secureCookies,
  publicUrl,
  social = {},
  storage,
  clock,
  downloadsDir,
  limits: override,
  callerCacheMs,
  onPublicContentChange,
}: YogaOptions) {
  const limits = { ...LIMITS, ...override };
  const callers = new CallerCache(callerCacheMs ?? (production ? CALLER_CACHE_MS : 0));
  // A mutation may change any caller (sign-out, profile, licences, roles, deletion): forget them all,
  // before it runs and once it is done.
  const useForgetCallers: Plugin = {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "mutation" || !changesCallers(operation)) return;
      callers.forgetAll();
      return { onExecuteDone: () => callers.forgetAll() };
    },
  };
  const responses = new WeakMap<Request, ResponseControl>();

  // Once such a mutation has run (whatever its outcome: a refused one costs only a re-render).
  const usePublicContentChanges: Plugin = {
    onExecute({ args }) {
      if (!onPublicContentChange || !changesPublicPages(args.document, args.operationName)) return;
      return { onExecuteDone: () => onPublicContentChange() };
    },
  };

  // Resolvers push cookies and an HTTP status onto their context; they are applied here.
  const useResponseControl: Plugin = {
    onResponse({ request, response }) {
      const control = responses.get(request);
      if (!control) return;
      for (const cookie of control.cookies) response.headers.append("set-cookie", cookie);
      if (control.retryAfter !== null) response.headers.set("retry-after", String(control.retryAfter));
      if (control.status) Object.defineProperty(response, "status", { value: control.status });
    },
  };

  return createYoga<{ caller?: SharedCaller }, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // Browsers may call the API with the user's cookie only from the product's own pages.
    cors: (request) => {
      const origin = request.headers.get("origin");
      return origin === new URL(publicUrl).origin ? { origin, credentials: true } : false;
    },
    // No GraphiQL: it loads its scripts from a CDN, and pages make no third-party requests.
    graphiql: false,
    logging: { debug: () => {}, info: () => {}, warn: yogaLog("warn"), error: yogaLog("error") },
    maskedErrors: {
      // Anything thrown inside a resolver reaches the client as "Unexpected error." and the log in full.
      maskError(error, message) {
        // The database cannot be reached for now (a restart): 503 with a stable code, so clients and pages say "try
        // again" instead of treating the caller as signed out (connection-errors.ts).
        if (isDatabaseUnavailable(error)) {
          logger.warn({ err: error }, "graphql: database unavailable");
          return new GraphQLError(ERROR_KEYS.UNAVAILABLE, { extensions: { code: "UNAVAILABLE", http: { status: 503 } } });
        }
        // A variable no value of its type (a scalar's parseValue threw: a file that is not one) is the sender's.
        if (error instanceof GraphQLError && isRequestError(error)) return error;
        const masked = maskError(error, message, false);
        if (masked !== error) logger.error({ err: error }, "graphql error");
        return masked;
      },
    },
    // `caller` comes only from the web app's in-process operations (yoga.fetch's server context), never from HTTP.
    context: ({ request, caller }) => {
      const cookies = request.headers.get("cookie");
      const context = createContext({
        db,
        lang: storedLanguage(request.headers.get(LANGUAGE_HEADER) ?? readCookie(cookies, LANGUAGE_COOKIE)),
        ip: request.headers.get(CLIENT_IP_HEADER) ?? "unknown",
        token: readToken(request.headers),
        consent: parseConsent(cookies),
        secureCookies,
        publicUrl,
        social,
        storage,
        clock,
        downloadsDir,
        caller,
        callers,
      });
      responses.set(request, context.response);
      return context;
    },
    plugins: [
      EnvelopArmorPlugin({
        // Depth counts nested fields: a fragment spread (how the app shares selections) adds no nesting of data.
        maxDepth: { n: limits.maxDepth, flattenFragments: true },
        costLimit: { maxCost: limits.maxCost, flattenFragments: true },
        maxAliases: { n: limits.maxAliases },
        maxTokens: { n: limits.maxTokens },
        maxDirectives: { n: limits.maxDirectives },
        blockFieldSuggestion: { enabled: true },
      }),
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] }),
      ...(production ? [useDisableIntrospection()] : []),
      useRefuseControlCharacters,
      useProductRequestErrors,
      useResponseControl,
      useForgetCallers,
      usePublicContentChanges,
    ],
  });
}
export type GraphQLServer = ReturnType<typeof createGraphQL>;
