/** News, events, in-depth topics and programme pages. */
export const publications = {
  back: "Volver",
};
