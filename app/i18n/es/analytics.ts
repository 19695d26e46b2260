/**
 * First-party analytics (sections 4, 6, 7 and 9; decision 035): the API's refusals of an event and the staff's
 * dashboard.
 */
export const analytics = {
  errors: {
    batch: "Envía entre 1 y 20 eventos cada vez",
    kind: "Tipo de evento desconocido",
    sessionId: "El identificador de sesión no es válido",
    route: "La pantalla no corresponde a la dirección",
    path: "La dirección no es de ninguna pantalla",
    seconds: "Los segundos de presencia deben ser 1, 10, 30 o 50, y solo en los eventos de presencia",
  },
  staff: {
    title: "Analítica",
    lead: "Lo que miden los navegadores de quienes aceptaron las cookies de marketing, sin cuentas ni direcciones: semana a semana (de lunes a domingo, hora de Madrid) y por tipo de usuario, premium (con datos de licencia) o abierto.",
    period: "Del {{from}} al {{to}}.",
    weeksTitle: "Por semana",
    weeksCaption: "Sesiones, visitas, páginas vistas y permanencia por semana y tipo de usuario",
    week: "Semana",
    weekOf: "Semana del {{date}}",
    label: "Usuario",
    labels: { premium: "Premium", open: "Abierto" },
    sessions: "Sesiones",
    visits: "Visitas",
    pageViews: "Páginas vistas",
    presence: "Permanencia",
    presenceAt: "{{seconds}} s",
    presenceHint:
      "Permanencia: páginas en las que se estuvo al menos 1, 10, 30 o 50 segundos con la pestaña visible. Una visita es la primera vez que se abre una pantalla en una sesión.",
    pagesTitle: "Páginas más vistas",
    pagesCaption: "Las páginas más vistas del periodo, por tipo de usuario",
    page: "Página",
    screen: "Pantalla",
    total: "Total",
    noPages: "Ninguna página vista en este periodo.",
    scrollLabel: "Tabla por semana (se desplaza en horizontal)",
  },
};
