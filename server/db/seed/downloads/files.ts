import type { DownloadPage } from "../../../../common/formation.ts";
import { boardGameSvg } from "./board-game.ts";
import { aiClassroomGuide } from "./content/ai-classroom.ts";
import { formationPlan } from "./content/formation-plan.ts";
import { pcTeacherSheets } from "./content/pc-sheets.ts";
import { roboticsKitGuide } from "./content/robotics-kit.ts";
import { vrSafetyGuide } from "./content/vr-safety.ts";
import { renderPdf } from "./pdf.ts";
import { programmingCardsSvg, vrZoneSignSvg } from "./printables.ts";
import { evaluationTemplateCsv, roboticsLogCsv, trainingHoursCsv } from "./sheets.ts";

/** A formation file: where it is listed, its texts in both languages and how to make its bytes. */
export type DownloadFile = {
  page: DownloadPage;
  fileName: string;
  mimeType: string;
  titleEs: string;
  titleEn: string;
  descriptionEs: string;
  descriptionEn: string;
  make: () => Promise<Uint8Array> | string;
};

const PDF = "application/pdf";
const CSV = "text/csv; charset=utf-8";
const SVG = "image/svg+xml";

/** Every file, in the order its page lists them. Names are unique, lower-case and safe in a URL. */
export const DOWNLOAD_FILES: DownloadFile[] = [
  {
    page: "ai-robotics",
    fileName: "guia-kit-robotica.pdf",
    mimeType: PDF,
    titleEs: "Guía del kit de robótica",
    titleEn: "Robotics kit guide",
    descriptionEs:
      "Qué trae la caja, cómo preparar los ordenadores y las placas, tres primeros retos paso a paso y una tabla de problemas frecuentes.",
    descriptionEn:
      "What the box holds, how to prepare the computers and boards, three first challenges step by step and a troubleshooting table.",
    make: () => renderPdf(roboticsKitGuide),
  },
  {
    page: "ai-robotics",
    fileName: "guia-ia-en-el-aula.pdf",
    mimeType: PDF,
    titleEs: "La inteligencia artificial en el aula",
    titleEn: "Artificial intelligence in the classroom",
    descriptionEs:
      "Actividades desenchufadas y con ordenador para entender cómo aprende una máquina, hablar de sesgos y cuidar la privacidad del alumnado.",
    descriptionEn:
      "Unplugged and computer activities to understand how a machine learns, talk about bias and protect pupils' privacy (in Spanish).",
    make: () => renderPdf(aiClassroomGuide),
  },
  {
    page: "ai-robotics",
    fileName: "tarjetas-programacion-robot.svg",
    mimeType: SVG,
    titleEs: "Tarjetas de programación del robot",
    titleEn: "Robot programming cards",
    descriptionEs: "Doce tarjetas recortables con las órdenes de un robot de suelo para programar sin pantalla. Imprímelas en cartulina.",
    descriptionEn: "Twelve cut-out cards with a floor robot's commands, for programming without a screen. Print them on card (in Spanish).",
    make: programmingCardsSvg,
  },
  {
    page: "ai-robotics",
    fileName: "registro-retos-robotica.csv",
    mimeType: CSV,
    titleEs: "Registro de retos de robótica",
    titleEn: "Robotics challenge log",
    descriptionEs:
      "Hoja de cálculo para anotar, por grupo y reto, los roles, los intentos, si lo consiguieron y cómo resolvieron los fallos.",
    descriptionEn:
      "Spreadsheet to record, per group and challenge, the roles, attempts, whether they succeeded and how they fixed what failed (in Spanish).",
    make: roboticsLogCsv,
  },
  {
    page: "pc-itineraries",
    fileName: "fichas-docente-itinerarios-pc.pdf",
    mimeType: PDF,
    titleEs: "Fichas del docente de los itinerarios con ordenador",
    titleEn: "Teacher sheets for the computer itineraries",
    descriptionEs: "Cinco fichas de sesión: ratón y teclado, historias animadas, primer videojuego, diseño 3D y ciudadanía digital.",
    descriptionEn:
      "Five session sheets: mouse and keyboard, animated stories, a first video game, 3D design and digital citizenship (in Spanish).",
    make: () => renderPdf(pcTeacherSheets),
  },
  {
    page: "pc-itineraries",
    fileName: "plantilla-evaluacion-competencias.csv",
    mimeType: CSV,
    titleEs: "Plantilla de evaluación de competencias",
    titleEn: "Competence assessment template",
    descriptionEs:
      "Hoja de cálculo para anotar el nivel inicial y final de cada alumno o alumna, por código, en las cinco áreas de competencia digital.",
    descriptionEn:
      "Spreadsheet to record each pupil's initial and final level, by code, in the five digital competence areas (in Spanish).",
    make: evaluationTemplateCsv,
  },
  {
    page: "pc-itineraries",
    fileName: "tablero-oca-seguridad-digital.svg",
    mimeType: SVG,
    titleEs: "Juego de mesa: la oca de la seguridad digital",
    titleEn: "Board game: the digital safety race",
    descriptionEs:
      "Tablero imprimible de 30 casillas con situaciones de internet para debatir en grupo. Acompaña a la ficha de ciudadanía digital.",
    descriptionEn:
      "A printable 30-square board with online situations to discuss in groups. Goes with the digital citizenship sheet (in Spanish).",
    make: boardGameSvg,
  },
  {
    page: "vr",
    fileName: "guia-seguridad-realidad-virtual.pdf",
    mimeType: PDF,
    titleEs: "Guía de seguridad de la realidad virtual",
    titleEn: "Virtual reality safety guide",
    descriptionEs:
      "Edades y formatos recomendados, preparación del espacio, higiene de los visores, señales de mareo, inclusión y privacidad.",
    descriptionEn:
      "Recommended ages and formats, preparing the space, headset hygiene, signs of motion sickness, inclusion and privacy (in Spanish).",
    make: () => renderPdf(vrSafetyGuide),
  },
  {
    page: "vr",
    fileName: "cartel-zona-realidad-virtual.svg",
    mimeType: SVG,
    titleEs: "Cartel de la zona de realidad virtual",
    titleEn: "Virtual reality zone sign",
    descriptionEs: "Cartel A4 con seis normas de uso seguro del visor para colgar junto a la zona de realidad virtual.",
    descriptionEn: "An A4 sign with six rules for using the headset safely, to hang beside the virtual reality zone (in Spanish).",
    make: vrZoneSignSvg,
  },
  {
    page: "vr",
    fileName: "plan-sesion-formacion-docente.pdf",
    mimeType: PDF,
    titleEs: "Plan de la sesión de formación docente",
    titleEn: "Teacher training session plan",
    descriptionEs: "Guion de una sesión de tres horas para empezar el programa en el centro y propuesta de plan anual de formación.",
    descriptionEn:
      "The outline of a three-hour session to start the programme at a school, and a proposed yearly training plan (in Spanish).",
    make: () => renderPdf(formationPlan),
  },
  {
    page: "vr",
    fileName: "registro-horas-formacion.csv",
    mimeType: CSV,
    titleEs: "Registro de horas de formación",
    titleEn: "Training hours log",
    descriptionEs: "Hoja de cálculo con las formaciones del plan anual para anotar las horas realizadas por cada docente.",
    descriptionEn: "Spreadsheet listing the yearly plan's training, to record the hours each teacher completes (in Spanish).",
    make: trainingHoursCsv,
  },
];
