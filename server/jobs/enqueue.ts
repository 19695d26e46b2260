import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import type { JobKind, JobPayloads } from "./kinds.ts";

/**
 * Writes a job in `tx`, the transaction of the change that causes it: the job exists exactly when the
 * change is committed. The commit wakes the workers (the jobs table's trigger notifies them).
 */
export async function enqueue<K extends JobKind>(tx: Db, kind: K, payload: JobPayloads[K], options: { runAt?: Date } = {}): Promise<void> {
  await tx.insert(jobs).values({ kind, payload, runAt: options.runAt });
}
