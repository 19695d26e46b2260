/**
 * A real, invisible control over the whole pill: what is clicked or tapped is the checkbox itself. Its own
 * module so the activity page's buttons use it without loading the list's controls.
 */
export const COVERING_INPUT = "absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0";
