/** social screens (issue: accounts). */
export const social = {
  title: "social",
};
