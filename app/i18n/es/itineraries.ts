/** Texts of the in-class area: itineraries. */
export const itineraries = {
  title: "",
};
