import { sanitizeRichText } from "../../services/contributions/rich-text.ts";
import type { Db } from "../client.ts";
import { contributions, userRoles, users } from "../schema/index.ts";

/**
 * The demo forum: themes by the demo teacher and other teachers of the programme, with answers, so that the
 * list's sorts, filters and pages have something to show; one theme and one answer wait for the demo
 * moderator. Written straight in the table in the states moderation would leave (counters included).
 */

/** Other teachers who write in the demo forum (they have no password: nobody signs in as them). */
const FORUM_TEACHERS = [
  { email: "foro.andres@demo.test", name: "Andrés", lastName: "Molina Rey" },
  { email: "foro.carmen@demo.test", name: "Carmen", lastName: "Vega Soler" },
  { email: "foro.rocio@demo.test", name: "Rocío", lastName: "Fernández Iglesias" },
] as const;

type Who = "teacher" | "andres" | "carmen" | "rocio";
type Answer = { by: Who; text: string; daysAgo: number; pending?: boolean };
type Theme = { by: Who; title: string; content: string; categories: string[]; daysAgo: number; pending?: boolean; answers?: Answer[] };

const THEMES: Theme[] = [
  {
    by: "teacher",
    title: "¿Qué kit de robótica usáis en 3º de primaria?",
    content:
      "<p>Este trimestre empezamos con robótica en 3º y dudo entre varios kits.</p><p>¿Cuáles os han funcionado mejor con grupos de <strong>25 alumnos</strong>? ¿Cuántos kits por aula?</p>",
    categories: ["robotics"],
    daysAgo: 20,
    answers: [
      {
        by: "andres",
        text: "Nosotros trabajamos con un kit por cada tres alumnos y va muy bien: se reparten los papeles (constructor, programador, portavoz).",
        daysAgo: 19,
      },
      {
        by: "carmen",
        text: "Con los de 3º nos fue mejor empezar sin pantalla, con las tarjetas de programación, y pasar al robot la segunda semana.",
        daysAgo: 17,
      },
      { by: "rocio", text: "Muy de acuerdo con Carmen. Las tarjetas ayudan mucho a entender las secuencias.", daysAgo: 3 },
    ],
  },
  {
    by: "andres",
    title: "Ideas para trabajar la seguridad en internet con familias",
    content:
      "<p>Quiero organizar una sesión con las familias sobre seguridad en internet.</p><ul><li>Contraseñas</li><li>Redes sociales</li><li>Tiempo de pantalla</li></ul><p>¿Alguien tiene materiales que le hayan funcionado?</p>",
    categories: ["security", "wellbeing"],
    daysAgo: 15,
    answers: [
      {
        by: "teacher",
        text: "En el programa hay una actividad de contraseñas seguras que encanta a las familias. La hicimos juntos en una tarde.",
        daysAgo: 14,
      },
    ],
  },
  {
    by: "carmen",
    title: "Animación con plastilina: nuestro primer corto",
    content:
      "<p>Os cuento cómo hicimos un corto de animación <em>stop motion</em> en 5º: guion en grupos, decorados con cartón y una tableta por grupo.</p><h2>Lo que aprendimos</h2><p>Planificar los fotogramas antes de grabar ahorra mucho tiempo.</p>",
    categories: ["animation", "invention"],
    daysAgo: 12,
    answers: [
      { by: "rocio", text: "¡Qué buena idea! ¿Cuántas sesiones os llevó?", daysAgo: 11 },
      { by: "carmen", text: "Seis sesiones de una hora, contando el estreno en el salón de actos.", daysAgo: 10 },
    ],
  },
  {
    by: "rocio",
    title: "Inteligencia artificial en el aula: ¿por dónde empezar?",
    content:
      "<p>Me gustaría introducir la inteligencia artificial con alumnos de 6º sin que se quede en teoría. ¿Qué actividades recomendáis para empezar?</p>",
    categories: ["ia"],
    daysAgo: 9,
    answers: [
      {
        by: "teacher",
        text: "La actividad de entrenar un clasificador de imágenes funciona muy bien: ven enseguida cómo aprende la máquina con ejemplos.",
        daysAgo: 8,
      },
      { by: "andres", text: "Y luego comparar qué pasa si los ejemplos están desequilibrados: da para un buen debate.", daysAgo: 2 },
    ],
  },
  {
    by: "teacher",
    title: "Realidad aumentada con tabletas antiguas",
    content:
      "<p>Tenemos tabletas de hace varios años. ¿Alguien ha conseguido que funcionen las actividades de realidad aumentada en ellas?</p>",
    categories: ["ar"],
    daysAgo: 7,
  },
  {
    by: "andres",
    title: "Diseño 3D para hacer llaveros del centro",
    content:
      "<p>En 6º diseñamos llaveros con el logo del centro y los imprimimos en 3D. Comparto los pasos que seguimos por si os sirven.</p><ol><li>Boceto en papel</li><li>Diseño en el ordenador</li><li>Impresión y pintura</li></ol>",
    categories: ["3D", "invention"],
    daysAgo: 5,
    answers: [{ by: "carmen", text: "¡Nos lo apuntamos para la jornada de puertas abiertas!", daysAgo: 4 }],
  },
  {
    by: "carmen",
    title: "Videojuegos educativos hechos por el alumnado",
    content:
      "<p>Este año el proyecto final de 4º ha sido crear un videojuego sobre el reciclaje. ¿Cómo evaluáis este tipo de proyectos?</p>",
    categories: ["videoGame", "game"],
    daysAgo: 2,
    answers: [
      {
        by: "rocio",
        text: "Usamos una rúbrica sencilla con cuatro apartados: idea, funcionamiento, trabajo en equipo y presentación.",
        daysAgo: 1,
        pending: true,
      },
    ],
  },
  {
    by: "rocio",
    title: "Sensores y huerto escolar: proyecto de internet de las cosas",
    content:
      "<p>Queremos medir la humedad del huerto escolar con sensores y ver los datos en clase. ¿Alguien lo ha hecho con primaria?</p>",
    categories: ["iot"],
    daysAgo: 0,
    pending: true,
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** Seeds the demo forum; `teacher` and `moderator` are the demo accounts' ids. */
export async function seedForum(db: Db, demo: { teacher: string; moderator: string }): Promise<void> {
  const authors = new Map<Who, string>([["teacher", demo.teacher]]);
  for (const [i, person] of FORUM_TEACHERS.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        email: person.email,
        name: person.name,
        lastName: person.lastName,
        birthday: "1980-05-20",
        provinceId: 28,
        privacyAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error("demo seed: forum teacher not created");
    await db.insert(userRoles).values([
      { userId: user.id, role: "USER_REGISTERED" },
      { userId: user.id, role: "USER_LICENSED" },
    ]);
    authors.set((["andres", "carmen", "rocio"] as const)[i]!, user.id);
  }
  const now = Date.now();
  // The same hour every day, an hour apart per item, so that the order is the story's order.
  const at = (daysAgo: number, step: number) => new Date(now - daysAgo * DAY - (12 - step) * 60 * 60 * 1000);
  const state = (pending: boolean | undefined, when: Date) =>
    pending ? { pendingReview: true } : { pendingReview: false, publishedAt: when, moderatedBy: demo.moderator, emailedAt: when };
  for (const theme of THEMES) {
    const created = at(theme.daysAgo, 0);
    const answers = (theme.answers ?? []).map((answer, i) => ({ ...answer, when: at(answer.daysAgo, i + 1) }));
    const published = answers.filter((a) => !a.pending);
    const last = published.length > 0 ? new Date(Math.max(...published.map((a) => a.when.getTime()))) : null;
    const [row] = await db
      .insert(contributions)
      .values({
        section: "forum",
        type: "theme",
        authorId: authors.get(theme.by)!,
        title: theme.title,
        content: sanitizeRichText(theme.content),
        categories: theme.categories,
        language: "es",
        createdAt: created,
        replyCount: published.length,
        lastReplyAt: last,
        ...state(theme.pending, created),
      })
      .returning({ id: contributions.id });
    if (!row) throw new Error("demo seed: forum theme not created");
    for (const { when, ...answer } of answers) {
      await db.insert(contributions).values({
        section: "forum",
        type: "answer",
        parentId: row.id,
        authorId: authors.get(answer.by)!,
        content: answer.text,
        language: "es",
        createdAt: when,
        ...state(answer.pending, when),
      });
    }
  }
}
