import { z } from "zod/mini";
import { oneLine } from "./one-line.ts";
import { CATEGORIES } from "../activities.ts";
import { TITLE_MAX_LENGTH } from "../contributions.ts";
import { RICH_TEXT_MAX_TEXT, richTextToPlain } from "../rich-text.ts";

/**
 * The forum's share form as the browser checks it (spec §5: "title and content required; at least one
 * category"), with the message keys the server answers (server/services/contributions/forum.ts), so a message
 * reads the same whichever side found it. `content` is the editor's HTML or, before it loads, plain text.
 */
export const ForumThemeForm = z.object({
  title: z
    .string({ error: "forum.errors.titleRequired" })
    .check(
      z.trim(),
      z.minLength(1, { error: "forum.errors.titleRequired" }),
      z.maxLength(TITLE_MAX_LENGTH, { error: "forum.errors.titleTooLong" }),
      oneLine(),
    ),
  content: z.string({ error: "editor.errors.empty" }).check(
    z.refine((value) => richTextToPlain(value) !== "" || value.includes("<img"), { error: "editor.errors.empty" }),
    z.refine((value) => richTextToPlain(value).length <= RICH_TEXT_MAX_TEXT, { error: "editor.errors.tooLong" }),
  ),
  // Several checkboxes share the name: their ticked values, or false while none is.
  categories: z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value : typeof value === "string" ? [value] : [])),
    z.array(z.enum(CATEGORIES)).check(z.minLength(1, { error: "forum.errors.categoriesRequired" })),
  ),
});

/** An answer: its text must not be empty. */
export const ForumAnswerForm = z.object({
  content: z.string({ error: "forum.errors.answerEmpty" }).check(z.trim(), z.minLength(1, { error: "forum.errors.answerEmpty" })),
});
