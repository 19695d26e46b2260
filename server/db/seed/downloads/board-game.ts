import { escapeXml, sheet, textBlock } from "./svg.ts";

/**
 * "La oca de la seguridad digital": a printable A4 landscape board of 30 squares in a serpentine, for the
 * digital citizenship sheet of the PC itineraries. Good choices move forward, risky ones move back,
 * question squares are discussed by the group.
 */
type Square = { text: string; kind: "good" | "bad" | "question" | "end" };

const SQUARES: Record<number, Square> = {
  1: { text: "Salida", kind: "end" },
  3: { text: "Alguien que no conoces te pide una foto. ¿Qué haces? Si es seguro: avanza 2", kind: "question" },
  5: { text: "Creas una contraseña larga con una frase secreta. Avanza 3", kind: "good" },
  7: { text: "Compartes tu contraseña con un amigo. Retrocede 2", kind: "bad" },
  9: { text: "Un anuncio dice que has ganado un premio. ¿Qué haces? Si es seguro: avanza 1", kind: "question" },
  11: { text: "Descansas de la pantalla y juegas fuera. Tira otra vez", kind: "good" },
  13: { text: "Publicas dónde vives. Pierdes un turno", kind: "bad" },
  15: { text: "Pides permiso antes de subir una foto de alguien. Avanza 2", kind: "good" },
  17: { text: "Un mensaje te hace sentir mal. ¿A quién se lo cuentas? Si es seguro: avanza 2", kind: "question" },
  19: { text: "Descargas un juego de una web desconocida. Retrocede 3", kind: "bad" },
  21: { text: "Compruebas una noticia en dos sitios distintos. Avanza 2", kind: "good" },
  23: { text: "Te insultan en un chat. ¿Qué haces? Si es seguro: tira otra vez", kind: "question" },
  25: { text: "Cierras la sesión en el ordenador del cole. Avanza 1", kind: "good" },
  27: { text: "Aceptas a un desconocido en un juego. Vuelve a la casilla 20", kind: "bad" },
  29: { text: "Di una norma de seguridad digital. Si es correcta: ¡a la meta!", kind: "question" },
  30: { text: "¡Meta! Ya eres experta o experto en seguridad digital", kind: "end" },
};

const FILL = { good: "#dcf8ef", bad: "#fde8ee", question: "#fff1cc", end: "#1d3557" } as const;
const COLUMNS = 6;
const ROWS = 5;
const WIDTH = 1188;
const HEIGHT = 840;
const LEFT = 40;
const TOP = 100;
const CELL_W = (WIDTH - 2 * LEFT) / COLUMNS;
const CELL_H = 116;

function squareAt(n: number): { x: number; y: number } {
  const row = Math.floor((n - 1) / COLUMNS);
  const index = (n - 1) % COLUMNS;
  const column = row % 2 === 0 ? index : COLUMNS - 1 - index;
  return { x: LEFT + column * CELL_W, y: TOP + row * CELL_H };
}

export function boardGameSvg(): string {
  const cells: string[] = [];
  for (let n = 1; n <= COLUMNS * ROWS; n++) {
    const { x, y } = squareAt(n);
    const square = SQUARES[n];
    const fill = square ? FILL[square.kind] : "#ffffff";
    const ink = square?.kind === "end" ? "#ffffff" : "#1d2b3a";
    cells.push(
      `<rect x="${x + 4}" y="${y + 4}" width="${CELL_W - 8}" height="${CELL_H - 8}" rx="14" fill="${fill}" stroke="#1d3557" stroke-width="3"/>`,
    );
    cells.push(
      `<text x="${x + 16}" y="${y + 32}" font-size="22" font-weight="900" fill="${square?.kind === "end" ? "#ffd166" : "#c9184a"}">${n}</text>`,
    );
    if (square) cells.push(textBlock(x + CELL_W / 2, y + 54, square.text, { max: 23, size: 13, lineHeight: 15, fill: ink }));
  }
  const legend = [
    ["good", "Buena decisión: avanza"],
    ["bad", "Decisión arriesgada: retrocede"],
    ["question", "Pregunta: el grupo decide si es seguro"],
  ] as const;
  const legendSvg = legend
    .map(([kind, label], i) => {
      const x = LEFT + i * 300;
      return `<rect x="${x}" y="696" width="28" height="28" rx="6" fill="${FILL[kind]}" stroke="#1d3557" stroke-width="2"/><text x="${x + 38}" y="717" font-size="17" font-weight="700" fill="#1d2b3a">${escapeXml(label)}</text>`;
    })
    .join("");
  const rules = [
    "Reglas: de 2 a 4 jugadores o equipos, un dado y una ficha por equipo. Se tira por turnos y se avanza lo que marca el dado.",
    "En las casillas de pregunta, el equipo explica qué haría; si el resto de la clase está de acuerdo en que es seguro, se aplica el premio.",
    "Gana quien llega a la meta con la tirada exacta. Recuerda: si algo en internet te preocupa, cuéntaselo a una persona adulta de confianza.",
  ];
  const rulesSvg = rules
    .map((rule, i) => textBlock(LEFT, 756 + i * 28, rule, { max: 140, size: 16, weight: 600, anchor: "start" }))
    .join("");
  const body = [
    `<text x="${WIDTH / 2}" y="58" font-size="40" font-weight="900" fill="#1d3557" text-anchor="middle">La oca de la seguridad digital</text>`,
    `<text x="${WIDTH / 2}" y="86" font-size="17" font-weight="700" fill="#0b6e69" text-anchor="middle">Código Pequeño · Itinerarios con ordenador · Ciudadanía digital (6-12 años)</text>`,
    ...cells,
    legendSvg,
    rulesSvg,
  ].join("\n");
  return sheet({
    width: WIDTH,
    height: HEIGHT,
    title: "La oca de la seguridad digital",
    desc: "Tablero imprimible de 30 casillas con situaciones de seguridad en internet: buenas decisiones que hacen avanzar, decisiones arriesgadas que hacen retroceder y preguntas para debatir en grupo.",
    body,
  });
}
