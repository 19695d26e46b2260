import { ciudadaniaDigital } from "./primaria/ciudadania-digital.ts";
import { creaDisenaComunica } from "./primaria/crea-disena-comunica.ts";
import { descubreElOrdenador } from "./primaria/descubre-el-ordenador.ts";
import { pequenosExploradores } from "./primaria/pequenos-exploradores.ts";
import { programarJugando } from "./primaria/programar-jugando.ts";
import { videojuegosEnScratch } from "./primaria/videojuegos-en-scratch.ts";
import type { ItinerarySeed } from "./types.ts";

/**
 * PRIMARIA (digital skills in Primary): one itinerary per age segment, plus last school year's 6-8
 * one (current: false) and a 9-12 centre resource for first-year schools.
 */
export const primaria: ItinerarySeed[] = [
  pequenosExploradores,
  programarJugando,
  descubreElOrdenador,
  videojuegosEnScratch,
  ciudadaniaDigital,
  creaDisenaComunica,
];
