/** Activities list and detail, ratings, favourites and done marks, the guide. */
export const activities = {
  errors: { ratingRange: "La valoración debe ser de 1 a 5 estrellas." },
};
