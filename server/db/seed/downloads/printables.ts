import { PUPILS_PER_DEVICE } from "../../../../common/constants.ts";
import { escapeXml, sheet, textBlock } from "./svg.ts";

/**
 * Two printable A4 sheets: the programming cards of the floor robot (AI and robotics page) and the sign
 * of the virtual reality zone (VR and formation page).
 */

type Card = { label: string; icon: string; colour: string };

// Icons are drawn in a 100 × 100 box centred on the card.
const ARROW = "M50 10 L85 50 L62 50 L62 90 L38 90 L38 50 L15 50 Z";
const TURN = "M30 90 L30 45 Q30 25 50 25 L62 25 L62 8 L92 35 L62 62 L62 45 L50 45 Q48 45 48 47 L48 90 Z";
const REPEAT = "M20 50 A30 30 0 1 1 50 80 L50 95 L25 72 L50 50 L50 64 A14 14 0 1 0 36 50 Z";
const CLOCK = "M50 8 A42 42 0 1 1 49.9 8 Z M46 22 L46 54 L70 68 L74 60 L54 49 L54 22 Z";
const BULB =
  "M50 6 A30 30 0 0 1 68 60 L68 74 L32 74 L32 60 A30 30 0 0 1 50 6 Z M34 80 L66 80 L66 88 L34 88 Z M40 92 L60 92 L56 98 L44 98 Z";
const NOTE = "M34 14 L84 4 L84 70 A14 12 0 1 1 76 58 L76 22 L42 28 L42 80 A14 12 0 1 1 34 68 Z";
const FLAG = "M22 6 L30 6 L30 96 L22 96 Z M30 10 L84 10 L72 30 L84 50 L30 50 Z";
const PLAY = "M25 10 L85 50 L25 90 Z";
const EYE = "M5 50 Q50 5 95 50 Q50 95 5 50 Z M50 32 A18 18 0 1 0 50.1 32 Z";

const CARDS: Card[] = [
  { label: "Inicio", icon: PLAY, colour: "#06d6a0" },
  { label: "Avanzar", icon: ARROW, colour: "#ffd166" },
  { label: "Retroceder", icon: `${ARROW}|rotate(180 50 50)`, colour: "#ffd166" },
  { label: "Girar a la derecha", icon: TURN, colour: "#a8dadc" },
  { label: "Girar a la izquierda", icon: `${TURN}|scale(-1 1) translate(-100 0)`, colour: "#a8dadc" },
  { label: "Repetir 2 veces", icon: REPEAT, colour: "#f4a261" },
  { label: "Repetir 3 veces", icon: REPEAT, colour: "#f4a261" },
  { label: "Esperar 1 segundo", icon: CLOCK, colour: "#dbe4f0" },
  { label: "Encender la luz", icon: BULB, colour: "#fff1cc" },
  { label: "Hacer un sonido", icon: NOTE, colour: "#fde8ee" },
  { label: "Si hay un obstáculo…", icon: EYE, colour: "#dcf8ef" },
  { label: "Fin", icon: FLAG, colour: "#06d6a0" },
];

export function programmingCardsSvg(): string {
  const width = 840;
  const height = 1188;
  const columns = 3;
  const cardW = 240;
  const cardH = 240;
  const gapX = (width - columns * cardW) / (columns + 1);
  const top = 150;
  const gapY = 20;
  const cards = CARDS.map((card, i) => {
    const x = gapX + (i % columns) * (cardW + gapX);
    const y = top + Math.floor(i / columns) * (cardH + gapY);
    const [path, transform] = card.icon.split("|");
    const icon = `<g transform="translate(${x + cardW / 2 - 55} ${y + 26}) scale(1.1)"><path d="${path}" fill="#1d3557"${transform ? ` transform="${transform}"` : ""}/></g>`;
    return [
      `<rect x="${x}" y="${y}" width="${cardW}" height="${cardH}" rx="22" fill="${card.colour}" stroke="#1d3557" stroke-width="3" stroke-dasharray="10 6"/>`,
      icon,
      textBlock(x + cardW / 2, y + 176, card.label, { max: 16, size: 24, lineHeight: 28, weight: 800, fill: "#1d3557" }),
    ].join("");
  }).join("\n");
  const body = [
    `<text x="${width / 2}" y="64" font-size="38" font-weight="900" fill="#1d3557" text-anchor="middle">Tarjetas de programación del robot</text>`,
    textBlock(
      width / 2,
      104,
      "Recorta por la línea discontinua. Ordena las tarjetas en el suelo para escribir el programa y ejecútalo con el robot o con una compañera que haga de robot.",
      { max: 86, size: 17, lineHeight: 22, weight: 600 },
    ),
    cards,
    textBlock(width / 2, 1172, "Código Pequeño · IA y robótica · Imprime en cartulina y plastifica para que duren todo el curso.", {
      max: 110,
      size: 15,
      weight: 700,
      fill: "#0b6e69",
    }),
  ].join("\n");
  return sheet({
    width,
    height,
    title: "Tarjetas de programación del robot",
    desc: "Doce tarjetas recortables con las órdenes de un robot de suelo: inicio, avanzar, retroceder, girar a la derecha y a la izquierda, repetir, esperar, luz, sonido, obstáculo y fin.",
    body,
  });
}

const VR_RULES = [
  "Antes de ponerte el visor, comprueba que la zona marcada está despejada.",
  "Usa el visor sentado o de pie dentro de la zona, nunca caminando.",
  "Tu guardián o guardiana vigila el espacio y te avisa si hay un obstáculo.",
  "Si te mareas o te sientes mal, levanta la mano y quítate el visor.",
  "Como máximo 10 minutos seguidos; después, descansa la vista.",
  "Limpia el visor al terminar y déjalo en su sitio para el siguiente grupo.",
];

export function vrZoneSignSvg(): string {
  const width = 840;
  const height = 1188;
  const rules = VR_RULES.map((rule, i) => {
    const y = 330 + i * 128;
    return [
      `<circle cx="110" cy="${y}" r="40" fill="#ffd166" stroke="#1d3557" stroke-width="4"/>`,
      `<text x="110" y="${y + 14}" font-size="40" font-weight="900" fill="#1d3557" text-anchor="middle">${i + 1}</text>`,
      textBlock(175, y - 8, rule, { max: 42, size: 27, lineHeight: 34, weight: 700, anchor: "start" }),
    ].join("");
  }).join("\n");
  const body = [
    `<rect x="0" y="0" width="${width}" height="230" fill="#1d3557"/>`,
    `<g transform="translate(330 34)"><rect x="0" y="20" width="180" height="90" rx="40" fill="#ffd166"/><circle cx="52" cy="65" r="22" fill="#1d3557"/><circle cx="128" cy="65" r="22" fill="#1d3557"/><rect x="80" y="86" width="20" height="24" fill="#1d3557"/></g>`,
    `<text x="${width / 2}" y="200" font-size="48" font-weight="900" fill="#ffffff" text-anchor="middle">${escapeXml("Zona de realidad virtual")}</text>`,
    rules,
    textBlock(
      width / 2,
      1120,
      `Trabajamos en grupos de hasta ${PUPILS_PER_DEVICE}: una persona con el visor, otra de guardián y otra que cuenta lo que ve el grupo.`,
      { max: 70, size: 20, lineHeight: 26, weight: 700, fill: "#0b6e69" },
    ),
  ].join("\n");
  return sheet({
    width,
    height,
    title: "Zona de realidad virtual: normas",
    desc: "Cartel para colgar junto a la zona de realidad virtual del aula, con seis normas de uso seguro del visor.",
    body,
  });
}
