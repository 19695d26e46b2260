import { MIN_ACCOUNT_AGE } from "../../../../../common/constants.ts";
import type { Strings } from "../../../types.ts";
import { EMAIL_LINK, FOUNDATION } from "../../../../../common/contact.ts";
import type { privacyClause as es } from "../../es/legal/privacy-clause.ts";

export const privacyClause: Strings<typeof es> = {
  title: "Privacy clause",
  intro:
    "This is the basic data protection information shown with Código Pequeño's forms (sign-up, professional licence, requests and super-challenges). It is the first layer of information: the full details are in the privacy policy.",
  updated: "2019-08-14",
  sections: [
    {
      id: "basic-information",
      heading: "Basic data protection information",
      blocks: [
        {
          dl: [
            { term: "Controller", desc: `${FOUNDATION.name}, tax ID (CIF) ${FOUNDATION.cif}, ${FOUNDATION.address}.` },
            {
              term: "Purpose",
              desc: "Managing your account and your participation in the programme: activities, teacher licences, training, the moderated community, classroom evaluation and, if you agree, sending you notices and news.",
            },
            {
              term: "Legal basis",
              desc: "Performance of the terms of use you accept, legitimate interest in security and in improving the programme, and your consent to notices, which you can withdraw whenever you like.",
            },
            {
              term: "Recipients",
              desc: "We do not pass your data to third parties unless the law requires it. Technology providers help us as processors, with servers in the European Union.",
            },
            {
              term: "Rights",
              desc: `Access, rectification, erasure, objection, restriction and portability, by writing to ${EMAIL_LINK}. You may also complain to the Spanish Data Protection Agency (AEPD).`,
            },
            { term: "Further information", desc: "In our [privacy policy](route:privacy)." },
          ],
        },
      ],
    },
    {
      id: "age",
      heading: "Minimum age",
      blocks: [
        {
          p: `You must be at least ${MIN_ACCOUNT_AGE} years old to create an account. If you are younger, ask an adult in your family or your teacher to join you: you can do lots of activities together without signing up.`,
        },
      ],
    },
    {
      id: "acceptance",
      heading: "What you accept when you tick the box",
      blocks: [
        {
          ul: [
            'By ticking "I have read and accept the privacy policy", you confirm that you know how we process your data and that you meet the minimum age.',
            "The notices box is optional: if you leave it unticked, we will only write to you about your account, for example to reset your password.",
            "Fields marked as required are needed to provide the service; without them we cannot create the account.",
          ],
        },
      ],
    },
  ],
};
