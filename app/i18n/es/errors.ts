/** Error pages and messages of section 8 (the 403/404/500 texts are the specification's). */
export const errors = {
  forbidden: "Lo sentimos, no tienes permiso para continuar.",
  forbiddenLicence: "Esta sección es para docentes de centros inscritos con una licencia profesional. Si tienes un código de licencia, añádelo a tu cuenta.",
  addLicence: "Añadir una licencia",
  notFound: "¡Vaya! La página a la que intentas acceder no existe.",
  serverError: "¡Vaya! Parece que se ha producido un error, vuelve a cargar la página.",
  languageUnavailable: "Contenido no disponible en el idioma seleccionado",
  languageUnavailableAction: "Ver en español",
  screenTooSmall: "Se necesita un dispositivo más grande",
  goHome: "Volver al inicio",
  reload: "Volver a cargar",
  loginFailed: "El email o la contraseña no son correctos",
  tooManyAttempts: "Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.",
  validation: "Revisa los campos marcados.",
  saveFailed: "Se ha producido un error al guardar, inténtalo de nuevo.",
  updateFailed: "Error al actualizar los datos",
  code: "Error {{code}}",
};
