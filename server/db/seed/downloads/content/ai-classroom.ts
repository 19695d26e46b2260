import { PUPILS_PER_DEVICE } from "../../../../../common/constants.ts";
import type { PdfDoc } from "../pdf.ts";

/** The AI classroom guide (AI and robotics page). */
export const aiClassroomGuide: PdfDoc = {
  kicker: "Guía del docente · IA y robótica",
  title: "La inteligencia artificial en el aula",
  subtitle: "Ideas, actividades y precauciones para trabajar la IA con alumnado de 6 a 12 años.",
  subject: "Cómo introducir la inteligencia artificial en primaria",
  sections: [
    {
      heading: "1. Qué entendemos por IA en primaria",
      blocks: [
        {
          p: "En primaria no buscamos que el alumnado programe una inteligencia artificial, sino que entienda tres ideas: que una máquina puede aprender a partir de ejemplos, que lo que aprende depende de los ejemplos que le damos, y que se equivoca. Con estas tres ideas podrán usar la IA con sentido crítico.",
        },
        {
          ul: [
            "De 6 a 8 años: clasificar, ordenar y reconocer patrones con objetos y juegos desenchufados; descubrir qué aparatos de casa «reconocen» la voz o las caras.",
            "De 9 a 12 años: entrenar un modelo sencillo de clasificación de imágenes o sonidos, comprobar sus aciertos y errores, y hablar de sesgos y privacidad.",
          ],
        },
      ],
    },
    {
      heading: "2. Actividad desenchufada: el clasificador de frutas",
      blocks: [
        {
          ol: [
            "Repartid tarjetas con dibujos de frutas. Un grupo hace de «máquina» y solo puede mirar dos características: color y forma.",
            "El resto de la clase enseña a la máquina con diez ejemplos, diciendo qué fruta es cada tarjeta.",
            "Después, la máquina intenta adivinar frutas nuevas. Anotad aciertos y errores en la pizarra.",
            "Introducid una fruta «trampa» (una manzana verde si solo habéis enseñado manzanas rojas) y comentad por qué falla.",
          ],
        },
        {
          note: "Idea clave para cerrar: la máquina no «sabe» qué es una manzana; ha encontrado un patrón en los ejemplos. Si los ejemplos son pocos o parecidos, el patrón será pobre.",
        },
      ],
    },
    {
      heading: "3. Entrenar un modelo de imágenes (9-12 años)",
      blocks: [
        {
          p: `Usad una herramienta de entrenamiento en el navegador que funcione sin cuenta y sin guardar las imágenes en internet. Trabajad en grupos de ${PUPILS_PER_DEVICE} por ordenador.`,
        },
        {
          ol: [
            "Elegid dos o tres clases muy distintas: por ejemplo, «piedra», «papel» y «tijera» hechas con la mano.",
            "Capturad al menos 30 ejemplos de cada clase, cambiando la posición de la mano, la luz y el fondo.",
            "Entrenad el modelo y probadlo con gestos nuevos. ¿Acierta siempre? ¿Cuándo falla?",
            "Mejorad el modelo añadiendo ejemplos de los casos en que falla y volved a probar.",
            "Programad un pequeño juego de piedra, papel o tijera contra el ordenador usando el modelo.",
          ],
        },
        {
          note: "Capturad manos, objetos o dibujos, nunca caras del alumnado: así no se tratan datos biométricos y nadie queda fuera por no querer salir en cámara.",
        },
      ],
    },
    {
      heading: "4. Hablar de sesgos y de datos",
      blocks: [
        {
          p: "Cuando el modelo falla con un compañero que tiene la piel más oscura, lleva un reloj o es zurdo, tenéis la ocasión perfecta para hablar de sesgos: la máquina solo conoce lo que le hemos enseñado. Preguntas para el debate:",
        },
        {
          ul: [
            "¿Quién eligió los ejemplos? ¿Estaban representadas todas las personas de la clase?",
            "¿Qué pasaría si un sistema así decidiera quién puede entrar en un sitio?",
            "¿Qué datos nuestros usan las aplicaciones que tenemos en casa? ¿Les hemos dado permiso?",
          ],
        },
      ],
    },
    {
      heading: "5. Asistentes y generadores: normas básicas",
      blocks: [
        {
          ul: [
            "Las herramientas de IA generativa tienen edades mínimas de uso; en primaria, si se usan, lo hace la persona docente en la pantalla de la clase.",
            "Nunca se escriben nombres, fotos ni datos del alumnado en un asistente.",
            "Todo lo que genera una IA se comprueba: buscad juntos un error en una respuesta y explicad por qué ocurre.",
            "Lo que crea el alumnado con ayuda de una IA se indica siempre («hecho con ayuda de…»).",
          ],
        },
      ],
    },
    {
      heading: "6. Evaluar lo aprendido",
      blocks: [
        {
          table: {
            head: ["Pregunta de reflexión", "Qué muestra"],
            widths: [5, 4],
            rows: [
              ["¿Cómo aprendió nuestra máquina a reconocer los gestos?", "Entiende el aprendizaje a partir de ejemplos."],
              ["¿Por qué se equivocó con algunos gestos?", "Relaciona los errores con los datos de entrenamiento."],
              ["¿Qué cambiarías para que funcionara con todo el mundo?", "Propone mejoras y piensa en la diversidad."],
              ["¿Dónde has visto IA fuera del colegio?", "Reconoce la IA en su entorno."],
            ],
          },
        },
      ],
    },
  ],
};
