/** password screens (issue: accounts). */
export const password = {
  title: "password",
};
