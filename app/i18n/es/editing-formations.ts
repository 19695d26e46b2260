/** The formations' editor (issue 18): the foundation's staff write formations for teachers. */
export const formationsEditing = {
  title: "Editor de formaciones",
  lead: "Escribe las formaciones para docentes en español y en inglés, dales su código de acceso y publícalas cuando estén listas.",
  create: "Nueva formación",
  editTitle: "Editar formación",
  newTitle: "Nueva formación",
  back: "Volver a las formaciones",
  created: "Formación creada.",
  count_one: "{{count}} formación",
  count_other: "{{count}} formaciones",
  empty: "Todavía no hay formaciones.",
  columns: { title: "Título", code: "Código", state: "Estado", translation: "Inglés" },
  intro: "Presentación",
  accessCode: "Código de acceso",
  accessCodeHint:
    "Diez letras y números en dos grupos, como ABCDE-23456, sin 0, O, 1 ni I. Déjalo vacío en una formación nueva y se creará uno al azar. Si lo cambias, el código anterior deja de abrirla.",
  state: {
    legend: "Publicación",
    draft: "Sin publicar",
    published: "Publicada",
    draftHint: "Quien escriba su código verá que no está disponible; el equipo puede verla en la vista previa.",
    publishedHint: "Los docentes con licencia la abren con su código.",
  },
  preview: "Vista previa en {{language}}",
  keptHint: "Las sesiones, el material y las descargas de la formación se mantienen como están.",
  errors: {
    accessCode: "El código tiene que tener diez letras y números en dos grupos, como ABCDE-23456, sin 0, O, 1 ni I.",
    accessCodeTaken: "Ya hay otra formación con este código.",
  },
};
