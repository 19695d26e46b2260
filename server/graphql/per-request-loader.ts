import type { GraphQLContext } from "./context.ts";

/**
 * Per request, gathers the keys asked for while a list resolves and loads them in one query (the
 * itineraries of every programme, the activities of every itinerary): no query per list item.
 */
export function perRequestLoader<K, V>(load: (ctx: GraphQLContext, keys: K[]) => Promise<Map<K, V>>) {
  type Waiting = { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  const states = new WeakMap<GraphQLContext, { cache: Map<K, Promise<V | undefined>>; queue: Waiting[] }>();
  const stateOf = (ctx: GraphQLContext) => {
    const known = states.get(ctx);
    if (known) return known;
    const state = { cache: new Map<K, Promise<V | undefined>>(), queue: [] as Waiting[] };
    states.set(ctx, state);
    return state;
  };
  return {
    load(ctx: GraphQLContext, key: K): Promise<V | undefined> {
      const state = stateOf(ctx);
      const cached = state.cache.get(key);
      if (cached) return cached;
      const promise = new Promise<V | undefined>((resolve, reject) => {
        state.queue.push({ key, resolve, reject });
        // The sibling fields of a list are all asked for before the next turn of the event loop.
        if (state.queue.length === 1) {
          setImmediate(() => {
            const batch = state.queue.splice(0);
            load(
              ctx,
              batch.map((w) => w.key),
            ).then(
              (found) => {
                for (const w of batch) w.resolve(found.get(w.key));
              },
              (error: unknown) => {
                for (const w of batch) w.reject(error);
              },
            );
          });
        }
      });
      state.cache.set(key, promise);
      return promise;
    },
    /** Records a value already loaded some other way. */
    prime(ctx: GraphQLContext, key: K, value: V) {
      stateOf(ctx).cache.set(key, Promise.resolve(value));
    },
  };
}
