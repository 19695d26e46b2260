import type { layout as es } from "../es/layout.ts";
import type { Strings } from "../types.ts";

export const layout: Strings<typeof es> = {
  skipToContent: "Skip to content",
  home: "Código Pequeño, home",
  tagline: "Digital skills through play",
  nav: {
    label: "Main navigation",
    introduction: "About",
    methodology: "Methodology",
    myPanel: "My panel",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  language: {
    label: "Language",
    switchTo: "Español",
    switchToLong: "Leer esta página en español",
  },
  footer: {
    legal: "Legal information",
    privacy: "Privacy policy",
    privacyClause: "Privacy clause",
    cookies: "Cookie policy",
    legalAdvice: "Legal notice",
    terms: "Terms and conditions",
    cookieSettings: "Cookie settings",
    about: "A programme to learn digital skills from 6 to 12 years old, through play and experimentation.",
    rights: "© {{year}} Código Pequeño Foundation",
  },
  dataBanner: {
    text: "Complete your first name, last name and province to get the most out of your account.",
    action: "Complete my data",
    dismiss: "Don't show again",
  },
  consent: {
    title: "Your privacy",
    text: "We use necessary cookies to make the site work. With your permission, we will also use analytics and marketing cookies to improve the programme.",
    acceptAll: "Accept all",
    rejectAll: "Necessary only",
    configure: "Settings",
    save: "Save preferences",
    saved: "Preferences saved.",
    necessary: "Necessary",
    necessaryText: "They keep your session, your language and your preferences. They cannot be turned off.",
    analytics: "Analytics",
    analyticsText: "They help us learn which activities are used most, in aggregate.",
    marketing: "Marketing",
    marketingText: "They let us measure the reach of the programme's campaigns.",
    always: "Always on",
    policy: "More information in the cookie policy",
  },
};
