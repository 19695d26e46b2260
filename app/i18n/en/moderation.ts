import type { Strings } from "../types.ts";
import type { moderation as es } from "../es/moderation.ts";

export const moderation: Strings<typeof es> = {
  reason: {
    label: "Reason for rejecting",
    hint: "We will email it to its author.",
  },
  errors: {
    reasonRequired: "Write the reason for rejecting",
    reasonTooLong: "The reason is too long",
  },
};
