/** Comments and their moderation (the contribution model of section 4). */
export const comments = {
  errors: {
    empty: "El comentario no puede estar vacío.",
    tooLong: "El comentario es demasiado largo (máximo {{max}} caracteres).",
    moderated: "No se puede eliminar porque acaba de ser moderado.",
    deleted: "No se puede completar porque su autor ya lo ha eliminado.",
  },
};
