import type { Language } from "../../../common/languages.ts";
import { pathFor } from "../../../common/routes.ts";
import { qrSvgPath } from "../../../server/app-entry.ts";
import { catalogue } from "../../i18n/catalogues.server.ts";
import { translate } from "../../i18n/index.ts";

/** What a key's card tells its pupils, in the language the adventure plays in (the teacher's page is in Spanish). */
export type CardForPupils = {
  lang: Language;
  address: string;
  qr: { size: number; d: string };
  texts: { title: string; code: string; address: string; qr: string; steps: string[] };
};

/**
 * The card's part for pupils: the adventure's absolute address for the key (its language's path, `/aventura/<code>`
 * for a Spanish key), its QR code drawn as an SVG path on the server (server/pdf/qr.ts: no script, no image, no
 * third party), and the steps in the key's language.
 */
export function cardForPupils(key: { code: string; lang: Language }, origin: string): CardForPupils {
  const address = origin + pathFor("adventure", key.lang, { code: key.code });
  const messages = catalogue(key.lang);
  const text = (name: string, options?: Record<string, unknown>) =>
    translate(key.lang, messages, `evaluation.card.pupils.${name}`, options);
  const steps = Object.keys(messages.evaluation.card.pupils.steps).map((step) => text(`steps.${step}`, { code: key.code }));
  return {
    lang: key.lang,
    address,
    qr: qrSvgPath(address),
    texts: { title: text("title"), code: text("code"), address: text("address"), qr: text("qr", { address }), steps },
  };
}
