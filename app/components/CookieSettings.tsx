/** The cookie preferences form shown on the cookies page (layout work fills it in). */
export function CookieSettings() {
  return null;
}
