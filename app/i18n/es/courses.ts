/** Texts of the teachers' courses: the content blocks of a unit (app/components/courses). */
export const courses = {
  blocks: {
    required: "Obligatoria",
    choose: "Elige…",
    check: "Comprobar",
    tryAgain: "Intentar de nuevo",
    right: "¡Correcto! Has acertado.",
    wrong: "No es correcto. Revisa las marcas y la respuesta correcta, y vuelve a intentarlo.",
    markRight: "Correcto",
    markWrong: "Incorrecto",
    solution: "Respuesta correcta",
    explanation: "Explicación",
    incomplete: {
      test: "Elige una opción antes de comprobar.",
      selection: "Elige al menos una opción antes de comprobar.",
      connect: "Une cada elemento con su pareja antes de comprobar.",
      dragable: "Coloca cada elemento en su grupo antes de comprobar.",
    },
    test: {
      solution: "La respuesta correcta es: {{option}}",
    },
    selection: {
      hint: "Puedes elegir varias opciones.",
      chosenRight: "Bien elegida",
      chosenWrong: "No era correcta",
      missed: "También era correcta",
      solution: "Las opciones correctas son:",
    },
    connect: {
      hint: "Elige la pareja de cada elemento en su lista, o toca un elemento y después su pareja.",
      pairFor: "Pareja de «{{item}}»",
      partners: "Parejas posibles",
      picked: "Has elegido «{{item}}». Ahora toca su pareja.",
      paired: "«{{left}}» unido con «{{right}}».",
      solution: "Las parejas correctas son:",
    },
    dragable: {
      hint: "Arrastra cada elemento a su grupo, o elige el grupo en su lista.",
      placeFor: "Grupo de «{{item}}»",
      empty: "Todavía vacío",
      moved: "«{{item}}» colocado en «{{target}}».",
      solution: "Cada elemento va en:",
    },
    video: {
      play: "Reproducir vídeo: {{title}} ({{minutes}} min)",
      frame: "Vídeo: {{title}}",
      privacy: "El vídeo se carga desde {{host}} solo cuando lo reproduces.",
      transcript: "Transcripción del vídeo",
    },
    steps: {
      progress: "Paso {{current}} de {{total}}",
      previous: "Anterior",
      next: "Siguiente",
    },
    flashcard: {
      hint: "Pulsa una tarjeta para darle la vuelta.",
      card: "Tarjeta {{number}}",
      front: "Anverso",
      back: "Reverso",
      shown: "Tarjeta {{number}}, {{side}}: {{text}}",
    },
    infographic: {
      point: "Punto {{number}}: {{label}}",
      points: "Puntos de la infografía",
      close: "Cerrar",
    },
  },
};
