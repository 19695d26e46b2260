/**
 * The notifications' few calls to /graphql from the browser (the header's poll and its panel), plain fetches
 * of small hand-written documents so the code that runs on every signed-in page stays tiny. Null when the
 * call failed (offline, signed out meanwhile): the caller keeps what it showed.
 */
export async function askGraphql<T>(query: string, variables: Record<string, unknown> = {}, lang = "es"): Promise<T | null> {
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      keepalive: true,
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1", "x-language": lang },
      body: JSON.stringify({ query, variables }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: T | null; errors?: unknown[] };
    return body.errors?.length ? null : (body.data ?? null);
  } catch {
    return null;
  }
}

export const UNREAD_QUERY = "{ unreadNotifications }";
