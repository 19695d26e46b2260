import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import { programs, redirects, topics } from "../db/schema/index.ts";

const unique = () => randomBytes(4).toString("hex");

export async function givenTopic(db: Db, overrides: Partial<typeof topics.$inferInsert> = {}) {
  const slug = overrides.slug ?? `tema-${unique()}`;
  const [row] = await db
    .insert(topics)
    .values({
      slug,
      category: "ia",
      titleEs: `Tema ${slug}`,
      titleEn: `Topic ${slug}`,
      summaryEs: "Resumen",
      summaryEn: "Summary",
      bodyEs: "## Qué es\n\nUn párrafo.",
      bodyEn: "## What it is\n\nA paragraph.",
      image: "/images/topics/placeholder.svg",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("topic not created");
  return row;
}

export async function givenProgram(db: Db, overrides: Partial<typeof programs.$inferInsert> = {}) {
  const slug = overrides.slug ?? `programa-${unique()}`;
  const [row] = await db
    .insert(programs)
    .values({
      code: slug.toUpperCase(),
      slug,
      nameEs: `Programa ${slug}`,
      nameEn: `Programme ${slug}`,
      summaryEs: "Resumen",
      summaryEn: "Summary",
      bodyEs: "Texto",
      bodyEn: "Text",
      public: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("programme not created");
  return row;
}

export async function givenRedirect(db: Db, values: { kind: "qr" | "link"; target: string; key?: string }) {
  const [row] = await db
    .insert(redirects)
    .values({ key: values.key ?? `clave-${unique()}`, kind: values.kind, target: values.target })
    .returning();
  if (!row) throw new Error("redirect not created");
  return row;
}
