/**
 * The open-activity teacher survey (sections 3, 5 and 9): the invitation on an open activity's page, the survey
 * form and the staff's counts.
 */
export const surveys = {
  invite: {
    question: "¿Has usado esta actividad con niñas y niños?",
    link: "Cuéntanoslo",
  },
  form: {
    title: "Encuesta sobre la actividad",
    lead: "Si has usado «{{title}}» con niñas y niños, cuéntanos cómo fue. Son cuatro preguntas y nos ayudan a mejorar las actividades.",
    back: "Volver a la actividad",
    required: "Las preguntas marcadas como obligatorias necesitan respuesta.",
    childAges: "¿Qué edades tenían?",
    childAgesHint: "Marca todas las que correspondan.",
    ages: { sixToEight: "6-8 años", nineToTwelve: "9-12 años", twelvePlus: "+12 años", other: "Otras edades" },
    classSize: "¿Con cuántos niños y niñas en total?",
    sizes: { "25-50": "De 25 a 50", "50-100": "De 50 a 100", "100+": "Más de 100" },
    usedWithChildren: "¿La usaste con niñas y niños?",
    wouldRecommend: "¿La recomendarías?",
    yes: "Sí",
    no: "No",
    optional: "(opcional)",
    submit: "Enviar respuestas",
    update: "Actualizar respuestas",
    sending: "Enviando…",
    saved: "¡Gracias! Hemos guardado tus respuestas. Puedes cambiarlas cuando quieras.",
    answered: "Ya respondiste esta encuesta el {{date}}. Si cambias algo, guardaremos tus nuevas respuestas.",
  },
  errors: {
    childAgesRequired: "Marca al menos una edad",
    childAgeUnknown: "Elige las edades de la lista",
    classSizeUnknown: "Elige una de las opciones",
    usedWithChildrenRequired: "Responde sí o no",
    wouldRecommendUnknown: "Responde sí o no",
  },
  staff: {
    title: "Encuestas de las actividades abiertas",
    lead: "Cuántas personas han respondido la encuesta de cada actividad abierta y qué han contestado, de la actividad respondida más recientemente a la más antigua.",
    empty: "Todavía nadie ha respondido ninguna encuesta.",
    count_one: "{{count}} actividad con respuestas",
    count_other: "{{count}} actividades con respuestas",
    caption: "Respuestas por actividad y por opción",
    scrollLabel: "Tabla de respuestas (se desplaza en horizontal)",
    activity: "Actividad",
    answers: "Respuestas",
    last: "Última respuesta",
    childAges: "Edades",
    classSizes: "Número de niñas y niños",
    usedWithChildren: "La usaron con niñas y niños",
    wouldRecommend: "La recomendarían",
  },
};
