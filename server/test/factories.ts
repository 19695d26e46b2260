import { randomBytes } from "node:crypto";
import { AGE_SEGMENTS, type AgeSegment } from "../../common/ages.ts";
import { createSession } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import { activities, events, news, userRoles, users } from "../db/schema/index.ts";

type Role = (typeof userRoles.$inferInsert)["role"];
const unique = () => randomBytes(4).toString("hex");

/** A user with a session, straight in the database (faster than signing up through the API). */
export async function givenUser(db: Db, options: { roles?: Role[]; name?: string } = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.org`,
      name: options.name ?? "Ana",
      lastName: "López",
      birthday: "1990-05-20",
      privacyAcceptedAt: new Date(),
    })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error("user not created");
  const roles: Role[] = ["USER_REGISTERED", ...(options.roles ?? [])];
  await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  const { token } = await createSession(db, user.id);
  return { ...user, token };
}

export type ActivityRow = typeof activities.$inferSelect;

/** An activity with sensible defaults; `ageRank` follows the youngest age segment. */
export async function givenActivity(db: Db, overrides: Partial<typeof activities.$inferInsert> = {}): Promise<ActivityRow> {
  const slug = overrides.slug ?? `actividad-${unique()}`;
  const ageSegments = (overrides.ageSegments ?? ["sixToEight"]) as AgeSegment[];
  const ageRank = Math.min(...ageSegments.map((s) => AGE_SEGMENTS.indexOf(s)));
  const [row] = await db
    .insert(activities)
    .values({
      slug,
      audience: "children",
      difficulty: "low",
      minutes: 30,
      category: "game",
      competences: ["problemSolving"],
      cover: "/images/activities/placeholder.svg",
      titleEs: `Actividad ${slug}`,
      titleEn: `Activity ${slug}`,
      summaryEs: "Resumen",
      summaryEn: "Summary",
      descriptionEs: "Descripción",
      descriptionEn: "Description",
      stepsEs: ["Paso uno", "Paso dos"],
      stepsEn: ["Step one", "Step two"],
      ...overrides,
      ageSegments,
      ageRank,
    })
    .returning();
  if (!row) throw new Error("activity not created");
  return row;
}

export async function givenNews(db: Db, overrides: Partial<typeof news.$inferInsert> = {}) {
  const slug = overrides.slug ?? `noticia-${unique()}`;
  const [row] = await db
    .insert(news)
    .values({
      slug,
      titleEs: `Noticia ${slug}`,
      titleEn: `News ${slug}`,
      summaryEs: "Resumen",
      summaryEn: "Summary",
      bodyEs: "Texto",
      bodyEn: "Text",
      image: "/images/news/placeholder.svg",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("news not created");
  return row;
}

export async function givenEvent(db: Db, overrides: Partial<typeof events.$inferInsert> & { startsAt: Date }) {
  const slug = overrides.slug ?? `evento-${unique()}`;
  const [row] = await db
    .insert(events)
    .values({
      slug,
      type: "activity",
      titleEs: `Evento ${slug}`,
      titleEn: `Event ${slug}`,
      summaryEs: "Resumen",
      summaryEn: "Summary",
      bodyEs: "Texto",
      bodyEn: "Text",
      image: "/images/events/placeholder.svg",
      placeEs: "En línea",
      placeEn: "Online",
      endsAt: new Date(overrides.startsAt.getTime() + 2 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("event not created");
  return row;
}
