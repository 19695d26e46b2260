/** `?page=<path>` carrying a return path to the next screen (log in, sign up, its success page), or nothing. */
export const returnQuery = (returnTo: string | null | undefined) => (returnTo ? `?page=${encodeURIComponent(returnTo)}` : "");
