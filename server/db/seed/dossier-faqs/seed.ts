import { count } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { dossierSections, faqGroups, faqItems } from "../../schema/index.ts";
import { dossier as enDossier } from "./dossier-en.ts";
import { dossier as esDossier } from "./dossier-es.ts";
import { faqs } from "./faqs.ts";

/**
 * The teachers' FAQs and the dossier's sections (section 2, domain formation), programme content seeded in every
 * environment from this folder's texts, whose texts already hold the constants (EMAIL_LINK, PUPILS_PER_DEVICE…) as the pages rendered them.
 * main.ts runs it at every boot. Dossier sections: whichever are missing (by slug), so an existing database gains them
 * and one staff edited is left as it is. FAQs: only while there is no group at all, so that a question staff removed
 * does not come back at the next boot. Returns how many rows it inserted.
 */
export async function seedDossierAndFaqs(db: Db): Promise<number> {
  let inserted = 0;
  const sections = await db
    .insert(dossierSections)
    .values(
      esDossier.sections.map((section, index) => {
        const en = enDossier.sections[index]!;
        return {
          slug: section.id,
          position: index + 1,
          headingEs: section.heading,
          headingEn: en.heading,
          bodyEs: { blocks: section.blocks, subsections: section.subsections ?? [] },
          bodyEn: { blocks: en.blocks, subsections: en.subsections ?? [] },
        };
      }),
    )
    .onConflictDoNothing({ target: dossierSections.slug })
    .returning({ id: dossierSections.id });
  inserted += sections.length;
  const [groups] = await db.select({ n: count() }).from(faqGroups);
  if ((groups?.n ?? 0) > 0) return inserted;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(faqGroups)
      .values(faqs.map((group, index) => ({ slug: group.id, title: group.title, position: index + 1 })))
      .onConflictDoNothing({ target: faqGroups.slug })
      .returning({ id: faqGroups.id, slug: faqGroups.slug });
    const groupId = new Map(rows.map((row) => [row.slug, row.id]));
    const items = faqs.flatMap((group) =>
      groupId.has(group.id)
        ? group.items.map((item, index) => ({
            groupId: groupId.get(group.id)!,
            slug: item.id,
            question: item.q,
            answer: item.a,
            position: index + 1,
          }))
        : [],
    );
    if (items.length > 0) await tx.insert(faqItems).values(items).onConflictDoNothing({ target: faqItems.slug });
    inserted += rows.length + items.length;
  });
  return inserted;
}
