/** Redirect kinds that count their uses: QR codes printed on materials and short links. */
export const REDIRECT_KINDS = ["qr", "link"] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];
