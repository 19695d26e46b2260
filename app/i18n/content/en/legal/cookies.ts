import { SESSION_DAYS } from "../../../../../common/constants.ts";
import type { Strings } from "../../../types.ts";
import { EMAIL_LINK } from "../../contact.ts";
import type { cookies as es } from "../../es/legal/cookies.ts";

export const cookies: Strings<typeof es> = {
  title: "Cookie policy",
  intro:
    "Here we explain which cookies Código Pequeño uses, what each one is for, how long it lasts and how you can change your choice at any time, in line with Article 22.2 of Spain's Law 34/2002 on information society services (LSSI) and the GDPR.",
  updated: "2019-08-14",
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies are",
      blocks: [
        {
          p: "Cookies are small files that a website stores in your browser to remember information from one page to the next, such as the fact that you are logged in or the language you prefer. Some are essential for the website to work; others are only for measurement or advertising, and we only use those if you give us permission.",
        },
      ],
    },
    {
      id: "necessary",
      heading: "Necessary cookies",
      blocks: [
        {
          p: "These are our own (first-party) cookies. They are not used to follow you around other websites and do not need your consent, because the platform could not work without them.",
        },
        {
          table: {
            caption: "Código Pequeño's necessary cookies",
            head: ["Cookie", "What it is for", "Duration"],
            rows: [
              [
                "token",
                "Keeps you securely logged in. It cannot be read by the page's code.",
                `${SESSION_DAYS} days, or until you log out`,
              ],
              [
                "language",
                "Remembers the language you chose (Spanish or English). It is also kept in the browser's local storage.",
                "1 year",
              ],
              ["hideDataBanner", "Remembers that you closed the notice inviting you to complete your personal details.", "1 year"],
              ["cookieConsent", "Stores your choice about analytics and marketing cookies, so that we do not ask you again.", "1 year"],
              [
                "adventureGroup",
                "Only in the classroom evaluation's adventure: lets a group of pupils carry on where they were if the page reloads. It is a random code, with no names or personal data, and it cannot be read by the page's code.",
                "1 day",
              ],
            ],
          },
        },
      ],
    },
    {
      id: "analytics",
      heading: "Analytics cookies (only with your consent)",
      blocks: [
        {
          p: "They tell us, in aggregate, how many people visit the website, which activities are used most and how long is spent on each page, so that we can improve the programme. They are not set until you accept them, and the data is not used to identify you.",
        },
      ],
    },
    {
      id: "marketing",
      heading: "Third-party marketing cookies (only with your consent)",
      blocks: [
        {
          p: "External advertising platforms set these cookies when the foundation promotes the programme in campaigns, and they tell us whether those campaigns reach families and teachers. Until you accept them, the website loads nothing from those platforms, and we never use them to show advertising to children.",
        },
        {
          table: {
            caption: "Third-party advertising cookies",
            head: ["Cookie", "What it is for", "Duration"],
            rows: [
              ["Campaign measurement", "Counts the visits that come from one of the foundation's adverts.", "1 month"],
              ["Conversion attribution", "Records whether someone signed up for the programme after seeing an advert.", "60 days"],
            ],
          },
        },
        {
          p: "These companies process the information as controllers under their own privacy policies, and may transfer it outside the European Economic Area with the safeguards the GDPR requires.",
        },
      ],
    },
    {
      id: "change-choice",
      heading: "How to accept, reject or change your choice",
      blocks: [
        {
          p: 'The first time you visit, we ask which cookies you accept; rejecting them is as easy as accepting them. You can change your mind whenever you like in the [cookie settings](#cookie-settings) at the end of this page, or from the "Cookie settings" link in the footer.',
        },
        {
          p: "You can also delete or block cookies in your browser's options. If you block the necessary ones, you will not be able to log in.",
        },
      ],
    },
    {
      id: "more-information",
      heading: "More information",
      blocks: [
        {
          p: `To find out how we process your personal data, see the [privacy policy](route:privacy). If you have any questions about cookies, write to us at ${EMAIL_LINK}.`,
        },
      ],
    },
  ],
};
