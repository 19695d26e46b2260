/** The downloadable PDF guide of an activity (app/lib/guide-pdf.server.ts); its headings reuse activities.detail.*. */
export const guide = {
  page: "Página {{page}} de {{pages}}",
  ageUnit: "años",
};
