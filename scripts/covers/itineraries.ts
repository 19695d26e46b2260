import type { Category } from "../../common/activities.ts";
import { motifsFor } from "./choices.ts";
import type { Motif } from "./motifs.ts";

type Picture = [Category, Motif, ...Motif[]];

/** Hand-picked colour family (category) and objects of each itinerary's cover and each activity's picture, by slug. */
export const ITINERARY_PICTURES: Record<string, Picture> = {
  // Itineraries.
  "primaria-4-5-pequenos-exploradores": ["game", "puzzle", "tablet", "star"],
  "primaria-6-8-programar-jugando": ["videoGame", "blocks", "tablet", "pad"],
  "primaria-6-8-descubre-el-ordenador": ["3D", "laptop", "mouse", "tablet"],
  "primaria-9-12-videojuegos-en-scratch": ["videoGame", "controller", "blocks", "star"],
  "primaria-9-12-ciudadania-digital": ["security", "shield", "chat", "heart"],
  "primaria-12-crea-disena-comunica": ["3D", "cube", "camera", "chart"],
  "robotica-4-5-robots-de-suelo": ["robotics", "robot", "pad", "star"],
  "robotica-6-8-robots-y-scratchjr": ["robotics", "robot", "tablet", "blocks"],
  "robotica-9-12-zum-e-ia": ["robotics", "robot", "circuit", "network"],
  "robotica-12-microbit-iot-etica": ["iot", "microbit", "wifi", "eye"],
  "robotica-9-12-ia-en-linea": ["ia", "network", "laptop", "camera"],
  "pc-9-12-herramientas-del-ordenador": ["3D", "laptop", "keyboard", "folder"],
  "pc-12-programacion-y-datos": ["ar", "code", "chart", "cloud"],
  // PRIMARIA activities.
  "ordena-la-manana": ["game", "clock", "puzzle", "star"],
  "collares-de-patrones": ["game", "palette", "puzzle", "star"],
  "simon-dice-con-flechas": ["game", "pad", "star", "ball"],
  "cazadores-de-formas": ["ar", "camera", "tablet", "star"],
  "cuento-con-nuestras-voces": ["animation", "book", "note", "tablet"],
  "mis-fotos-son-mias": ["security", "camera", "shield", "heart"],
  "la-tableta-tambien-descansa": ["wellbeing", "tablet", "moon", "clock"],
  "el-algoritmo-del-bocadillo": ["game", "robot", "pencil", "apple"],
  "pinta-como-un-ordenador": ["game", "pixels", "pencil", "magnifier"],
  "conoce-scratchjr": ["videoGame", "tablet", "blocks", "star"],
  "carrera-de-animales": ["videoGame", "blocks", "rocket", "star"],
  "cuento-en-tres-escenas": ["animation", "book", "tablet", "clapper"],
  "contrasenas-de-superheroe": ["security", "lock", "key", "star"],
  "semaforo-de-las-pantallas": ["wellbeing", "traffic", "tablet", "heart"],
  "el-ordenador-por-dentro": ["invention", "chip", "laptop", "gear"],
  "raton-experto": ["3D", "mouse", "laptop", "star"],
  "dictado-de-dibujos": ["game", "pencil", "chat", "puzzle"],
  "postal-digital": ["animation", "palette", "laptop", "heart"],
  "buscamos-con-una-persona-adulta": ["security", "magnifier", "laptop", "heart"],
  "mensajes-secretos-de-colores": ["game", "key", "palette", "chat"],
  "que-hace-divertido-un-juego": ["game", "dice", "controller", "pencil"],
  "tu-primer-personaje-en-scratch": ["videoGame", "blocks", "laptop", "pad"],
  "puntos-vidas-y-variables": ["videoGame", "heart", "star", "blocks"],
  "niveles-con-mensajes": ["videoGame", "controller", "chat", "blocks"],
  "sonidos-propios": ["animation", "note", "laptop", "controller"],
  "prueba-de-jugadores": ["videoGame", "controller", "magnifier", "pencil"],
  "feria-de-videojuegos": ["videoGame", "star", "controller", "laptop"],
  "nuestra-huella-digital": ["security", "eye", "globe", "pencil"],
  "bulo-o-noticia": ["security", "magnifier", "book", "phone"],
  "contrasenas-con-frases": ["security", "dice", "lock", "key"],
  "perfil-privado-paso-a-paso": ["security", "phone", "shield", "eye"],
  "que-hacer-ante-el-ciberacoso": ["wellbeing", "chat", "heart", "shield"],
  "campana-de-buen-uso": ["security", "palette", "tablet", "heart"],
  "pieza-util-en-3d": ["3D", "cube", "printer", "pencil"],
  "podcast-de-clase": ["animation", "note", "chat", "laptop"],
  "infografia-con-datos-del-cole": ["3D", "chart", "pencil", "laptop"],
  "patio-aumentado": ["ar", "target", "tablet", "plant"],
  "algoritmos-que-eligen-por-ti": ["ia", "network", "phone", "eye"],
  "reto-semana-de-bienestar-digital": ["wellbeing", "clock", "heart", "moon"],
  // ROBOTICA activities.
  "soy-un-robot": ["robotics", "robot", "pad", "star"],
  "conocemos-al-robot": ["robotics", "robot", "eye", "star"],
  "tarjetas-de-flechas": ["robotics", "pad", "robot", "pencil"],
  "el-robot-visita-la-granja": ["robotics", "house", "robot", "apple"],
  "cazadores-de-errores": ["robotics", "magnifier", "robot", "puzzle"],
  "laberinto-de-bloques": ["robotics", "puzzle", "robot", "blocks"],
  "retos-de-recorrido": ["robotics", "robot", "target", "pad"],
  "repetir-un-patron": ["robotics", "robot", "pixels", "star"],
  "primeros-pasos-en-scratchjr": ["videoGame", "tablet", "blocks", "star"],
  "el-mismo-camino-en-pantalla": ["robotics", "robot", "tablet", "pad"],
  "historia-en-tres-escenas": ["animation", "book", "tablet", "robot"],
  "personajes-que-se-hablan": ["animation", "chat", "tablet", "star"],
  "la-aventura-del-robot": ["robotics", "robot", "globe", "star"],
  "conoce-la-placa-zum": ["robotics", "chip", "circuit", "laptop"],
  "semaforo-con-pulsador": ["robotics", "traffic", "circuit", "chip"],
  "farola-automatica": ["invention", "bulb", "moon", "circuit"],
  "robot-esquiva-obstaculos": ["robotics", "robot", "eye", "gear"],
  "ensena-a-una-maquina": ["ia", "network", "camera", "apple"],
  "por-que-se-equivoca-la-ia": ["ia", "magnifier", "chip", "network"],
  "papelera-inteligente": ["ia", "eye", "chip", "plant"],
  "primeros-programas-microbit": ["iot", "microbit", "laptop", "star"],
  "registro-de-temperatura": ["iot", "thermometer", "microbit", "chart"],
  "votacion-por-radio": ["iot", "wifi", "microbit", "chat"],
  "invernadero-conectado": ["iot", "plant", "wifi", "thermometer"],
  "quien-ve-mis-datos": ["security", "eye", "cloud", "lock"],
  "juicio-al-algoritmo": ["ia", "network", "book", "chat"],
  "objeto-conectado-responsable": ["iot", "house", "wifi", "shield"],
  "caza-de-ia": ["ia", "magnifier", "network", "phone"],
  "modelo-de-sonidos": ["ia", "note", "network", "laptop"],
  "modelo-de-posturas": ["ia", "camera", "network", "ball"],
  "juego-de-scratch-con-tu-modelo": ["ia", "controller", "network", "blocks"],
  "robot-en-un-simulador": ["robotics", "robot", "laptop", "gear"],
  "chatbots-y-verdad": ["ia", "chat", "magnifier", "chip"],
  "chatbot-de-reglas": ["ia", "chat", "blocks", "chip"],
  // PC activities.
  "carpetas-y-archivos-en-orden": ["3D", "folder", "laptop", "star"],
  "mecanografia-jugando": ["3D", "keyboard", "star", "clock"],
  "documento-con-formato": ["3D", "laptop", "book", "pencil"],
  "buscar-bien-en-internet": ["security", "magnifier", "globe", "laptop"],
  "presentacion-sobre-un-animal": ["animation", "laptop", "chat", "star"],
  "hoja-de-calculo-del-tiempo": ["iot", "chart", "thermometer", "cloud"],
  "correo-con-respeto": ["security", "mail", "heart", "shield"],
  "de-bloques-a-texto": ["videoGame", "code", "blocks", "laptop"],
  "mi-primera-pagina-web": ["ar", "code", "palette", "globe"],
  "encuesta-y-graficos": ["3D", "chart", "pencil", "chat"],
  "adivina-el-numero-en-python": ["videoGame", "code", "dice", "magnifier"],
  "entrena-un-modelo-de-sonidos": ["ia", "note", "network", "laptop"],
  "copias-de-seguridad-y-nube": ["security", "cloud", "folder", "lock"],
  "web-del-aula": ["ar", "globe", "code", "star"],
};

/** Words of a slug that tell its subject, for pictures without a hand-picked choice. */
const KEYWORDS: [RegExp, Category][] = [
  [/robot/, "robotics"],
  [/(^|-)ia(-|$)|modelo|chatbot|maquina/, "ia"],
  [/microbit|conectad|sensor/, "iot"],
  [/scratch|juego/, "videoGame"],
  [/contrasen|privacidad|segur/, "security"],
  [/pantalla|bienestar/, "wellbeing"],
];

/** The colour family of each programme's pictures when nothing else tells (by slug prefix). */
const PROGRAMME_CATEGORIES: [string, Category][] = [
  ["primaria-", "game"],
  ["robotica-", "robotics"],
  ["pc-", "3D"],
];

function fallbackCategory(...slugs: string[]): Category {
  for (const slug of slugs) {
    const chosen = ITINERARY_PICTURES[slug];
    if (chosen) return chosen[0];
    const keyword = KEYWORDS.find(([pattern]) => pattern.test(slug));
    if (keyword) return keyword[1];
  }
  const programme = PROGRAMME_CATEGORIES.find(([prefix]) => slugs.at(-1)?.startsWith(prefix));
  return programme?.[1] ?? "game";
}

/** The picture of an itinerary (slug) or of one of its activities (activity slug, then the itinerary's slug). */
export function itineraryPicture(slug: string, itinerarySlug?: string): { category: Category; motifs: [Motif, ...Motif[]] } {
  const chosen = ITINERARY_PICTURES[slug];
  if (chosen) {
    const [category, ...motifs] = chosen;
    return { category, motifs: motifs as [Motif, ...Motif[]] };
  }
  const category = itinerarySlug ? fallbackCategory(slug, itinerarySlug) : fallbackCategory(slug);
  return { category, motifs: motifsFor(itinerarySlug ? `${itinerarySlug}/${slug}` : slug, category) };
}
