import { PUPILS_PER_DEVICE } from "../../../../../common/constants.ts";
import type { PdfBlock, PdfDoc, PdfSection } from "../pdf.ts";

/** The teacher sheets of the PC itineraries (PC itineraries page). */
type Sheet = {
  title: string;
  ages: string;
  sessions: string;
  goals: string[];
  prepare: string[];
  steps: string[];
  close: string;
};

const SHEETS: Sheet[] = [
  {
    title: "Ficha 1 · Primeros pasos con el ratón y el teclado",
    ages: "6-8 años",
    sessions: "2 sesiones de 45 minutos",
    goals: [
      "Manejar el ratón con precisión: señalar, hacer clic, arrastrar y soltar.",
      "Reconocer las teclas básicas: letras, espacio, borrar e intro.",
    ],
    prepare: ["Juegos de arrastrar y soltar abiertos en cada ordenador.", "Tarjetas con palabras cortas para teclear."],
    steps: [
      "Juego desenchufado: «el ratón humano». Una persona da órdenes (arriba, clic) y otra las ejecuta sobre un dibujo en la pizarra.",
      "Por parejas o tríos, completan un puzle arrastrando las piezas. Cada dos minutos cambia quien maneja el ratón.",
      "Escriben su nombre y una palabra de la tarjeta en un editor de textos; borran y corrigen.",
    ],
    close: "¿Qué os ha resultado más difícil, el clic doble o arrastrar? Enseñad a un compañero vuestro truco.",
  },
  {
    title: "Ficha 2 · Historias animadas con bloques",
    ages: "6-8 y 9-12 años",
    sessions: "3 sesiones de 50 minutos",
    goals: [
      "Ordenar instrucciones en secuencia para contar una historia.",
      "Usar eventos (al hacer clic, al recibir un mensaje) y esperas.",
    ],
    prepare: ["Entorno de programación por bloques instalado o en el navegador.", "Guion en papel de tres viñetas por grupo."],
    steps: [
      "Cada grupo dibuja un guion de tres viñetas: inicio, problema y final.",
      "Eligen dos personajes y un fondo; programan un diálogo con bloques de «decir» y «esperar».",
      "Añaden un cambio de escena con un mensaje y un movimiento de un personaje.",
      "Muestran la historia a otro grupo, que les da una idea de mejora.",
    ],
    close: "Comparad el guion en papel con la historia programada: ¿qué cambió al programarla y por qué?",
  },
  {
    title: "Ficha 3 · Mi primer videojuego",
    ages: "9-12 años",
    sessions: "4 sesiones de 50 minutos",
    goals: ["Usar variables (puntos, vidas) y condicionales.", "Probar un juego, encontrar errores y corregirlos."],
    prepare: ["Proyecto base con un personaje y un objeto que cae.", "Hoja de pruebas para anotar errores."],
    steps: [
      "Mueven al personaje con las flechas del teclado.",
      "Hacen que el objeto caiga desde una posición al azar y vuelva a empezar al tocar el suelo.",
      "Crean la variable «puntos» y la suman cuando el personaje atrapa el objeto.",
      "Añaden «vidas» y una pantalla de fin de partida.",
      "Intercambian juegos con otro grupo y anotan tres errores o mejoras en la hoja de pruebas.",
    ],
    close: "¿Qué error os costó más encontrar? Explicad cómo lo descubristeis.",
  },
  {
    title: "Ficha 4 · Diseño 3D: un objeto para el aula",
    ages: "9-12 años",
    sessions: "3 sesiones de 50 minutos",
    goals: ["Combinar formas básicas para crear un objeto útil.", "Medir y trabajar a escala."],
    prepare: ["Programa de modelado 3D por formas básicas (sin cuenta de alumnado).", "Reglas y el objeto real que se va a rediseñar."],
    steps: [
      "Detectan un problema del aula: un lapicero que se cae, cables enredados, perchas que faltan.",
      "Dibujan una solución en papel con medidas reales.",
      "La modelan combinando y restando formas básicas.",
      "Presentan el diseño y, si el centro tiene impresora 3D, eligen uno para imprimir.",
    ],
    close: "¿Qué medida tuvisteis que corregir al pasar del papel al ordenador?",
  },
  {
    title: "Ficha 5 · Ciudadanía digital: mi huella en la red",
    ages: "6-8 y 9-12 años",
    sessions: "2 sesiones de 45 minutos",
    goals: ["Distinguir información personal y pública.", "Saber qué hacer y a quién acudir cuando algo en internet nos incomoda."],
    prepare: ["El tablero imprimible «La oca de la seguridad digital».", "Un dado y fichas por grupo."],
    steps: [
      "Lluvia de ideas: ¿qué dejamos en internet cuando publicamos, buscamos o jugamos?",
      "Juegan al tablero en grupos; en cada casilla de reto leen la situación y deciden qué harían.",
      "Puesta en común de las situaciones más difíciles.",
      "Cada grupo escribe tres normas para la clase y las cuelga junto a los ordenadores.",
    ],
    close: "Si algo en internet te hace sentir mal, ¿a qué persona adulta se lo contarías?",
  },
];

function sheetSection(sheet: Sheet): PdfSection {
  const blocks: PdfBlock[] = [
    {
      table: {
        head: ["Edad", "Duración", "Agrupamiento"],
        widths: [1, 1, 1],
        rows: [[sheet.ages, sheet.sessions, `Hasta ${PUPILS_PER_DEVICE} por ordenador`]],
      },
    },
    { p: "Objetivos:" },
    { ul: sheet.goals },
    { p: "Qué preparar:" },
    { ul: sheet.prepare },
    { p: "Desarrollo:" },
    { ol: sheet.steps },
    { note: `Cierre: ${sheet.close}` },
  ];
  return { heading: sheet.title, blocks };
}

export const pcTeacherSheets: PdfDoc = {
  kicker: "Fichas del docente · Itinerarios con ordenador",
  title: "Fichas del docente de los itinerarios con ordenador",
  subtitle: "Cinco fichas listas para el aula: objetivos, preparación, desarrollo y cierre de cada propuesta.",
  subject: "Fichas de sesión de los itinerarios del programa con ordenador",
  sections: [
    {
      heading: "Cómo usar estas fichas",
      blocks: [
        {
          p: "Cada ficha resume una propuesta de los itinerarios con ordenador. Las sesiones siguen cinco momentos: despertar, explorar, crear, compartir y reflexionar. Adapta los tiempos a tu grupo: es mejor terminar un reto con calma que correr para completar la ficha.",
        },
        {
          p: `Los ordenadores se comparten en grupos de ${PUPILS_PER_DEVICE} como máximo, con los roles de piloto, copiloto y reportero, que cambian cada diez minutos aproximadamente.`,
        },
      ],
    },
    ...SHEETS.map(sheetSection),
  ],
};
