// One definition for the pages and the API (which records analytics only with marketing consent).
export { type Consent, parseConsent, serializeConsent } from "../../common/consent.ts";
