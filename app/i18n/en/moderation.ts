import type { Strings } from "../types.ts";
import type { moderation as es } from "../es/moderation.ts";

export const moderation: Strings<typeof es> = {
  errors: {
    reasonRequired: "Write the reason for rejecting",
    reasonTooLong: "The reason is too long",
  },
};
