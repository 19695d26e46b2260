import { type ComponentType, lazy } from "react";

/**
 * React's `lazy` in the browser (a chunk of its own, loaded when first rendered); on the server, the component
 * itself, imported before the first request (`server`: a top-level `await import(…)` behind import.meta.env.SSR,
 * which the client build drops). A lazy component in the server's render streams hidden, with an inline script that
 * shows it, which a browser without scripts never runs (issue 31: the cookie banner, the signed-in tools).
 */
export function serverReadyLazy<T extends ComponentType<any>>(server: T | null, load: () => Promise<{ default: T }>): T {
  return server ?? (lazy(load) as unknown as T);
}
