/**
 * The header's notifications panel (section 3). Its texts travel with the panel's own code, loaded when the
 * panel first opens (components/notifications/NotificationsPanel.tsx), not with every page's data; the
 * button's two texts are the shell's (layout.notifications).
 */
export const notifications = {
  title: "Notificaciones",
  listLabel: "Tus notificaciones",
  markAll: "Marcar todas como leídas",
  delete: "Borrar",
  deleteLabel: "Borrar la notificación: {{text}}",
  unread: "Sin leer",
  empty: "No tienes notificaciones.",
  loading: "Cargando las notificaciones…",
  failed: "No se han podido cargar las notificaciones. Inténtalo de nuevo más tarde.",
  full: "No caben más notificaciones en el panel, borra algunas para hacer sitio",
  deleted: "Notificación borrada.",
  allRead: "Todas las notificaciones están leídas.",
  text: {
    published: {
      post: "Se ha publicado tu tema «{{title}}»",
      news: "Se ha publicado tu anuncio «{{title}}»",
      comment: "Se ha publicado tu comentario «{{title}}»",
      answer: "Se ha publicado tu respuesta en «{{title}}»",
      result: "Se ha publicado tu resultado «{{title}}»",
    },
    rejected: {
      post: "Se ha rechazado tu tema «{{title}}»",
      news: "Se ha rechazado tu anuncio «{{title}}»",
      comment: "Se ha rechazado tu comentario «{{title}}»",
      answer: "Se ha rechazado tu respuesta en «{{title}}»",
      result: "Se ha rechazado tu resultado «{{title}}»",
    },
    answered: "Hay una respuesta nueva en «{{title}}»",
    commented: "Hay un comentario nuevo en «{{title}}»",
    bulletinPublished: "Nuevo anuncio en el tablón: «{{title}}»",
  },
};
