/** Texts of the in-class area: licences. */
export const licences = {
  title: "",
};
