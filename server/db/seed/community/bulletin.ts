import type { Db } from "../../client.ts";
import { contributions } from "../../schema/index.ts";

/**
 * The demo bulletin board: notices by the foundation's staff (one still a draft), answered by the demo
 * teacher, one answer waiting for the demo moderator.
 */
const DAY = 86_400_000;

const POSTS = [
  {
    title: "Abierta la inscripción al Superreto docente",
    content:
      "<p>Ya podéis inscribir a vuestro centro en el <strong>Superreto docente</strong>. El plazo termina el 30 de abril.</p><ul><li>Una candidatura por centro.</li><li>Cinco proyectos ganadores.</li></ul>",
    daysAgo: 3,
    answers: ["¡Genial! Este año nos presentamos con el proyecto de robótica de 5º."],
  },
  {
    title: "Nuevas actividades de inteligencia artificial",
    content:
      "<h2>Para 9-12 años</h2><p>Hemos publicado tres actividades nuevas sobre cómo aprende una máquina. Las encontraréis en el itinerario de primaria.</p>",
    daysAgo: 10,
    answers: [],
  },
  {
    title: "Formación de diciembre para docentes",
    content: "<p>El 12 de diciembre repasaremos en línea los itinerarios de 6-8 años. Os enviaremos el enlace unos días antes.</p>",
    daysAgo: 20,
    answers: ["¿Quedará grabada la sesión?", "Gracias, allí estaremos."],
  },
];

export async function seedBulletin(db: Db, people: { staff: string; teacher: string }): Promise<void> {
  const now = Date.now();
  const ids: string[] = [];
  for (const notice of POSTS) {
    const publishedAt = new Date(now - notice.daysAgo * DAY);
    const [post] = await db
      .insert(contributions)
      .values({
        section: "bulletin",
        type: "post",
        authorId: people.staff,
        title: notice.title,
        content: notice.content,
        pendingReview: false,
        createdAt: publishedAt,
        publishedAt,
        replyCount: notice.answers.length,
        lastReplyAt: notice.answers.length > 0 ? new Date(publishedAt.getTime() + DAY) : null,
      })
      .returning({ id: contributions.id });
    if (!post) continue;
    ids.push(post.id);
    for (const [i, content] of notice.answers.entries()) {
      const at = new Date(publishedAt.getTime() + ((i + 1) * DAY) / 2);
      await db.insert(contributions).values({
        section: "bulletin",
        type: "answer",
        authorId: people.teacher,
        parentId: post.id,
        content,
        pendingReview: false,
        createdAt: at,
        publishedAt: at,
      });
    }
  }
  // A draft for staff, and an answer waiting for the moderator.
  if (ids[1]) {
    await db.insert(contributions).values({
      section: "bulletin",
      type: "answer",
      authorId: people.teacher,
      parentId: ids[1],
      content: "¿Sirven también para 6-8 años?",
    });
  }
  await db.insert(contributions).values({
    section: "bulletin",
    type: "post",
    authorId: people.staff,
    title: "Borrador: calendario del segundo trimestre",
    content: "<p>Pendiente de confirmar las fechas con los centros.</p>",
  });
}
