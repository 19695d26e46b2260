/** Formation (specification section 3). */

/** The three formation downloads pages. */
export const DOWNLOAD_PAGES = ["ai-robotics", "pc-itineraries", "vr"] as const;
export type DownloadPage = (typeof DOWNLOAD_PAGES)[number];
/** Their names in the API (GraphQL enum values cannot hold dashes). */
export const DOWNLOAD_PAGE_API = { "ai-robotics": "aiRobotics", "pc-itineraries": "pcItineraries", vr: "vr" } as const satisfies Record<DownloadPage, string>;
