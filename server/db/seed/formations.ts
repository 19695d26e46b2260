import { asc, eq, inArray, sql } from "drizzle-orm";
import { newFormationAccessCode } from "../../services/formation/formations.ts";
import type { Db } from "../client.ts";
import { downloads, type FormationMaterial, type FormationSession, formations } from "../schema/index.ts";
import { eventInstants } from "./content/dates.ts";

/**
 * Fixed codes for the local demo only (printed with the demo accounts, typed by the e2e journey); anywhere else
 * every code is drawn at random by newFormationAccessCode.
 */
export const DEMO_FORMATION_CODES = { published: "AULA5-DGTAL", unpublished: "AULA6-BETAS" } as const;

type Bilingual = { es: string; en: string };
type SessionSeed = { days: number; startHour: number; minutes: number; place: Bilingual; link?: string };
type FormationSeed = {
  published: boolean;
  title: Bilingual;
  intro: Bilingual;
  sessions: SessionSeed[];
  material: { es: FormationMaterial[]; en: FormationMaterial[] };
  /** Files of the downloads seed (server/db/seed/downloads/files.ts), by name. */
  downloads: string[];
};

const FORMATIONS: FormationSeed[] = [
  {
    published: true,
    title: {
      es: "Competencia digital docente: programar y crear con el alumnado de primaria",
      en: "Teachers' digital competence: coding and creating with primary pupils",
    },
    intro: {
      es:
        "Formación semipresencial de tres sesiones para el profesorado de los centros inscritos. Trabajaremos las áreas del " +
        "Marco de Referencia de la Competencia Digital Docente con las actividades del programa: pensamiento computacional " +
        "con el kit de robótica, creación de contenidos con el alumnado de 6 a 12 años y evaluación de la competencia digital " +
        "en el aula. Al terminar, cada docente habrá preparado una secuencia de tres actividades para su grupo.",
      en:
        "A blended course of three sessions for the teachers of enrolled schools. We will work through the areas of the " +
        "Digital Competence Framework for Educators with the programme's activities: computational thinking with the " +
        "robotics kit, creating content with pupils aged 6 to 12, and assessing digital competence in the classroom. By the " +
        "end, each teacher will have prepared a sequence of three activities for their class.",
    },
    sessions: [
      {
        days: 14,
        startHour: 17,
        minutes: 120,
        place: { es: "Centro de formación del profesorado, aula 3 (Madrid)", en: "Teacher training centre, room 3 (Madrid)" },
      },
      {
        days: 28,
        startHour: 17,
        minutes: 90,
        place: { es: "En línea, por videoconferencia", en: "Online, by video call" },
        link: "https://formacion.example.org/sesiones/competencia-digital-2",
      },
      {
        days: 42,
        startHour: 17,
        minutes: 120,
        place: { es: "Centro de formación del profesorado, aula 3 (Madrid)", en: "Teacher training centre, room 3 (Madrid)" },
      },
    ],
    material: {
      es: [
        {
          title: "Antes de la primera sesión",
          text: "Prueba con tu grupo la primera actividad del itinerario de 6 a 8 años y anota qué les costó más. Trae el kit de robótica del centro.",
        },
        {
          title: "El marco europeo de la competencia digital docente",
          text: "DigCompEdu describe 22 competencias en seis áreas. Lee la descripción de las áreas 3 (enseñanza y aprendizaje) y 6 (competencia digital del alumnado).",
          link: "https://joint-research-centre.ec.europa.eu/digcompedu_en",
        },
        {
          title: "Tarea entre sesiones",
          text: "Diseña una secuencia de tres actividades del programa para tu grupo y registra las horas de aula en la plantilla de la formación.",
        },
      ],
      en: [
        {
          title: "Before the first session",
          text: "Try the first activity of the 6 to 8 itinerary with your class and note what they found hardest. Bring your school's robotics kit.",
        },
        {
          title: "The European framework for educators' digital competence",
          text: "DigCompEdu describes 22 competences in six areas. Read the description of areas 3 (teaching and learning) and 6 (facilitating learners' digital competence).",
          link: "https://joint-research-centre.ec.europa.eu/digcompedu_en",
        },
        {
          title: "Task between sessions",
          text: "Design a sequence of three of the programme's activities for your class and record the classroom hours in the course's template.",
        },
      ],
    },
    downloads: ["plan-sesion-formacion-docente.pdf", "plantilla-evaluacion-competencias.csv", "registro-horas-formacion.csv"],
  },
  {
    published: false,
    title: { es: "Seguridad y bienestar digital en el aula", en: "Digital safety and wellbeing in the classroom" },
    intro: {
      es:
        "Formación en preparación para el próximo trimestre: cómo hablar con niñas y niños de privacidad, contraseñas, " +
        "tiempo de pantalla y uso seguro de la realidad virtual, con las actividades de seguridad del programa.",
      en:
        "A course being prepared for next term: how to talk with children about privacy, passwords, screen time and the " +
        "safe use of virtual reality, with the programme's safety activities.",
    },
    sessions: [
      {
        days: 70,
        startHour: 17,
        minutes: 120,
        place: { es: "En línea, por videoconferencia", en: "Online, by video call" },
        link: "https://formacion.example.org/sesiones/seguridad-1",
      },
      {
        days: 84,
        startHour: 17,
        minutes: 120,
        place: { es: "Centro de formación del profesorado, aula 1 (Sevilla)", en: "Teacher training centre, room 1 (Seville)" },
      },
    ],
    material: {
      es: [
        { title: "Guía de seguridad de la realidad virtual", text: "Léela antes de la segunda sesión: probaremos las gafas por turnos." },
        { title: "La oca de la seguridad digital", text: "Imprime el tablero en A3 para jugarlo en grupos de cuatro." },
      ],
      en: [
        { title: "Virtual reality safety guide", text: "Read it before the second session: we will try the headsets in turns." },
        { title: "The digital safety board game", text: "Print the board in A3 to play it in groups of four." },
      ],
    },
    downloads: ["guia-seguridad-realidad-virtual.pdf", "tablero-oca-seguridad-digital.svg"],
  },
];

function sessionsOf(seed: FormationSeed, now: Date): FormationSession[] {
  return seed.sessions.map((s) => {
    const { startsAt } = eventInstants(
      { kind: "days", days: s.days, startHour: s.startHour, endHour: s.startHour + 2, align: "weekday" },
      now,
    );
    return {
      startsAt: startsAt.toISOString(),
      minutes: s.minutes,
      placeEs: s.place.es,
      placeEn: s.place.en,
      ...(s.link ? { link: s.link } : {}),
    };
  });
}

/**
 * Two formations on an empty formations table (after the downloads seed, whose files they list): one
 * published, one not yet. Sessions fall in the coming weeks, on working days at 17:00 Madrid time. Codes are
 * random unless `demoCodes` (the local demo). Returns whether it seeded.
 */
export async function seedFormations(db: Db, { demoCodes = false }: { demoCodes?: boolean } = {}, now = new Date()): Promise<boolean> {
  const names = FORMATIONS.flatMap((f) => f.downloads);
  const files = await db
    .select({ id: downloads.id, fileName: downloads.fileName })
    .from(downloads)
    .where(inArray(downloads.fileName, names));
  const idOf = new Map(files.map((file) => [file.fileName, file.id]));
  const rows = FORMATIONS.map((seed) => ({
    accessCode: demoCodes ? DEMO_FORMATION_CODES[seed.published ? "published" : "unpublished"] : newFormationAccessCode(),
    published: seed.published,
    titleEs: seed.title.es,
    titleEn: seed.title.en,
    introEs: seed.intro.es,
    introEn: seed.intro.en,
    materialEs: seed.material.es,
    materialEn: seed.material.en,
    sessions: sessionsOf(seed, now),
    downloadIds: seed.downloads.flatMap((name) => idOf.get(name) ?? []),
  }));
  // Two processes booting on one new database: the table lock makes the second one find the first one's rows.
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${formations} in share row exclusive mode`);
    const any = await tx.select({ id: formations.id }).from(formations).limit(1);
    if (any.length > 0) return false;
    await tx.insert(formations).values(rows);
    return true;
  });
}

/** The first published formation's code, for the demo's console notes. */
export async function publishedFormationCode(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ code: formations.accessCode })
    .from(formations)
    .where(eq(formations.published, true))
    .orderBy(asc(formations.id))
    .limit(1);
  return row?.code ?? null;
}
