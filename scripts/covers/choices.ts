import type { Category } from "../../common/catalogue.ts";
import type { Motif } from "./motifs.ts";
import { pick, randomFrom } from "./palette.ts";

/** Objects that say what each category is about; pictures without their own choice draw from these. */
export const CATEGORY_MOTIFS: Record<Category, Motif[]> = {
  game: ["pixels", "dice", "puzzle", "pad", "star", "blocks"],
  invention: ["bulb", "circuit", "magnet", "rocket", "pencil"],
  animation: ["clapper", "camera", "snail", "palette", "star"],
  videoGame: ["controller", "pad", "blocks", "star", "laptop"],
  "3D": ["cube", "printer", "pencil", "laptop"],
  robotics: ["robot", "gear", "traffic", "pencil"],
  ar: ["target", "glasses", "tablet", "phone", "star"],
  iot: ["microbit", "wifi", "cloud", "thermometer", "plant"],
  ia: ["network", "chip", "eye", "apple", "laptop"],
  security: ["lock", "shield", "key", "magnifier", "chat"],
  wellbeing: ["heart", "moon", "clock", "house", "ball"],
};

/** Hand-picked objects for pictures whose subject the category alone does not tell. */
export const CHOICES: Record<string, [Motif, ...Motif[]]> = {
  "programa-a-tu-robot-de-papel": ["robot", "pad", "star"],
  "robot-de-carton-que-dibuja": ["robot", "pencil", "gear"],
  "detectives-de-contrasenas": ["magnifier", "lock", "dice"],
  "pescando-el-phishing": ["chat", "shield", "magnifier"],
  "ensena-a-una-ia-a-reconocer-frutas": ["apple", "network", "camera"],
  "stop-motion-con-plastilina": ["snail", "clapper", "star"],
  "pixel-art-con-codigo": ["pixels", "pencil", "star"],
  "adivina-el-numero-busqueda-binaria": ["magnifier", "dice", "puzzle"],
  "disena-un-llavero-en-3d": ["key", "cube", "laptop"],
  "dibujos-que-cobran-vida": ["tablet", "star", "palette"],
  "semaforo-con-microbit": ["traffic", "microbit", "wifi"],
  "pacto-familiar-de-pantallas": ["house", "heart", "clock"],
  "atrapa-la-manzana-en-scratch": ["controller", "apple", "blocks"],
  "tarjeta-luminosa-con-circuito-de-papel": ["bulb", "circuit", "star"],
};

/** The hand-picked motifs of an id, or three different ones of its category picked by the id. */
export function motifsFor(id: string, category: Category): [Motif, ...Motif[]] {
  const chosen = CHOICES[id];
  if (chosen) return chosen;
  const random = randomFrom(`${id}:motifs`);
  const pool = [...CATEGORY_MOTIFS[category]];
  const first = pick(random, pool);
  const rest = pool.filter((m) => m !== first);
  const second = pick(random, rest);
  const third = pick(random, rest.filter((m) => m !== second));
  return [first, second, third];
}
