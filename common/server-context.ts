import type { Language } from "./languages.ts";

/**
 * The contract between the Node server and the web app (decision 051): what server/app.ts hands every loader and action
 * of the app, through app/server-context.ts's router context. The app reaches the server's data only through `graphql`,
 * the in-process GraphQL entry.
 */
export type GraphQLResult<T> = {
  data: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  /** Set-Cookie headers the operation produced (a new session, a cleared one). */
  cookies: string[];
  status: number;
};

/** What the Node server gives every loader and action: the CSP nonce, in-process GraphQL and where formation files live. */
export type ServerContext = {
  nonce: string;
  graphql: <T>(query: string, variables: Record<string, unknown> | undefined, lang: Language) => Promise<GraphQLResult<T>>;
  /** DATA_DIR/downloads: the formation downloads' files (the file route serves only those the API knows). */
  downloadsDir?: string;
  /**
   * Reads a stored file by its key (server/storage), for the routes that hand staff a private file the API
   * named to them (the Europe super-challenge's entries).
   */
  readStoredFile?: (key: string) => Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  /** The product's calendar (server/clock.ts), the same the API reads: what is past or coming on a page. */
  now: () => Date;
  /** A structured warning in the server's log (a request the page could not read, and why). */
  warn: (message: string, details: Record<string, unknown>) => void;
};
