/** The emails' texts in Spanish; en.ts follows its keys ({{name}} and {{provider}} are filled in). */
export const mail = {
  greeting: "Hola, {{name}}:",
  greetingAnonymous: "Hola:",
  signature: "El equipo de Código Pequeño",
  ignore: "Si no has sido tú, ignora este mensaje: tu cuenta sigue igual.",
  restorePassword: {
    subject: "Restablece tu contraseña de Código Pequeño",
    intro: "Hemos recibido una petición para restablecer la contraseña de tu cuenta.",
    action: "Elegir una contraseña nueva",
    expiry: "El enlace sirve una sola vez y caduca en una hora.",
  },
  unlinkAccount: {
    subject: "Confirma que quieres desvincular tu cuenta de {{provider}}",
    intro: "Has pedido desvincular tu cuenta de {{provider}} de Código Pequeño.",
    action: "Confirmar la desvinculación",
    expiry: "El enlace sirve una sola vez y caduca en una hora.",
  },
  followUpReport: {
    subject: "Tu informe de seguimiento de Código Pequeño",
    intro:
      "El equipo de la fundación te pide que rellenes el informe de seguimiento del programa con tu grupo. Puedes guardarlo como borrador y terminarlo más tarde; una vez enviado ya no se puede cambiar.",
    action: "Abrir el informe",
    expiry:
      "Tu código de informe es {{code}}. Si el enlace no se abre, entra en Código Pequeño con tu cuenta y escríbelo en la página del informe.",
    ignore: "El informe solo se abre con la cuenta a la que va dirigido este correo.",
  },
  moderation: {
    published: {
      subject: "Tu aportación «{{title}}» ya está publicada",
      intro: "Un moderador ha revisado tu aportación «{{title}}» y ya la pueden ver los demás docentes.",
      action: "Verla",
    },
    rejected: {
      subject: "Tu aportación «{{title}}» no se ha publicado",
      intro: "Un moderador ha revisado tu aportación «{{title}}» y no la ha publicado.",
      reason: "Motivo: {{reason}}",
      action: "Ir a mis aportaciones",
    },
  },
};

/** A catalogue with the Spanish one's keys, every leaf a string. */
export type MailTexts<T = typeof mail> = { [K in keyof T]: T[K] extends string ? string : MailTexts<T[K]> };
