import type { MailTexts } from "./es.ts";

export const mail: MailTexts = {
  greeting: "Hello {{name}},",
  greetingAnonymous: "Hello,",
  signature: "The Código Pequeño team",
  ignore: "If this wasn't you, ignore this message: your account stays as it is.",
  restorePassword: {
    subject: "Reset your Código Pequeño password",
    intro: "We received a request to reset the password of your account.",
    action: "Choose a new password",
    expiry: "The link works once and expires in one hour.",
  },
  unlinkAccount: {
    subject: "Confirm that you want to unlink your {{provider}} account",
    intro: "You asked to unlink your {{provider}} account from Código Pequeño.",
    action: "Confirm unlinking",
    expiry: "The link works once and expires in one hour.",
  },
  followUpReport: {
    subject: "Your Código Pequeño follow-up report",
    intro:
      "The foundation's team asks you to fill in the programme's follow-up report about your group. You can save it as a draft and finish it later; once sent it can no longer be changed.",
    action: "Open the report",
    expiry:
      "Your report code is {{code}}. If the link does not open, sign in to Código Pequeño with your account and type it on the report's page.",
    ignore: "The report opens only with the account this email was sent to.",
  },
  moderation: {
    published: {
      subject: "Your contribution “{{title}}” is published",
      intro: "A moderator reviewed your contribution “{{title}}” and other teachers can now see it.",
      action: "See it",
    },
    rejected: {
      subject: "Your contribution “{{title}}” was not published",
      intro: "A moderator reviewed your contribution “{{title}}” and did not publish it.",
      reason: "Reason: {{reason}}",
      action: "Go to my contributions",
    },
  },
};
