import type { Strings } from "../types.ts";
import type { bulletin as es } from "../es/bulletin.ts";

export const bulletin: Strings<typeof es> = {
  title: "Bulletin board",
  lead: "News from the foundation for the programme's teachers. You can answer each notice.",
  empty: "There are no notices yet.",
  pages: "Bulletin pages",
  sort: {
    label: "Sort by",
    apply: "Sort",
    popularFirst: "Most answered first",
    popularLast: "Least answered first",
    recentFirst: "Newest first",
    recentLast: "Oldest first",
  },
  item: {
    answers_one: "{{count}} answer",
    answers_other: "{{count}} answers",
    by: "By {{name}}",
    published: "Published on {{date}}",
    draft: "Draft: only the team sees it",
    pending: "Waiting for moderation: only you see it",
    read: "Read the notice",
  },
  write: {
    title: "Write a notice",
    lead: "It is saved as a draft; teachers see it once you publish it.",
    titleLabel: "Title",
    contentLabel: "Text of the notice",
    submit: "Save draft",
    saved: "Draft saved.",
  },
  publish: {
    submit: "Publish the notice",
    done: "Notice published: teachers have been told.",
  },
  answers: {
    title: "Answers",
    empty: "Nobody has answered yet.",
    label: "Your answer",
    submit: "Answer",
    sent: "Thank you: your answer will be published once a moderator reviews it.",
    delete: "Delete my answer",
  },
  remove: {
    title: "Delete answer",
    intro: "Your answer has not been published yet. Do you want to delete it?",
    confirm: "Yes, delete",
    cancel: "Cancel and go back to the notice",
    back: "Back to the notice",
  },
  back: "Back to the bulletin board",
  errors: {
    titleRequired: "Write a title",
    titleTooLong: "The title is too long",
  },
};
