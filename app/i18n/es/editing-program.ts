/** The programmes' pages editor (issue 18): the foundation's staff write each programme's public page. */
export const programEditing = {
  title: "Páginas de los programas",
  lead: "Escribe la página pública de cada programa en español y en inglés y decide si se publica. Los programas se crean con las licencias: aquí solo se edita su página.",
  editTitle: "Editar la página del programa",
  back: "Volver a los programas",
  count_one: "{{count}} programa",
  count_other: "{{count}} programas",
  empty: "Todavía no hay programas.",
  columns: { name: "Programa", code: "Código", position: "Orden", state: "Página", translation: "Inglés" },
  code: "Código de licencia: {{code}}",
  translated: "Traducida",
  untranslated: "Sin traducir",
  labels: { name: "Nombre" },
  slugHint:
    "Letras minúsculas y números, con guiones entre palabras; es obligatoria para publicar la página. Si la cambias, la dirección anterior seguirá llevando aquí.",
  textsHint: "El resumen y el texto en español son obligatorios para publicar la página.",
  positionHint: "Los programas se muestran de menor a mayor número.",
  image: "Imagen de la página (opcional)",
  state: {
    legend: "Página pública",
    draft: "Borrador",
    published: "Publicada",
    draftHint: "El programa no tiene página pública; solo la ve el equipo en la vista previa.",
    publishedHint: "Todo el mundo ve la página del programa desde ahora.",
  },
  previewBanner: "Vista previa: así verá el público la página.",
  previewState: {
    draft: "Es un borrador: el público todavía no ve esta página.",
    published: "Está publicada.",
  },
};
