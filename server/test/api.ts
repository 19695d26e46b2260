import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "../db/client.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { createGraphQL, type YogaOptions } from "../graphql/yoga.ts";
import type { Storage } from "../storage/storage.ts";
import { drainJobs } from "../jobs/worker.ts";

export type GraphQLResponse<T = Record<string, any>> = {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  cookies: string[];
  /** The Retry-After header of a 429 (seconds), else null. */
  retryAfter: string | null;
};

/** Calls the API the way a client does, through yoga.fetch (every plugin and limit included). */
export const TEST_PUBLIC_URL = "http://test.localhost";

export function testApi(
  database: Database,
  options: {
    production?: boolean;
    limits?: YogaOptions["limits"];
    mailer?: Mailer;
    social?: YogaOptions["social"];
    storage?: Storage;
    callerCacheMs?: number;
    clock?: YogaOptions["clock"];
    downloadsDir?: string;
  } = {},
) {
  const mailer = options.mailer ?? createMailer({ from: "test@example.org", outboxDir: path.join(tmpdir(), "test-outbox") });
  const yoga = createGraphQL({
    db: database.db,
    production: options.production ?? false,
    secureCookies: false,
    limits: options.limits,
    publicUrl: TEST_PUBLIC_URL,
    social: options.social,
    storage: options.storage,
    callerCacheMs: options.callerCacheMs,
    clock: options.clock,
    downloadsDir: options.downloadsDir,
  });
  async function request<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    auth: { token?: string; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
  ): Promise<GraphQLResponse<T>> {
    const headers: Record<string, string> = { "content-type": "application/json", ...auth.headers };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.cookie) headers.cookie = auth.cookie;
    headers["x-client-ip"] = auth.ip ?? "203.0.113.7";
    const response = await yoga.fetch("http://test/graphql", { method: "POST", headers, body: JSON.stringify({ query, variables }) });
    return {
      status: response.status,
      body: (await response.json()) as GraphQLResponse<T>["body"],
      cookies: response.headers.getSetCookie(),
      retryAfter: response.headers.get("retry-after"),
    };
  }
  /** Runs the queued jobs (the emails the calls caused, sent through `mailer`) until none is due. */
  const runJobs = () => drainJobs(database.db, { mailer, publicUrl: TEST_PUBLIC_URL, storage: options.storage, clock: options.clock });
  return { yoga, request, runJobs };
}

/** A valid sign-up, changed by `overrides`. */
export function signupInput(overrides: Record<string, unknown> = {}) {
  return {
    email: `alumna${Math.random().toString(36).slice(2, 8)}@example.org`,
    name: "Ana",
    lastName: "López",
    birthday: "1990-05-20",
    password: "secreto1",
    repeatPassword: "secreto1",
    privacy: true,
    notices: false,
    ...overrides,
  };
}

export const SIGNUP = `mutation ($input: SignupInput!) {
  signup(input: $input) {
    __typename
    ... on MutationSignupSuccess { data { token user { id email name lastName } } }
    ... on DomainError { code message retryAfter fields { field message } }
  }
}`;

export const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    __typename
    ... on MutationLoginSuccess { data { token } }
    ... on DomainError { code message retryAfter }
  }
}`;

export const ME = `{ me { id email name lastName developer moderator licenseGenerator eventManager programs { name } licenseData { center } center { name status town } } }`;
