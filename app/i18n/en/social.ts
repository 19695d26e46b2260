import type { social as es } from "../es/social.ts";
import type { Strings } from "../types.ts";

export const social: Strings<typeof es> = {
  providers: { google: "Google", microsoft: "Microsoft" },
  meta: {
    redirect: { title: "Log in with another account", description: "Log in to Código Pequeño with your Google or Microsoft account." },
    linkAccount: { title: "Link an account", description: "Link your Google or Microsoft account to your Código Pequeño account." },
    linked: { title: "Account linked", description: "Your external account is linked." },
    linkError: { title: "Error linking the account", description: "The external account could not be linked." },
    unlink: { title: "Unlink an account", description: "Unlink your Google or Microsoft account." },
    unlinked: { title: "Account unlinked", description: "Your external account is no longer linked." },
  },
  buttons: {
    label: "Log in with another account",
    or: "or",
    google: "Continue with Google",
    microsoft: "Continue with Microsoft",
    notice:
      "By continuing with Google or Microsoft you accept the <0>privacy policy</0>. If you do not have an account yet, we will create it with your name and email; you must be 14 or older to have an account.",
  },
  errors: {
    notConfigured: "Logging in with this external account is not available on Código Pequeño yet. Log in with your email and password.",
    unavailable: "We could not reach your external account's service. Please try again in a few minutes.",
    flowInvalid: "We could not check the login: it has expired or was already used. Please start again.",
    cancelled: "You cancelled the login with your external account. You can try again whenever you like.",
    emailInUse:
      "There is already a user for this email. Log in with your email and password and link this account from your profile settings.",
    emailUnverified: "Your external account did not give us a verified email. Create your account with your email and a password.",
    emailMismatch: "The email of the account you want to link does not match the email of your Código Pequeño account.",
    subjectTaken: "That external account is already linked to another Código Pequeño user.",
    alreadyLinked: "You already have another account of this service linked. Unlink it before linking a different one.",
    notLinked: "This account is not linked to your Código Pequeño account.",
    needsPassword: "To unlink an account you first need to create a password, so that you can still log in to Código Pequeño.",
    unlinkLinkInvalid: "The email link is no longer valid",
  },
  handoff: {
    title: "Taking you to {{provider}}",
    text: "We are opening {{provider}} so that you can choose your account. If it does not open by itself, press the button.",
    continue: "Go to {{provider}}",
  },
  redirect: {
    title: "Log in with {{provider}}",
    intro: "We will take you to {{provider}} to choose your account, and then bring you back here.",
    continue: "Continue with {{provider}}",
    failedTitle: "You could not log in with {{provider}}",
    retry: "Try again",
    login: "Log in with email and password",
    loginToLink: "Log in with my password and link the account",
    signup: "Create an account with email",
  },
  link: {
    title: "Link your {{provider}} account",
    intro:
      "You will be able to log in to Código Pequeño with your {{provider}} account. It must use the same email as your account: {{email}}.",
    submit: "Link with {{provider}}",
    already: "Your {{provider}} account is already linked.",
    back: "Back to my account",
  },
  linked: {
    title: "Account linked!",
    text: "Your {{provider}} account is linked. From now on you can also log in with it.",
  },
  linkError: {
    title: "The account could not be linked",
    retry: "Try again",
  },
  unlink: {
    title: "Unlink your {{provider}} account",
    intro:
      "We will send an email to {{email}} with a link to confirm that you want to unlink your {{provider}} account. The link works once and expires in one hour.",
    submit: "Send the confirmation email",
    createPassword: "Create a password",
    sentTitle: "Check your email",
    sent: "We have sent an email to {{email}}. Open the link in it to confirm the unlinking. It expires in one hour.",
    resend: "Resend the email",
    resent: "We have sent it again.",
  },
  unlinked: {
    title: "Account unlinked",
    text: "Your {{provider}} account is no longer linked. You can keep logging in with your email and password.",
    expiredText:
      "It may have expired (it lasts one hour), been used already or belong to another account. You can ask for another one from your account.",
    newLink: "Ask for another link",
  },
  accounts: {
    title: "Linked accounts",
    intro: "Link your Google or Microsoft account to log in with it too.",
    linkedWith: "Linked with {{email}}",
    linked: "Linked",
    notLinked: "Not linked",
    notConfigured: "Not available for now",
    link: "Link {{provider}}",
    unlink: "Unlink {{provider}}",
    loadFailed: "We could not load your linked accounts. Please reload the page.",
  },
  back: "Back to my account",
};
