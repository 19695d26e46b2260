/**
 * The error page shown when even the root data is missing (ErrorPage's bare error and its title, in both
 * languages): the only error texts in the browser's code, the others come with the page's texts.
 */
export const bareErrors = {
  notFound: "¡Vaya! La página a la que intentas acceder no existe.",
  badRequest: "¡Vaya! Los datos enviados no son válidos. Revísalos e inténtalo de nuevo.",
  serverError: "¡Vaya! Parece que se ha producido un error, vuelve a cargar la página.",
  reload: "Volver a cargar",
  goHome: "Volver al inicio",
};

/** Error pages and messages of section 8 (the 403/404/500 texts are the specification's). */
export const errors = {
  ...bareErrors,
  forbidden: "Lo sentimos, no tienes permiso para continuar.",
  forbiddenLicence:
    "Esta sección es para docentes de centros inscritos con una licencia profesional. Si tienes un código de licencia, añádelo a tu cuenta.",
  addLicence: "Añadir una licencia",
  languageUnavailable: "Contenido no disponible en el idioma seleccionado",
  languageUnavailableAction: "Ver en español",
  screenTooSmall: "Se necesita un dispositivo más grande",
  loginFailed: "El email o la contraseña no son correctos",
  tooManyAttempts: "Demasiados intentos fallidos. Espera un minuto antes de volver a intentarlo.",
  tooManySignups: "Se han creado demasiadas cuentas desde esta conexión. Inténtalo de nuevo dentro de una hora.",
  validation: "Revisa los campos marcados.",
  oneLine: "Escribe este campo en una sola línea, sin saltos de línea ni caracteres invisibles.",
  invalidRequest: "La petición no es válida.",
  /** A post's form key (common/idempotency.ts) that is not the one its form was given: only by hand. */
  idempotencyKey: "El formulario ha caducado. Vuelve a cargar la página y envíalo de nuevo.",
  saveFailed: "Se ha producido un error al guardar, inténtalo de nuevo.",
  updateFailed: "Error al actualizar los datos",
  code: "Error {{code}}",
};
