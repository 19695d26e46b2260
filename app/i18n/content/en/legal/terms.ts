import {
  MIN_ACCOUNT_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  UPLOAD_MAX_BYTES,
} from "../../../../../common/constants.ts";
import type { Strings } from "../../../types.ts";
import { EMAIL_LINK, FOUNDATION } from "../../../../../common/contact.ts";
import type { terms as es } from "../../es/legal/terms.ts";

const MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export const terms: Strings<typeof es> = {
  title: "General terms and conditions",
  intro: `These terms govern the use of the Código Pequeño platform, run by ${FOUNDATION.name}, by people who create an account. Please read them carefully: by signing up you confirm that you accept them.`,
  updated: "2019-08-14",
  sections: [
    {
      id: "purpose",
      heading: "Purpose and acceptance",
      blocks: [
        {
          p: "The platform offers, free of charge, activities to learn digital skills, resources for families and teachers and, for schools enrolled in the programme, a licensed in-class area. These terms complement the [legal notice](route:legal-advice) and the [privacy policy](route:privacy).",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      blocks: [
        {
          ul: [
            `Only people aged **${MIN_ACCOUNT_AGE} or over** can create an account. Children take part together with an adult.`,
            "Each account is personal: its details must be true and kept up to date.",
            `Passwords must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters long. Keep yours secret and log out when you finish on shared classroom computers.`,
            "You can link your account with Google or Microsoft to sign in without a password, and unlink them whenever you like.",
            `If you think someone has used your account, change your password and write to us at ${EMAIL_LINK}.`,
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        {
          p: "The platform is an educational space where families, teachers and, through them, children take part. That is why you may not:",
        },
        {
          ul: [
            "Publish offensive, violent, discriminatory or sexual content, or content that encourages hatred or bullying.",
            "Share personal data or images in which children can be recognised, or other people without their permission.",
            "Post advertising, spam or commercial promotion.",
            "Impersonate someone else or share your professional licence.",
            "Publish content that infringes copyright or other third-party rights.",
            "Try to access data or areas without permission, or interfere with how the platform works.",
          ],
        },
      ],
    },
    {
      id: "contributions",
      heading: "Contributions and moderation",
      blocks: [
        {
          p: `The forum, the results gallery and the bulletin board of the in-class area, as well as comments and ratings (${RATING_MIN} to ${RATING_MAX}) on activities, are moderated by the foundation's team.`,
        },
        {
          ul: [
            "Moderators may review, reject or remove any contribution that breaks these terms, and will tell its author why.",
            `Images may be up to ${MB} MB; we re-encode them and remove their metadata.`,
            "You can delete your contributions until they have been moderated; after that, ask us by email.",
            "You keep the rights to what you publish and allow the foundation to show it, on a non-profit basis, on the platform and when promoting the programme, crediting the school or its author.",
          ],
        },
        { p: `If you see something inappropriate, tell us at ${EMAIL_LINK}.` },
      ],
    },
    {
      id: "licences",
      heading: "Licences for teachers of enrolled schools",
      blocks: [
        { p: "Schools and organisations enrolled in the programme receive professional licences for their teachers. Each licence:" },
        {
          ul: [
            "Is personal and non-transferable, and is linked to one account and to the school, entity and province you give when you add it in My account.",
            "Gives access to the in-class area: itineraries by age, dossier, courses, FAQs, forum, gallery, bulletin board, classroom evaluation, follow-up reports and training downloads.",
            "Allows the materials to be used only with the school's pupils and for non-commercial purposes.",
            "Remains valid while the school stays enrolled in the programme. The school can request extra licences through the licence request form.",
          ],
        },
      ],
    },
    {
      id: "availability",
      heading: "Availability and changes to the service",
      blocks: [
        {
          p: "We may add, change or withdraw activities and features to improve the programme. We will give advance notice of changes affecting the in-class area during the school year.",
        },
      ],
    },
    {
      id: "termination",
      heading: "Closing and suspending accounts",
      blocks: [
        {
          p: "You can delete your account whenever you like from My account; your personal data will be erased within the periods set out in the privacy policy.",
        },
        {
          p: "The foundation may suspend or cancel an account or a licence if these terms are seriously breached, if the licence is shared or if the school is no longer enrolled, informing the holder beforehand unless there is a risk to children.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        {
          p: "If we change these terms, we will tell you on the platform or by email. If you do not agree with the changes, you can delete your account.",
        },
      ],
    },
    {
      id: "law",
      heading: "Governing law",
      blocks: [{ p: "These terms are governed by Spanish law, without prejudice to the rights that consumer law grants the user." }],
    },
  ],
};
