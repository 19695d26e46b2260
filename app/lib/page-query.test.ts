import { data, isRouteErrorResponse, RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { type GraphQLResult, serverContext } from "../server-context.ts";
import { graphql } from "./graphql.ts";
import { errorKindOf } from "./meta.ts";
import { pageContext, query } from "./page.server.ts";

const Provinces = graphql(`query Provinces { provinces { id } }`);

/** A loader's context whose in-process GraphQL call answers `result`. */
function contextAnswering(result: Omit<GraphQLResult<unknown>, "cookies">) {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    nonce: "",
    now: () => new Date(),
    warn: () => {},
    graphql: async <T>() => ({ ...result, cookies: [] }) as GraphQLResult<T>,
  });
  context.set(pageContext, { lang: "es", me: null, match: null, decision: { kind: "allow" }, origin: "http://localhost", pathname: "/" });
  return context;
}

/** What query() throws (a `data()` response), as the status a page would get. */
async function thrownStatus(result: Omit<GraphQLResult<unknown>, "cookies">): Promise<number> {
  const thrown = await query(contextAnswering(result), Provinces).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(data(null).constructor);
  return (thrown as ReturnType<typeof data>).init?.status ?? 200;
}

test("a page query whose variables the API refused is a 400 page; only a server failure is a 500", async () => {
  expect(
    await thrownStatus({ data: null, status: 400, errors: [{ message: "errors.validation", extensions: { code: "VALIDATION" } }] }),
  ).toBe(400);
  expect(
    await thrownStatus({
      data: null,
      status: 200,
      errors: [{ message: "errors.invalidRequest", extensions: { code: "INVALID_REQUEST" } }],
    }),
  ).toBe(400);
  expect(await thrownStatus({ data: null, status: 500, errors: [{ message: "Unexpected error." }] })).toBe(500);
});

test("a 400 shows the bad-request page; other statuses keep theirs", () => {
  const response = (status: number) => ({ status, statusText: "", internal: false, data: null });
  expect(isRouteErrorResponse(response(400))).toBe(true);
  expect(errorKindOf(response(400))).toBe("bad-request");
  expect(errorKindOf(response(404))).toBe("not-found");
  expect(errorKindOf(response(500))).toBe("server-error");
});
