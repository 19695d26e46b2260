import type { NewsSeed } from "../types.ts";
import { earlierNews } from "./earlier.ts";
import { recentNews } from "./recent.ts";

/** Every news item (two unpublished drafts among them). */
export const newsSeeds: NewsSeed[] = [...recentNews, ...earlierNews];
