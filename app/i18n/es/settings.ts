/** settings screens (issue: accounts). */
export const settings = {
  title: "settings",
};
