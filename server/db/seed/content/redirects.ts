import type { RedirectKind } from "../../../../common/redirects.ts";

/** QR codes printed on kits and posters, and short links used in newsletters. Targets are site paths. */
export const redirectSeeds: { kind: RedirectKind; key: string; target: string }[] = [
  { kind: "qr", key: "kit-robotica", target: "/actividades/robot-de-carton-que-dibuja" },
  { kind: "qr", key: "kit-microbit", target: "/actividades/semaforo-con-microbit" },
  { kind: "qr", key: "cartel-contrasenas", target: "/actividades/detectives-de-contrasenas" },
  { kind: "qr", key: "lamina-realidad-aumentada", target: "/actividades/dibujos-que-cobran-vida" },
  { kind: "qr", key: "guia-familias", target: "/programa/familias" },
  { kind: "qr", key: "congreso", target: "/eventos/congreso-infancia-digital" },
  { kind: "link", key: "boletin-noviembre", target: "/noticias/boletin-del-mes" },
  // The super-challenge's own screen is not built yet: its announcement stands in (a target must be a built screen).
  { kind: "link", key: "superreto", target: "/noticias/superreto-europeo-abre-inscripciones" },
  { kind: "link", key: "ia-primaria", target: "/profundiza/inteligencia-artificial-en-primaria" },
  { kind: "link", key: "actividades-familias", target: "/familias/actividades" },
];
