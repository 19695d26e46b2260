import type { Strings } from "../../../types.ts";
import { EMAIL_LINK, FOUNDATION } from "../../../../../common/contact.ts";
import type { legalNotice as es } from "../../es/legal/legal-notice.ts";

export const legalNotice: Strings<typeof es> = {
  title: "Legal notice",
  intro:
    "This notice sets out the details of the website's owner and the conditions that apply to anyone who visits it, as required by Article 10 of Spain's Law 34/2002 on information society services and electronic commerce (LSSI).",
  updated: "2019-08-14",
  sections: [
    {
      id: "owner",
      heading: "Website owner",
      blocks: [
        {
          dl: [
            { term: "Owner", desc: FOUNDATION.name },
            { term: "Tax ID (CIF)", desc: FOUNDATION.cif },
            { term: "Registered address", desc: FOUNDATION.address },
            { term: "Registration", desc: `Entered in the State Register of Foundations under number ${FOUNDATION.registry}` },
            { term: "Contact", desc: EMAIL_LINK },
          ],
        },
      ],
    },
    {
      id: "purpose",
      heading: "Purpose",
      blocks: [
        {
          p: "This website presents the Código Pequeño educational programme, which teaches digital skills to children aged 6 to 12, and offers activities, resources and spaces to take part for families and teachers. It is free to use.",
        },
        {
          p: "Anyone who creates an account also accepts the [general terms](route:terms), which cover accounts, contributions and professional licences.",
        },
      ],
    },
    {
      id: "use",
      heading: "Conditions of use",
      blocks: [
        {
          p: "When you browse the site you agree to use it lawfully, respectfully and in accordance with this notice, and in particular not to:",
        },
        {
          ul: [
            "Damage, overload or disrupt the normal working of the site, or try to reach areas or data you are not allowed to access.",
            "Introduce viruses or any code that could cause harm.",
            "Use the content for commercial purposes without the foundation's permission.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual and industrial property",
      blocks: [
        {
          p: `The texts, illustrations, activities, videos, design, logos and code of the site belong to ${FOUNDATION.name} or to third parties who have authorised their use, and are protected by intellectual and industrial property law.`,
        },
        {
          p: "You may download, print and use the activities and materials at home or in class, for non-commercial purposes and crediting their source, unless the material itself states another licence. Any other reproduction, distribution or adaptation requires written permission.",
        },
        {
          p: "The trademarks and names of the tools and products mentioned in the activities belong to their owners; mentioning them implies no commercial relationship.",
        },
      ],
    },
    {
      id: "links",
      heading: "Links to other websites",
      blocks: [
        {
          p: "Some activities link to third-party tools and websites. We choose them carefully, but we do not control their content or how it changes, so we are not responsible for them. If you find an unsuitable link, let us know and we will remove it.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      blocks: [
        {
          p: "We work to keep the information accurate and the site available, but we cannot guarantee that there will be no errors or interruptions. The foundation is not liable for damage arising from:",
        },
        {
          ul: [
            "Interruptions due to maintenance, faults or causes beyond the foundation's control.",
            "Using the activities without the adult supervision they recommend, or without following their safety instructions, for example when building circuits or using tools.",
            "Content published by users, which we will remove as soon as we become aware that it is unlawful, under Article 16 of the LSSI.",
          ],
        },
      ],
    },
    {
      id: "data",
      heading: "Data protection and cookies",
      blocks: [
        {
          p: "How we process personal data is explained in the [privacy policy](route:privacy), and how we use cookies in the [cookie policy](route:cookies).",
        },
      ],
    },
    {
      id: "law",
      heading: "Governing law and jurisdiction",
      blocks: [
        {
          p: "This notice is governed by Spanish law. Any dispute shall be submitted to the courts of Madrid, unless the law gives the user the right to go to the courts of their place of residence.",
        },
      ],
    },
  ],
};
