import { SESSION_DAYS } from "../../../../../common/constants.ts";
import type { Strings } from "../../../types.ts";
import { EMAIL_LINK } from "../../../../../common/contact.ts";
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
                "fontsCached (local storage)",
                "Remembers that your browser already has the platform's typeface, so that it is used without making the page wait. It holds no data about you.",
                "Until you clear the browser's data",
              ],
              [
                "adventureGroup",
                "Only in the classroom evaluation's adventure: lets a group of pupils carry on where they were if the page reloads. It is a random code, with no names or personal data, and it cannot be read by the page's code.",
                "1 day",
              ],
              [
                "adventure:… (local storage and the browser's cache)",
                "Only in the adventure: keeps the group's answers on the device until they reach the server (a dropped connection loses none), whether the sound is on, and a copy of the adventure's page with its pictures so that it opens without a connection. No names or personal data.",
                "Until the answers are sent; the rest, until you clear the browser's data",
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
          p: "Today this category sets no cookie and loads no analytics tool. Should we ever use one, we will explain it here before asking for your permission.",
        },
      ],
    },
    {
      id: "marketing",
      heading: "Our own measurement of use (only with your marketing consent)",
      blocks: [
        {
          p: "If you accept marketing cookies, the website measures how it is used, on its own and on the programme's servers: it sets no cookie for this, loads nothing from advertising platforms or other companies, and no third party receives this data. We never use it to show advertising.",
        },
        {
          table: {
            caption: "What is kept to measure use",
            head: ["Data", "Where and what for", "Duration"],
            rows: [
              [
                "Session id",
                "A random code in the browser's session storage (sessionStorage): it ties together the pages viewed in one session without knowing who you are.",
                "Until you close the tab or the browser",
              ],
              [
                "Screens visited",
                "In the same storage, the list of screens you have already opened in the session, so that each visit is counted once.",
                "Until you close the tab or the browser",
              ],
              [
                "Usage events",
                "In the programme's database: the session's start, each page viewed (its address, without search parameters or private codes), the first visit to each screen and whether you were still on it after 1, 10, 30 and 50 seconds, with the date and the session id, and whether the person browsing holds a licence (premium) or not (open). Your account, your name and your IP address are not kept.",
                "No set period yet; only read as weekly figures",
              ],
            ],
          },
        },
        {
          p: "If you withdraw your consent in the cookie settings, the measurement stops at that very moment, and the server refuses any event that reaches it without consent.",
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
