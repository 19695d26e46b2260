/** Why an uploaded file is refused (section 5, gallery: the specification gives the English texts). */
export const files = {
  tooLarge: "El archivo pesa más de 10Mb",
  formatInvalid: "El formato del archivo no es válido",
};
