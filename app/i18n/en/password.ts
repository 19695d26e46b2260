import type { password as es } from "../es/password.ts";
import type { Strings } from "../types.ts";

export const password: Strings<typeof es> = {
  invalidLink: "This link is not valid",
  invalidLinkText: "It may have expired (it lasts one hour) or already been used. You can ask for another one.",
  wrongCurrent: "Error in current password",
  alreadyHasPassword: "Your account already has a password. You can change it from your account.",
  forgot: {
    title: "Forgotten your password?",
    intro: "Type your account's email and we will send you a link to choose a new password.",
    email: "Email",
    submit: "Send link",
    sentTitle: "Check your email",
    sent: "If there is an account with the email {{email}}, we have sent it a link to reset the password. The link expires in one hour.",
    resend: "Send again",
    resent: "We have sent it again.",
    back: "Back to log in",
    tooMany:
      "Too many links have been asked for in a short time. Check your inbox (and the spam folder) or wait an hour before asking for another.",
  },
  restore: {
    title: "Choose a new password",
    password: "New password",
    repeatPassword: "Repeat the new password",
    hint: "Between 6 and 36 characters.",
    submit: "Save password",
    successTitle: "Password changed!",
    success: "You can now log in with your new password. For your safety, we have closed the sessions open on other devices.",
    login: "Log in",
    newLink: "Ask for another link",
  },
  update: {
    title: "Change password",
    current: "Current password",
    password: "New password",
    repeatPassword: "Repeat the new password",
    submit: "Change password",
    success: "Your password has been changed. We have closed your sessions on other devices.",
    back: "Back to my account",
    noPassword: "Your account has no password yet because you log in with an external account.",
    create: "Create a password",
  },
  create: {
    title: "Create a password",
    intro: "With a password you can also log in with your email, and unlink your external accounts.",
    password: "Password",
    repeatPassword: "Repeat the password",
    submit: "Create password",
    success: "Your password has been created.",
    back: "Back to my account",
  },
};
