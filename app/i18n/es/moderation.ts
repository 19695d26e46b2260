/** The moderation of contributions (section 4): the desk and the rejection's reason. */
export const moderation = {
  errors: {
    reasonRequired: "Escribe el motivo del rechazo",
    reasonTooLong: "El motivo es demasiado largo",
  },
};
