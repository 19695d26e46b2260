import type { Strings } from "../types.ts";
import type { activities as es } from "../es/activities.ts";

export const activities: Strings<typeof es> = {
  errors: { ratingRange: "The rating must be from 1 to 5 stars." },
};
