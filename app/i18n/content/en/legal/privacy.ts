import { MIN_ACCOUNT_AGE } from "../../../../../common/constants.ts";
import type { Strings } from "../../../types.ts";
import { AEPD_LINK, EMAIL_LINK, FOUNDATION } from "../../../../../common/contact.ts";
import type { privacy as es } from "../../es/legal/privacy.ts";

export const privacy: Strings<typeof es> = {
  title: "Privacy policy",
  intro: `At the Código Pequeño Foundation (${FOUNDATION.name}) we take privacy very seriously, all the more so when children are involved. This policy explains, as clearly and fully as we can, what personal data we process on the Código Pequeño platform, why, for how long and what rights you have, under Regulation (EU) 2016/679 (the GDPR) and Spain's Organic Law 3/2018 on the Protection of Personal Data and the Guarantee of Digital Rights (LOPDGDD).`,
  updated: "2019-08-14",
  sections: [
    {
      id: "controller",
      heading: "Data controller",
      blocks: [
        {
          dl: [
            { term: "Controller", desc: FOUNDATION.name },
            { term: "Tax ID (CIF)", desc: FOUNDATION.cif },
            { term: "Address", desc: FOUNDATION.address },
            { term: "Email", desc: EMAIL_LINK },
          ],
        },
        {
          p: `For any data protection matter, including contacting our data protection officer, write to ${EMAIL_LINK} with "Data protection" in the subject line.`,
        },
      ],
    },
    {
      id: "data",
      heading: "What data we process",
      blocks: [
        { p: "We only ask for the data each feature needs. We never ask for data that could identify pupils." },
        {
          ul: [
            "**Account data:** email address, first name, last name, date of birth and password (stored with irreversible hashing). Optionally: gender, province and profile picture.",
            "**Professional licence data** (teachers of enrolled schools only): licence code, school, entity or organisation, province and town.",
            "**Linked accounts:** if you sign in with Google or Microsoft, that provider sends us your identifier, email address and name. We never receive your password.",
            "**Use of the platform:** favourite, done and rated activities, comments, courses and your progress, and itineraries viewed.",
            "**Contributions:** forum messages, gallery posts and bulletin notices, with any images you attach (we re-encode them and remove their metadata, such as location).",
            "**Classroom evaluation and follow-up reports:** pupils' answers linked to a classroom and a key, without first or last names, and aggregated school data.",
            "**Technical data:** IP address, browser type and the access logs needed for security, and the cookies described in the [cookie policy](route:cookies).",
          ],
        },
      ],
    },
    {
      id: "purposes",
      heading: "Why we use it and on what legal basis",
      blocks: [
        {
          table: {
            caption: "Purposes of processing and their legal basis",
            head: ["Purpose", "Legal basis (GDPR)"],
            rows: [
              [
                "Creating and managing your account, and letting you sign in with Google or Microsoft",
                "Performance of the terms of use you accept (Art. 6(1)(b))",
              ],
              [
                "Giving licensed teachers of enrolled schools access to the in-class area",
                "Performance of the agreement with the school and of the terms of use (Art. 6(1)(b))",
              ],
              ["Saving your favourites, done activities, ratings, courses and progress", "Performance of the terms of use (Art. 6(1)(b))"],
              [
                "Publishing and moderating the forum, gallery, bulletin and comments",
                "Performance of the terms of use and legitimate interest in keeping a safe space (Art. 6(1)(b) and 6(1)(f))",
              ],
              [
                "Evaluating the programme in class and preparing follow-up and reference-school reports",
                "Legitimate interest in improving a non-profit educational programme, using pseudonymised or aggregated data (Art. 6(1)(f))",
              ],
              ["Sending you programme notices and news", "Your consent, which you may withdraw at any time (Art. 6(1)(a))"],
              ["Measuring website use and campaign reach with non-essential cookies", "Your consent (Art. 6(1)(a) and Art. 22.2 LSSI)"],
              ["Protecting the platform against unauthorised access and abuse", "Legitimate interest in security (Art. 6(1)(f))"],
              ["Handling requests and meeting legal obligations", "Legal obligation (Art. 6(1)(c))"],
            ],
          },
        },
        { p: "We make no automated decisions with legal effects on anyone and we do not build profiles for advertising." },
      ],
    },
    {
      id: "minors",
      heading: "Minors",
      blocks: [
        {
          p: `Código Pequeño is designed for children aged 6 to 12, but **only people aged ${MIN_ACCOUNT_AGE} or over can create an account**, as Article 7 of the LOPDGDD allows. That is why we ask for a date of birth at sign-up.`,
        },
        {
          ul: [
            "Children use the activities together with their family or their teacher, who holds the account.",
            "If we find that an account belongs to someone under 14, we will delete it along with its data.",
            "In class we never ask for pupils' names: evaluation uses a classroom key.",
            "Images shared in the gallery must not show children's faces or anything that could identify them.",
          ],
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          ul: [
            "**Account and usage data:** while the account is active. You can delete it whenever you like from My account.",
            "**Professional licence:** while the school remains enrolled in the programme and your licence is valid.",
            "**Public contributions:** until you delete them, moderation removes them or your account is deleted.",
            "**Evaluation data and reports:** five school years at most, and after that only in aggregated, anonymous form.",
            "**Security logs:** twelve months.",
            "**Consent to notices:** until you withdraw it.",
          ],
        },
        {
          p: "When these periods end, the data is blocked for as long as legal claims may arise (Article 32 of the LOPDGDD) and then erased.",
        },
      ],
    },
    {
      id: "recipients",
      heading: "Who we share it with",
      blocks: [
        { p: "We never sell or rent personal data. Only the following have access to it:" },
        {
          ul: [
            "Providers of hosting, email and technical support services, acting as processors under a contract that binds them to follow our instructions (Article 28 GDPR).",
            "Google or Microsoft, only if you choose to link your account with them.",
            "Education authorities and partner organisations of the programme, with aggregated school data only.",
            "Courts and public authorities, when the law requires it.",
          ],
        },
        {
          p: "We host the platform in the European Union. If a provider ever processes data outside the European Economic Area, it will do so with the safeguards of Chapter V of the GDPR, such as the European Commission's standard contractual clauses.",
        },
      ],
    },
    {
      id: "rights",
      heading: "Your rights and how to exercise them",
      blocks: [
        { p: "At any time, free of charge, you have the right to:" },
        {
          ul: [
            "**Access:** know what data about you we process.",
            "**Rectification:** correct inaccurate or incomplete data.",
            "**Erasure:** ask us to delete your data.",
            "**Objection and restriction:** ask us to stop processing it, or to keep it without using it.",
            "**Portability:** receive your data in a structured, commonly used format.",
            "**Withdraw your consent**, without affecting processing carried out before.",
          ],
        },
        {
          p: `You can exercise many of them yourself from My account: edit your data, change notices or delete the account. For everything else, write to ${EMAIL_LINK} or by post to ${FOUNDATION.address}, stating which right you are exercising. If we cannot confirm your identity, we will ask for additional information. We will reply within one month.`,
        },
        { p: "Parents or legal guardians may exercise these rights on behalf of children under 14." },
      ],
    },
    {
      id: "complaints",
      heading: "Complaints to the AEPD",
      blocks: [
        {
          p: `If you believe we have not handled your data properly, you can lodge a complaint with the Spanish Data Protection Agency (AEPD), C/ Jorge Juan 6, 28001 Madrid, ${AEPD_LINK}. We would be grateful if you wrote to us first so we can try to resolve it.`,
        },
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        {
          p: "We apply technical and organisational measures suited to the risk: encrypted connections, passwords stored with irreversible hashing, access limited to the staff who need it, backups and regular reviews of permissions. On shared classroom computers, remember to log out when you finish.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          p: "If we make significant changes to this policy, we will announce them on the platform and, if you have an account, email you before the change takes effect.",
        },
      ],
    },
  ],
};
