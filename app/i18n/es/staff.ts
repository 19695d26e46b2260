/** The staff's screens in one list (the account menu's way in; until the back office gathers them). */
export const staff = {
  menu: "Gestión",
  title: "Gestión",
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
};
