import type { TopicSeed } from "../types.ts";
import { aiTopic, roboticsTopic } from "./ai-and-robotics.ts";
import { gamesTopic, safetyTopic } from "./safety-and-games.ts";

/** The in-depth topics, in page order (position 1 to 4). */
export const topicSeeds: TopicSeed[] = [aiTopic, safetyTopic, roboticsTopic, gamesTopic];
