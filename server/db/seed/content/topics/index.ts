import type { TopicSeed } from "../types.ts";

/** The in-depth topics, in page order. */
export const topicSeeds: TopicSeed[] = [];
