import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { programs } from "../../db/schema/index.ts";
import { inLanguage } from "../editing/editing.ts";

/** A programme's public page. */
export type ProgramPage = {
  slug: string;
  name: string;
  summary: string;
  body: string;
  image: string | null;
  links: string[];
};

/** The texts in `lang`; English readers get the Spanish text where its editor left the English one empty. */
function columns(lang: Language) {
  return {
    slug: programs.slug,
    name: inLanguage(lang, programs.nameEs, programs.nameEn),
    summary: inLanguage(lang, programs.summaryEs, programs.summaryEn),
    body: inLanguage(lang, programs.bodyEs, programs.bodyEn),
    image: programs.image,
    links: programs.links,
  };
}

const isPublic = and(eq(programs.public, true), isNotNull(programs.slug));

/** A public programme by its slug; null when unknown or not public. */
export async function programPage(db: Db, lang: Language, slug: string): Promise<ProgramPage | null> {
  const [row] = await db
    .select(columns(lang))
    .from(programs)
    .where(and(eq(programs.slug, slug), isPublic))
    .limit(1);
  return row ? { ...row, slug: row.slug ?? slug } : null;
}

/** The public programmes in their editorial order. */
export async function publicPrograms(db: Db, lang: Language): Promise<ProgramPage[]> {
  const rows = await db.select(columns(lang)).from(programs).where(isPublic).orderBy(asc(programs.position), asc(programs.id));
  return rows.map((row) => ({ ...row, slug: row.slug ?? "" }));
}
