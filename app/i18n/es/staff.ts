/** The back office's navigation (/cms): the staff's screens in one list, the account menu's way in. */
export const staff = {
  menu: "Gestión",
  title: "Gestión (CMS)",
  lead: "Las pantallas del equipo de la fundación que tu cuenta puede abrir.",
  content: "Seguimiento y participación",
  reports: "Informes de seguimiento",
  surveys: "Encuestas de las actividades abiertas",
  teacherChallenge: "Candidaturas al superreto docente",
  europeChallenge: "Participaciones en el superreto europeo",
  analytics: "Analítica de visitas",
  roles: "Licencias y moderación",
  licences: "Generar licencias",
  licenceRequests: "Solicitudes de licencias",
  moderation: "Moderación",
  peopleSection: "Personas y registro de cambios",
  people: "Personas y roles",
  audit: "Registro de cambios",
};
