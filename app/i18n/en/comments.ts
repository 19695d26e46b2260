import type { Strings } from "../types.ts";
import type { comments as es } from "../es/comments.ts";

export const comments: Strings<typeof es> = {
  errors: {
    empty: "The comment cannot be empty.",
    tooLong: "The comment is too long (at most {{max}} characters).",
    moderated: "It cannot be deleted because it has just been moderated.",
    deleted: "It cannot be done because its author has already deleted it.",
  },
};
