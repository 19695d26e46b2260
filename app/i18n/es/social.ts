/** Social sign-in, linking and unlinking (section 2 screens, section 8 "El enlace del correo ya no es válido"). */
export const social = {
  providers: { google: "Google", microsoft: "Microsoft" },
  meta: {
    redirect: { title: "Entrar con una cuenta externa", description: "Entra en Código Pequeño con tu cuenta de Google o de Microsoft." },
    linkAccount: {
      title: "Vincular una cuenta",
      description: "Vincula tu cuenta de Google o de Microsoft con tu cuenta de Código Pequeño.",
    },
    linked: { title: "Cuenta vinculada", description: "Tu cuenta externa está vinculada." },
    linkError: { title: "Error al vincular la cuenta", description: "No se ha podido vincular la cuenta externa." },
    unlink: { title: "Desvincular una cuenta", description: "Desvincula tu cuenta de Google o de Microsoft." },
    unlinked: { title: "Cuenta desvinculada", description: "Tu cuenta externa ya no está vinculada." },
  },
  buttons: {
    label: "Entrar con una cuenta externa",
    or: "o también",
    google: "Continuar con Google",
    microsoft: "Continuar con Microsoft",
    notice:
      "Al continuar con Google o Microsoft aceptas la <0>política de privacidad</0>. Si aún no tienes cuenta, la crearemos con tu nombre y tu email; para tener una cuenta hay que tener 14 años o más.",
  },
  errors: {
    notConfigured: "El acceso con esta cuenta externa todavía no está disponible en Código Pequeño. Entra con tu email y tu contraseña.",
    unavailable: "No hemos podido conectar con el servicio de tu cuenta externa. Inténtalo de nuevo en unos minutos.",
    flowInvalid: "No hemos podido comprobar el acceso: ha caducado o ya se ha usado. Vuelve a intentarlo desde el principio.",
    cancelled: "Has cancelado el acceso con tu cuenta externa. Puedes volver a intentarlo cuando quieras.",
    emailInUse:
      "Ya existe un usuario con ese email. Entra con tu email y tu contraseña y vincula esta cuenta desde la configuración de tu perfil.",
    emailUnverified: "Tu cuenta externa no nos ha dado un email verificado. Crea tu cuenta con tu email y una contraseña.",
    emailMismatch: "El email de la cuenta que quieres vincular no coincide con el email de tu cuenta de Código Pequeño.",
    subjectTaken: "Esa cuenta externa ya está vinculada a otro usuario de Código Pequeño.",
    alreadyLinked: "Ya tienes vinculada otra cuenta de este servicio. Desvincúlala antes de vincular otra.",
    notLinked: "Esta cuenta no está vinculada a tu cuenta de Código Pequeño.",
    needsPassword: "Para desvincular una cuenta, antes tienes que crear una contraseña: así podrás seguir entrando en Código Pequeño.",
    unlinkLinkInvalid: "El enlace del correo ya no es válido",
  },
  handoff: {
    title: "Te llevamos a {{provider}}",
    text: "Estamos abriendo {{provider}} para que elijas tu cuenta. Si no se abre solo, pulsa el botón.",
    continue: "Ir a {{provider}}",
  },
  redirect: {
    title: "Entrar con {{provider}}",
    intro: "Te llevaremos a {{provider}} para que elijas tu cuenta y después volverás aquí.",
    continue: "Continuar con {{provider}}",
    failedTitle: "No has podido entrar con {{provider}}",
    retry: "Volver a intentarlo",
    login: "Entrar con email y contraseña",
    loginToLink: "Entrar con mi contraseña y vincular la cuenta",
    signup: "Crear una cuenta con email",
  },
  link: {
    title: "Vincular tu cuenta de {{provider}}",
    intro: "Así podrás entrar en Código Pequeño con tu cuenta de {{provider}}. Tiene que usar el mismo email que tu cuenta: {{email}}.",
    submit: "Vincular con {{provider}}",
    already: "Tu cuenta de {{provider}} ya está vinculada.",
    back: "Volver a mi cuenta",
  },
  linked: {
    title: "¡Cuenta vinculada!",
    text: "Tu cuenta de {{provider}} está vinculada. Desde ahora también puedes entrar con ella.",
  },
  linkError: {
    title: "No se ha podido vincular la cuenta",
    retry: "Volver a intentarlo",
  },
  unlink: {
    title: "Desvincular tu cuenta de {{provider}}",
    intro:
      "Te enviaremos un correo a {{email}} con un enlace para confirmar que quieres desvincular tu cuenta de {{provider}}. El enlace sirve una sola vez y caduca en una hora.",
    submit: "Enviar el correo de confirmación",
    createPassword: "Crear una contraseña",
    sentTitle: "Revisa tu correo",
    sent: "Te hemos enviado un correo a {{email}}. Abre el enlace que contiene para confirmar la desvinculación. Caduca en una hora.",
    resend: "Reenviar el correo",
    resent: "Te lo hemos enviado de nuevo.",
  },
  unlinked: {
    title: "Cuenta desvinculada",
    text: "Tu cuenta de {{provider}} ya no está vinculada. Puedes seguir entrando con tu email y tu contraseña.",
    expiredText:
      "Puede que haya caducado (dura una hora), que ya se haya usado o que sea de otra cuenta. Puedes pedir otro desde tu cuenta.",
    newLink: "Pedir otro enlace",
  },
  accounts: {
    title: "Cuentas vinculadas",
    intro: "Vincula tu cuenta de Google o de Microsoft para entrar también con ella.",
    linkedWith: "Vinculada con {{email}}",
    linked: "Vinculada",
    notLinked: "Sin vincular",
    notConfigured: "No disponible por ahora",
    link: "Vincular {{provider}}",
    unlink: "Desvincular {{provider}}",
    loadFailed: "No hemos podido cargar tus cuentas vinculadas. Vuelve a cargar la página.",
  },
  back: "Volver a mi cuenta",
};
