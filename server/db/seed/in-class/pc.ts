import { herramientasDelOrdenador } from "./pc/herramientas-del-ordenador.ts";
import { programacionYDatos } from "./pc/programacion-y-datos.ts";
import type { ItinerarySeed } from "./types.ts";

/** PC (computer itineraries): for classrooms with computers, 9-12 and +12; the demo teacher does not hold it. */
export const pc: ItinerarySeed[] = [herramientasDelOrdenador, programacionYDatos];
