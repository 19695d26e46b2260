import type { Category } from "../../common/catalogue.ts";

/** The colour family (a category) of the news, event and programme pictures; default game/invention. */
export const IMAGE_CATEGORIES: Record<string, Category> = {
  "nuevas-actividades-de-inteligencia-artificial": "ia",
  "boletin-de-noviembre": "robotics",
  "colegios-de-referencia-2026": "wellbeing",
  "guia-para-familias-primer-movil": "security",
  "tarde-de-robots-en-la-biblioteca": "robotics",
  "taller-docente-ia-en-el-aula": "ia",
  "club-de-programacion-abierto": "videoGame",
  "congreso-infancia-digital": "3D",
  "encuentro-centros-de-referencia-galicia": "wellbeing",
  primaria: "game",
  "robotica-e-ia": "robotics",
  familias: "wellbeing",
};
