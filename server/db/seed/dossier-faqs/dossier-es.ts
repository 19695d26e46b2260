import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  COMPETENCES,
  PUPILS_PER_DEVICE,
  REFERENCE_PUPIL_HOURS,
  REFERENCE_TRAINING_HOURS,
} from "../../../../common/constants.ts";
import { EMAIL_LINK } from "../../../../common/contact.ts";
import type { DocSection } from "../../../../common/content-texts.ts";

/**
 * The teacher dossier's sections (section 2: dossier with index), in Spanish: seeded into dossier_sections, which staff
 * edit; the page's title and intro are the app's (app/i18n/content/es/dossier.ts).
 */
export const dossier: { sections: DocSection[] } = {
  sections: [
    {
      id: "programa",
      heading: "1. El programa",
      blocks: [
        {
          p: `Código Pequeño enseña competencias digitales a niñas y niños de ${CHILD_AGE_MIN} a ${CHILD_AGE_MAX} años a través del juego y la experimentación. En el aula, el programa ofrece itinerarios de actividades por edad, materiales listos para usar, formación para el profesorado y una evaluación que ayuda a ver el progreso de cada grupo.`,
        },
      ],
      subsections: [
        {
          id: "programa-que-es",
          heading: "Qué es y a quién se dirige",
          blocks: [
            {
              p: "El programa se dirige a centros educativos y entidades sociales inscritos. Cada docente accede con una **licencia profesional** que se añade en su cuenta; la licencia da acceso a los programas contratados por su centro (por ejemplo, primaria, robótica o itinerarios con ordenador).",
            },
            {
              p: "No hace falta saber programar para empezar: las sesiones están guiadas paso a paso y el papel del docente es acompañar, preguntar y ayudar a que el grupo llegue a sus propias soluciones.",
            },
          ],
        },
        {
          id: "programa-competencias",
          heading: `Las ${COMPETENCES} competencias digitales`,
          blocks: [
            {
              p: `Las actividades trabajan ${COMPETENCES} competencias agrupadas en cinco áreas, siguiendo el marco europeo de competencia digital:`,
            },
            {
              dl: [
                { term: "Información", desc: "Buscar, filtrar y valorar información; organizar y guardar datos (3 competencias)." },
                {
                  term: "Comunicación y colaboración",
                  desc: "Comunicarse, compartir, colaborar, participar como ciudadanía digital, cuidar las formas y la identidad digital (6 competencias).",
                },
                {
                  term: "Creación de contenidos",
                  desc: "Crear y reelaborar contenidos, respetar la autoría y las licencias, y programar (4 competencias).",
                },
                {
                  term: "Seguridad",
                  desc: "Proteger los dispositivos, los datos personales, la salud y el bienestar, y el medio ambiente (4 competencias).",
                },
                {
                  term: "Resolución de problemas",
                  desc: "Resolver problemas técnicos, elegir la herramienta adecuada, usar la tecnología de forma creativa y detectar lo que aún falta por aprender (4 competencias).",
                },
              ],
            },
          ],
        },
        {
          id: "programa-area",
          heading: "Qué encontrarás en el área de docentes",
          blocks: [
            {
              ul: [
                "**Mi panel**: tu centro, tus programas y accesos directos a todo lo demás.",
                "**Itinerarios**: las secuencias de actividades por tramo de edad, con sus materiales.",
                "**Este dossier** y las [preguntas frecuentes](route:faqs).",
                "**Descargas**: guías, plantillas e imprimibles de [IA y robótica](route:formation-downloads-ai-robotics), [itinerarios con ordenador](route:formation-downloads-pc-itineraries) y [realidad virtual y formación](route:formation-downloads-vr).",
                "**Solicitud de licencias**: para pedir más licencias cuando se incorporan docentes al centro ([solicitar licencias](route:license-form)).",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "metodologia",
      heading: "2. Metodología",
      blocks: [
        {
          p: "En el programa nadie aprende tecnología mirando: se aprende tocando, probando, equivocándose y volviendo a intentarlo. Todas las actividades combinan cuatro maneras de aprender: jugando, experimentando, con retos y con proyectos.",
        },
      ],
      subsections: [
        {
          id: "metodologia-sesion",
          heading: "Los cinco momentos de una sesión",
          blocks: [
            { p: "Una sesión dura entre 45 y 60 minutos y sigue siempre la misma estructura, que el alumnado aprende a reconocer:" },
            {
              ol: [
                "**Despertar** (5-10 min): un juego o una pregunta que conecta con lo que ya saben.",
                "**Explorar** (10 min): manipulan la herramienta o el material libremente, sin instrucciones cerradas.",
                "**Crear** (20-25 min): resuelven el reto del día en pequeños grupos.",
                "**Compartir** (5-10 min): enseñan lo que han hecho y explican cómo lo han conseguido.",
                "**Reflexionar** (5 min): qué han aprendido, qué les ha costado y qué mejorarían.",
              ],
            },
          ],
        },
        {
          id: "metodologia-docente",
          heading: "El papel del docente",
          blocks: [
            {
              p: "El docente plantea el reto, observa y hace preguntas. Antes de dar una solución, prueba con preguntas como «¿qué esperabas que pasara?», «¿qué ha pasado en realidad?» o «¿qué podrías cambiar para comprobarlo?». El error se trata como una pista, no como un fracaso.",
            },
            {
              p: "Cada reto tiene un nivel básico que todo el grupo puede alcanzar y niveles extra para quien termina antes. Así cada niña y cada niño avanza a su ritmo sin que nadie se quede esperando.",
            },
          ],
        },
      ],
    },
    {
      id: "itinerarios",
      heading: "3. Cómo funcionan los itinerarios",
      blocks: [
        {
          p: "Un itinerario es una secuencia ordenada de actividades de un programa para un tramo de edad. Cada actividad se apoya en la anterior, por lo que conviene seguir el orden propuesto, aunque puedes adaptar el ritmo a tu grupo.",
        },
      ],
      subsections: [
        {
          id: "itinerarios-edades",
          heading: "Itinerarios por edad",
          blocks: [
            {
              table: {
                caption: "Tramos de edad de los itinerarios",
                head: ["Tramo", "Qué se trabaja", "Herramientas habituales"],
                rows: [
                  [
                    "4-5 años",
                    "Orientación espacial, secuencias y juego simbólico, siempre sin pantalla o con muy poca.",
                    "Juegos de movimiento, tarjetas, robots de suelo",
                  ],
                  [
                    "6-8 años",
                    "Dar instrucciones, reconocer patrones y crear historias sencillas; primeras normas de seguridad en internet.",
                    "Robots de suelo, programación con pictogramas, tableta",
                  ],
                  [
                    "9-12 años",
                    "Proyectos más largos: videojuegos, robótica con sensores, diseño 3D, inteligencia artificial, privacidad e identidad digital.",
                    "Programación por bloques, kit de robótica, ordenador",
                  ],
                  [
                    "+12 años",
                    "Proyectos con más autonomía y una primera mirada a la programación textual y al internet de las cosas.",
                    "Placas programables, ordenador",
                  ],
                ],
              },
            },
          ],
        },
        {
          id: "itinerarios-materiales",
          heading: "Opciones de material de cada actividad",
          blocks: [
            {
              p: "Cada actividad indica con qué puede hacerse: con el **kit** de robótica, con **materiales** sencillos del aula, con **ordenador** o con **tableta**, y si tiene opciones o variantes. Si tu centro no tiene un recurso, la ficha de la actividad propone una alternativa.",
            },
            {
              p: "Algunos itinerarios aparecen bloqueados: pertenecen a un programa que tu licencia no incluye. La página indica el motivo; si tu centro quiere incorporarlo, puede pedirlo con la [solicitud de licencias](route:license-form).",
            },
          ],
        },
        {
          id: "itinerarios-planificar",
          heading: "Planificar el curso",
          blocks: [
            {
              ul: [
                "Empieza por la evaluación inicial de tu grupo (ver [evaluación](#evaluacion)).",
                "Elige un itinerario de tu tramo y reserva una sesión semanal; un itinerario suele ocupar un trimestre.",
                "Los itinerarios marcados para el primer año son una buena puerta de entrada para los centros que empiezan.",
                "Termina el curso con la evaluación final y comparte en el foro lo que mejor ha funcionado.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "aula",
      heading: "4. Organización del aula",
      blocks: [
        {
          p: `Se trabaja en grupos pequeños, con **${PUPILS_PER_DEVICE} alumnos como máximo por dispositivo**. Así el aula funciona aunque haya pocos equipos, se aprende a colaborar y nadie se queda solo mirando la pantalla.`,
        },
      ],
      subsections: [
        {
          id: "aula-roles",
          heading: "Roles que rotan",
          blocks: [
            {
              dl: [
                { term: "Piloto", desc: "Maneja el ratón, el teclado, la tableta o el robot." },
                { term: "Copiloto", desc: "Lee el reto, propone ideas y revisa cada paso y cada conexión." },
                {
                  term: "Reportero o reportera",
                  desc: "Anota lo que prueban y lo cuenta al resto de la clase en el momento de compartir.",
                },
              ],
            },
            {
              p: "Los roles cambian cada 10 minutos aproximadamente o en cada reto. Una señal acordada (una campana, una canción corta) ayuda a que el cambio sea rápido.",
            },
          ],
        },
        {
          id: "aula-espacio",
          heading: "El espacio y el tiempo",
          blocks: [
            {
              ul: [
                "Coloca las mesas en islas para que cada grupo vea su dispositivo y se oiga sin gritar.",
                "Prepara una mesa de material común (pilas, cinta, rotuladores) para no interrumpir a los grupos.",
                "Deja siempre los últimos minutos para recoger: los dispositivos se apagan y el material se cuenta.",
                "Si compartes ordenadores con otros grupos, usa una cuenta del aula y guarda los proyectos con el código del grupo, nunca con nombres.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "materiales",
      heading: "5. Materiales y kits",
      blocks: [
        { p: "Los materiales del programa están pensados para durar varios cursos y para que un mismo kit lo compartan varios grupos." },
      ],
      subsections: [
        {
          id: "materiales-kit",
          heading: "El kit de robótica",
          blocks: [
            {
              p: "El kit incluye una placa controladora (modelos uno, zumjunior o zumcore), servomotores, sensores, LED, zumbador y el chasis de un robot móvil. Antes de la primera sesión hay que instalar en los ordenadores el controlador USB de la placa; la [guía del kit de robótica](route:formation-downloads-ai-robotics) explica cómo y resuelve los problemas más habituales.",
            },
          ],
        },
        {
          id: "materiales-aula",
          heading: "Materiales del aula y descargas",
          blocks: [
            {
              p: "Muchas actividades solo necesitan papel, cartulina, tijeras, cinta adhesiva y material reciclado. En las páginas de descargas tienes imprimibles (tarjetas de programación, tableros, carteles) y plantillas de hoja de cálculo para registrar los retos y la evaluación.",
            },
            {
              p: "Comunica a la coordinación del programa de tu centro las piezas rotas o perdidas para reponerlas antes del siguiente trimestre.",
            },
          ],
        },
      ],
    },
    {
      id: "evaluacion",
      heading: "6. Evaluación",
      blocks: [
        {
          p: `La evaluación de aula permite conocer el punto de partida y el progreso de cada grupo en las ${COMPETENCES} competencias. Se hace dos veces por curso: una **evaluación inicial** al empezar y una **evaluación final** al terminar.`,
        },
      ],
      subsections: [
        {
          id: "evaluacion-tramos",
          heading: "Tramos 6-8 y 9-12",
          blocks: [
            {
              p: "La evaluación de primaria tiene dos versiones, una para el tramo de 6 a 8 años y otra para el de 9 a 12, con preguntas adaptadas a cada edad (arrastrar, relacionar, verdadero o falso con imágenes o con texto, test). Los tramos de 4-5 y de más de 12 años no se evalúan con esta herramienta.",
            },
          ],
        },
        {
          id: "evaluacion-aventura",
          heading: "La clave de aventura",
          blocks: [
            {
              ol: [
                "Crea el aula en el área de evaluación con su nombre, tramo de edad y número de alumnas y alumnos.",
                "Abre la evaluación inicial: se genera una **clave de aventura** para tu aula.",
                "El alumnado entra con esa clave y completa la aventura sin dar su nombre.",
                "Cierra la evaluación cuando hayan terminado todos; verás los resultados del aula por área (nivel bajo, medio o alto).",
                "Repite el proceso con la evaluación final al terminar el curso.",
              ],
            },
          ],
        },
        {
          id: "evaluacion-seguimiento",
          heading: "Informes de seguimiento",
          blocks: [
            {
              p: "Además de la evaluación del alumnado, el programa pide a los centros un informe de seguimiento con datos agregados (número de alumnos, materias en las que se ha trabajado, valoraciones y sugerencias). Ningún informe incluye datos personales del alumnado.",
            },
          ],
        },
      ],
    },
    {
      id: "centros-referencia",
      heading: "7. Centros de referencia",
      blocks: [
        {
          p: "Los centros que cumplen los criterios del programa se acreditan como **centros de referencia** y reciben una insignia que pueden mostrar en su web.",
        },
      ],
      subsections: [
        {
          id: "centros-criterios",
          heading: "Criterios",
          blocks: [
            {
              ul: [
                `Al menos **${REFERENCE_PUPIL_HOURS} horas de trabajo del alumnado** por curso escolar en las ${COMPETENCES} competencias digitales.`,
                `Al menos **${REFERENCE_TRAINING_HOURS} horas de formación del profesorado** al año.`,
                "Evaluación inicial y final realizada en los grupos participantes.",
                "Informe de seguimiento enviado al final del curso.",
              ],
            },
          ],
        },
        {
          id: "centros-registro",
          heading: "Cómo documentarlo",
          blocks: [
            {
              p: "Lleva un registro de las sesiones de cada grupo y de las horas de formación de cada docente; en la página de [descargas de realidad virtual y formación](route:formation-downloads-vr) tienes una plantilla de registro de horas de formación y un plan anual que las reparte.",
            },
          ],
        },
      ],
    },
    {
      id: "seguridad-familias",
      heading: "8. Seguridad en línea y familias",
      blocks: [{ p: "Trabajamos con menores: la privacidad y el bienestar del alumnado están por delante de cualquier actividad." }],
      subsections: [
        {
          id: "seguridad-datos",
          heading: "Datos e imágenes del alumnado",
          blocks: [
            {
              ul: [
                "Usa códigos de grupo o de alumno en lugar de nombres en proyectos, hojas de registro y evaluaciones.",
                "No publiques imágenes en las que se reconozca al alumnado sin la autorización de las familias; en la galería del programa, comparte resultados (proyectos, montajes) en lugar de caras.",
                "Usa cuentas del centro o del aula en las herramientas externas y desactiva el chat y las funciones sociales.",
              ],
            },
          ],
        },
        {
          id: "seguridad-bienestar",
          heading: "Bienestar digital en cada tema",
          blocks: [
            {
              p: "Cada tema dedica un momento a usar la tecnología con cabeza: cuidar los datos personales, respetar a los demás, descansar de las pantallas y pedir ayuda a una persona adulta cuando algo no gusta. El tablero «La oca de la seguridad digital» de las descargas es un buen punto de partida.",
            },
          ],
        },
        {
          id: "seguridad-familias-casa",
          heading: "Implicar a las familias",
          blocks: [
            {
              p: "Informa a las familias al empezar el curso de qué se va a trabajar y cómo. La web pública del programa tiene actividades para familias que pueden hacer en casa sin conocimientos previos; compartirlas refuerza lo que se aprende en el aula.",
            },
          ],
        },
      ],
    },
    {
      id: "inclusion",
      heading: "9. Inclusión y atención a la diversidad",
      blocks: [{ p: "Las actividades están diseñadas para que todo el grupo pueda participar, cada persona desde sus capacidades." }],
      subsections: [
        {
          id: "inclusion-aula",
          heading: "Adaptar las actividades",
          blocks: [
            {
              ul: [
                "Ofrece varias formas de presentar el reto: oral, con pictogramas, con una demostración.",
                "Ajusta los roles: el rol de copiloto o de reportero permite participar a quien tiene dificultades motrices para manejar el dispositivo.",
                "Usa los niveles del reto: el básico para asegurar el éxito y los extra para ampliar.",
                "Cuida los grupos: mezcla perfiles y vigila que los roles no se repartan siempre igual entre niñas y niños.",
              ],
            },
          ],
        },
        {
          id: "inclusion-recursos",
          heading: "Sin dispositivos suficientes",
          blocks: [
            {
              p: "Si no hay suficientes dispositivos, alterna en la misma sesión un grupo con pantalla y otro con la versión desenchufada de la actividad; después se intercambian.",
            },
          ],
        },
      ],
    },
    {
      id: "ayuda",
      heading: "10. Preguntas frecuentes y ayuda",
      blocks: [
        {
          p: "Las dudas más habituales sobre licencias, itinerarios, materiales, evaluación y formación están respondidas en las [preguntas frecuentes](route:faqs).",
        },
        {
          p: `Para compartir experiencias con otros centros, usa el foro de docentes. Si necesitas ayuda con tu cuenta o tu licencia, escríbenos a ${EMAIL_LINK}.`,
        },
      ],
    },
  ],
};
