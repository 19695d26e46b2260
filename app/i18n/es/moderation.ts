/** The moderation of contributions (section 4): the desk and the rejection's reason. */
export const moderation = {
  reason: {
    label: "Motivo del rechazo",
    hint: "Se lo enviaremos a su autor por correo.",
  },
  errors: {
    reasonRequired: "Escribe el motivo del rechazo",
    reasonTooLong: "El motivo es demasiado largo",
  },
};
