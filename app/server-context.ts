import { createContext } from "react-router";
import type { ServerContext } from "../common/server-context.ts";

export type { GraphQLResult, ServerContext } from "../common/server-context.ts";

/** The router context the server fills for every request (server/app.ts): the shape is common/server-context.ts's. */
export const serverContext = createContext<ServerContext>();
