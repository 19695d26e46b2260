/** Age segments, shared by the activities (audience ages) and the in-class itineraries (specification section 3). */

/** Age segments, youngest first (their order is the "age" sort). */
export const AGE_SEGMENTS = ["fourToFive", "sixToEight", "nineToTwelve", "twelvePlus"] as const;
export type AgeSegment = (typeof AGE_SEGMENTS)[number];
export const AGE_LABELS: Record<AgeSegment, string> = { fourToFive: "4-5", sixToEight: "6-8", nineToTwelve: "9-12", twelvePlus: "+12" };
