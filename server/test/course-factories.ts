import { randomBytes } from "node:crypto";
import type { BlockContent, BlockSolution, BlockType } from "../../common/courses.ts";
import type { Db } from "../db/client.ts";
import { courseBlocks, courseEnrolments, courses, courseUnits } from "../db/schema/index.ts";
import { newCertificateCode } from "../services/courses/certificate-code.ts";

/** Test data of courses: a course with units of blocks, each block's content the same small sample by type. */

const unique = () => randomBytes(4).toString("hex");

/** One small block of each type, in Spanish; the English content says the same with "(en)". */
export const SAMPLE_BLOCKS: {
  [T in BlockType]: { content: BlockContent[T]; solution?: T extends keyof BlockSolution ? BlockSolution[T] : never };
} = {
  cover: { content: { title: "Portada", subtitle: "Subtítulo", image: "/images/courses/cover.svg", imageAlt: "Un aula" } },
  text: { content: { title: "Texto", paragraphs: ["Primer párrafo.", "Segundo párrafo."] } },
  video: { content: { host: "youtube", videoId: "abcdefghijk", title: "Vídeo", minutes: 3, transcript: "Transcripción." } },
  dropdown: {
    content: {
      items: [
        { title: "Uno", text: "Texto uno" },
        { title: "Dos", text: "Texto dos" },
      ],
    },
  },
  steps: {
    content: {
      steps: [
        { title: "Paso 1", text: "Primero" },
        { title: "Paso 2", text: "Después" },
      ],
    },
  },
  flashcard: { content: { cards: [{ front: "Anverso", back: "Reverso" }] } },
  infographic: {
    content: {
      title: "Infografía",
      image: "/images/courses/info.svg",
      imageAlt: "Esquema",
      points: [{ x: 10, y: 20, label: "A", text: "Punto A" }],
    },
  },
  tabs: {
    content: {
      tabs: [
        { label: "Pestaña 1", text: "Uno" },
        { label: "Pestaña 2", text: "Dos" },
      ],
    },
  },
  test: { content: { question: "¿Cuánto es 2 + 2?", options: ["3", "4", "5"] }, solution: { correct: 1 } },
  selection: { content: { question: "¿Cuáles son pares?", options: ["1", "2", "3", "4"] }, solution: { correct: [1, 3] } },
  connect: {
    content: { prompt: "Une cada animal con su sonido", left: ["Perro", "Gato", "Vaca"], right: ["Muu", "Guau", "Miau"] },
    solution: { pairs: [1, 2, 0] },
  },
  dragable: {
    content: { prompt: "Clasifica", items: ["Manzana", "Zanahoria", "Pera"], targets: ["Fruta", "Verdura"] },
    solution: { placement: [0, 1, 0] },
  },
};

/** The sample's texts marked "(en)"; addresses and ids stay as they are. */
function inEnglish<T>(value: T, key = ""): T {
  if (typeof value === "string") return (["host", "videoId", "image"].includes(key) ? value : `${value} (en)`) as T;
  if (Array.isArray(value)) return value.map((item) => inEnglish(item)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEnglish(v, k)])) as T;
  return value;
}

export type BlockSpec = BlockType | { type: BlockType; required?: boolean };
export type CourseSpec = {
  slug?: string;
  published?: boolean;
  hours?: number;
  titleEs?: string;
  titleEn?: string;
  image?: string;
  position?: number;
  recommendedCourses?: string[];
  recommendedActivities?: number[];
};

export type GivenCourse = { id: number; slug: string; units: { id: number; blocks: { id: number; type: BlockType }[] }[] };

/**
 * A course with its units in order; each unit's blocks are given by type (an interactive one is required unless
 * said otherwise), with SAMPLE_BLOCKS' content and key.
 */
export async function givenCourse(db: Db, spec: CourseSpec = {}, units: BlockSpec[][] = []): Promise<GivenCourse> {
  const slug = spec.slug ?? `curso-${unique()}`;
  const [course] = await db
    .insert(courses)
    .values({
      slug,
      titleEs: spec.titleEs ?? `Curso ${slug}`,
      titleEn: spec.titleEn ?? `Course ${slug}`,
      summaryEs: "Resumen del curso",
      summaryEn: "The course's summary",
      image: spec.image ?? "/images/courses/cover.svg",
      hours: spec.hours ?? 4,
      published: spec.published ?? true,
      position: spec.position ?? 0,
      recommendedCourses: spec.recommendedCourses ?? [],
      recommendedActivities: spec.recommendedActivities ?? [],
    })
    .returning({ id: courses.id });
  if (!course) throw new Error("course not created");
  const made: GivenCourse = { id: course.id, slug, units: [] };
  for (const [index, blocks] of units.entries()) {
    const [unit] = await db
      .insert(courseUnits)
      .values({ courseId: course.id, position: index + 1, titleEs: `Unidad ${index + 1}`, titleEn: `Unit ${index + 1}`, minutes: 30 })
      .returning({ id: courseUnits.id });
    if (!unit) throw new Error("unit not created");
    const rows = blocks.map((spec, position) => {
      const type = typeof spec === "string" ? spec : spec.type;
      const sample = SAMPLE_BLOCKS[type];
      const interactive = sample.solution !== undefined;
      return {
        unitId: unit.id,
        position,
        type,
        required: typeof spec === "string" ? interactive : (spec.required ?? interactive),
        contentEs: sample.content,
        contentEn: inEnglish(sample.content),
        solution: sample.solution ?? null,
        explanation: interactive ? { es: "Porque sí.", en: "Because." } : null,
      };
    });
    const inserted =
      rows.length > 0 ? await db.insert(courseBlocks).values(rows).returning({ id: courseBlocks.id, type: courseBlocks.type }) : [];
    made.units.push({ id: unit.id, blocks: inserted });
  }
  return made;
}

/** The user completed the course at `completedAt` (now by default): the enrolment with its certificate code, as completion leaves it. */
export async function givenCompletion(db: Db, user: { id: string }, course: { id: number }, completedAt = new Date()) {
  const certificateCode = newCertificateCode();
  await db.insert(courseEnrolments).values({
    userId: user.id,
    courseId: course.id,
    startedAt: new Date(completedAt.getTime() - 86_400_000),
    completedAt,
    certificateCode,
  });
  return { certificateCode, completedAt };
}

/** The user started the course and has not finished it. */
export async function givenEnrolment(db: Db, user: { id: string }, course: { id: number }) {
  await db.insert(courseEnrolments).values({ userId: user.id, courseId: course.id });
}
