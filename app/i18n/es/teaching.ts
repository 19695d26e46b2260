/** Texts of the in-class area: teaching. */
export const teaching = {
  title: "",
};
