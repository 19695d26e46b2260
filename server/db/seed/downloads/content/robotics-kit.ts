import { PUPILS_PER_DEVICE } from "../../../../../common/constants.ts";
import type { PdfDoc } from "../pdf.ts";

/** The robotics kit guide (AI and robotics page). */
export const roboticsKitGuide: PdfDoc = {
  kicker: "Guía del docente · IA y robótica",
  title: "Guía del kit de robótica",
  subtitle: "Qué trae la caja, cómo preparar las sesiones y cómo resolver los problemas más habituales.",
  subject: "Uso del kit de robótica del programa en el aula de primaria",
  sections: [
    {
      heading: "1. Qué trae el kit",
      blocks: [
        {
          p: `Cada caja está pensada para un grupo de hasta ${PUPILS_PER_DEVICE} alumnos. Antes de la primera sesión, comprobad con el inventario que no falta nada y guardad la hoja dentro de la tapa.`,
        },
        {
          table: {
            head: ["Pieza", "Cantidad", "Para qué sirve"],
            widths: [3, 1, 5],
            rows: [
              [
                "Placa controladora (uno, zumjunior o zumcore)",
                "1",
                "El «cerebro» del robot: recibe el programa por USB y controla el resto de piezas.",
              ],
              ["Cable USB", "1", "Conecta la placa al ordenador para cargar el programa y darle corriente."],
              ["Portapilas con interruptor (4 × AA)", "1", "Da energía al robot cuando ya no está conectado al ordenador."],
              ["Servomotores de rotación continua", "2", "Mueven las ruedas del robot."],
              ["Miniservo de 180°", "1", "Mueve brazos, barreras o pinzas a un ángulo concreto."],
              ["Sensor de infrarrojos (siguelíneas)", "2", "Distingue el blanco del negro para seguir una línea."],
              ["Sensor de ultrasonidos", "1", "Mide la distancia a un obstáculo."],
              ["LED de colores, zumbador y pulsadores", "3 + 1 + 2", "Salidas y entradas sencillas para los primeros retos."],
              ["Chasis, ruedas y tornillería", "1 juego", "La estructura del robot móvil."],
            ],
          },
        },
      ],
    },
    {
      heading: "2. Antes de la primera sesión",
      blocks: [
        {
          ol: [
            "Instalad en los ordenadores el programa de bloques y, si vuestra placa lo necesita, su controlador USB (en la ayuda de «Subir programa a la placa» del área de docentes tenéis el enlace de cada placa).",
            "Conectad una placa y cargad el programa de prueba «parpadeo»: si el LED de la placa parpadea, el ordenador y el cable funcionan.",
            "Poned pilas nuevas o cargadas en todos los portapilas y dejad los interruptores en posición de apagado.",
            "Numerad las cajas y los ordenadores: cada grupo usará siempre la misma caja, así es más fácil localizar una pieza que falta.",
            "Preparad una mesa de «taller» con pilas de repuesto, cinta adhesiva, rotuladores y un destornillador pequeño.",
          ],
        },
        {
          note: "Si los ordenadores del centro tienen los permisos limitados, pedid al responsable TIC que instale el controlador con antelación: sin él, la placa no aparece en la lista de puertos.",
        },
      ],
    },
    {
      heading: "3. Organización del aula",
      blocks: [
        {
          p: `Trabajad en grupos de ${PUPILS_PER_DEVICE} como máximo por ordenador y kit, con roles que rotan en cada reto: la persona piloto programa, la copiloto lee el reto y revisa las conexiones, y la reportera anota lo que prueban y lo cuenta al resto de la clase.`,
        },
        {
          ul: [
            "Al empezar: cada grupo recoge su caja, comprueba el inventario y reparte los roles.",
            "Durante el reto: primero se conecta con el robot apagado; se enciende solo cuando la copiloto ha revisado el montaje.",
            "Al terminar: se desmonta lo que no vaya a usarse en la siguiente sesión, se apagan los interruptores y se vuelve a contar.",
          ],
        },
      ],
    },
    {
      heading: "4. Primeros retos paso a paso",
      blocks: [
        {
          p: "Reto 1 · El semáforo. Conectad tres LED (rojo, amarillo y verde) y programad la secuencia de un semáforo con esperas de distinta duración. Ampliación: añadid un pulsador de peatones que ponga el semáforo en rojo.",
        },
        {
          p: "Reto 2 · La alarma. Con el sensor de ultrasonidos, haced que el zumbador suene cuando algo se acerque a menos de 20 centímetros. Preguntad: ¿dónde usaríais una alarma así en el colegio?",
        },
        {
          p: "Reto 3 · El robot que sigue la línea. Montad el chasis con los dos servos y los dos sensores de infrarrojos. Dibujad un circuito con cinta aislante negra sobre papel blanco y programad: si el sensor izquierdo ve negro, girar a la izquierda; si lo ve el derecho, girar a la derecha; si ninguno, avanzar.",
        },
        {
          note: "Deja que prueben y se equivoquen antes de dar la solución: la pregunta «¿qué crees que está leyendo el sensor ahora?» suele bastar para que el grupo encuentre el fallo.",
        },
      ],
    },
    {
      heading: "5. Problemas frecuentes",
      blocks: [
        {
          table: {
            head: ["Lo que pasa", "Causa probable", "Qué hacer"],
            widths: [3, 3, 4],
            rows: [
              [
                "La placa no aparece en el ordenador",
                "Falta el controlador USB o el cable solo carga",
                "Instalad el controlador de la placa y probad con otro cable.",
              ],
              [
                "El programa se carga pero el robot no se mueve",
                "Portapilas apagado o pilas gastadas",
                "Encended el interruptor y cambiad las pilas.",
              ],
              [
                "Las ruedas giran en sentidos contrarios",
                "Los servos están montados en espejo",
                "Invertid el sentido de uno de los dos servos en el programa.",
              ],
              [
                "El siguelíneas se sale en las curvas",
                "Velocidad demasiado alta o sensores muy altos",
                "Bajad la velocidad y acercad los sensores al suelo (unos 5 mm).",
              ],
              [
                "El sensor de distancia da valores raros",
                "Superficie blanda o muy inclinada",
                "Probad con un obstáculo plano y duro, como una caja.",
              ],
            ],
          },
        },
      ],
    },
    {
      heading: "6. Cuidado y almacenamiento",
      blocks: [
        {
          ul: [
            "Guardad las cajas en horizontal y lejos de fuentes de calor.",
            "Si el kit va a estar más de dos semanas sin usarse, sacad las pilas de los portapilas.",
            "No tiréis de los cables para desconectarlos: sujetad siempre el conector.",
            "Comunicad las piezas rotas o perdidas a la coordinación del programa del centro para reponerlas antes del siguiente trimestre.",
          ],
        },
      ],
    },
  ],
};
