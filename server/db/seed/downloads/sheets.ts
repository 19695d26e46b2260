import { REFERENCE_TRAINING_HOURS } from "../../../../common/constants.ts";

/**
 * The spreadsheet templates (CSV) of the downloads pages. Written the way a Spanish spreadsheet program
 * opens them without asking: UTF-8 with a byte-order mark, semicolons between fields, CRLF line ends.
 * Pupils appear by code, never by name (children's data stays in the school).
 */
function csv(rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(";")).join("\r\n")}\r\n`;
}

const AREAS = ["Información", "Comunicación", "Creación de contenidos", "Seguridad", "Resolución de problemas"];

/** Initial and final levels (bajo, medio, alto) of each pupil in the five competence areas. */
export function evaluationTemplateCsv(): string {
  const head = [
    "Código del alumno o alumna",
    "Grupo",
    "Tramo (6-8 o 9-12)",
    ...AREAS.flatMap((area) => [`${area}: inicial (bajo/medio/alto)`, `${area}: final (bajo/medio/alto)`]),
    "Observaciones",
  ];
  const example = [
    "EJEMPLO",
    "4º A",
    "9-12",
    "medio",
    "alto",
    "bajo",
    "medio",
    "medio",
    "alto",
    "bajo",
    "medio",
    "medio",
    "medio",
    "Avanza mucho cuando hace de copiloto",
  ];
  const pupils = Array.from({ length: 25 }, (_, i) => [`A${String(i + 1).padStart(2, "0")}`, "", "", ...AREAS.flatMap(() => ["", ""]), ""]);
  return csv([head, example, ...pupils]);
}

const CHALLENGES = ["Reto 1: el semáforo", "Reto 2: la alarma", "Reto 3: el robot que sigue la línea"];

/** One row per group and robotics challenge: roles, attempts, result and what they fixed. */
export function roboticsLogCsv(): string {
  const head = [
    "Fecha",
    "Grupo",
    "Reto",
    "Piloto",
    "Copiloto",
    "Reportero o reportera",
    "Intentos",
    "¿Conseguido? (sí/no)",
    "Qué falló",
    "Cómo lo arreglamos",
  ];
  const rows = CHALLENGES.flatMap((challenge) =>
    Array.from({ length: 8 }, (_, g) => ["", `Grupo ${g + 1}`, challenge, "", "", "", "", "", "", ""]),
  );
  return csv([head, ...rows]);
}

const TRAINING = [
  ["Sesión de formación inicial", "Presencial", 3],
  ["Curso en línea de metodología y ciudadanía digital", "En línea", 5],
  ["Taller de robótica o de inteligencia artificial", "Presencial", 3],
  ["Seminario del centro (1.ª sesión)", "Seminario", 1],
  ["Seminario del centro (2.ª sesión)", "Seminario", 1],
  ["Seminario del centro (3.ª sesión)", "Seminario", 1],
  ["Jornada de intercambio con otros centros", "Presencial", 2],
] as const;

/** The year's teacher training, planned hours first: reference centres need at least REFERENCE_TRAINING_HOURS. */
export function trainingHoursCsv(): string {
  const head = ["Fecha", "Docente", "Formación", "Formato", "Horas previstas", "Horas realizadas", "Firma de la coordinación"];
  const planned = TRAINING.map(([name, format, hours]) => ["", "", name, format, hours, "", ""]);
  const total = TRAINING.reduce((sum, [, , hours]) => sum + hours, 0);
  return csv([
    head,
    ...planned,
    ["", "", `Total (mínimo para centros de referencia: ${REFERENCE_TRAINING_HOURS} horas)`, "", total, "", ""],
  ]);
}
