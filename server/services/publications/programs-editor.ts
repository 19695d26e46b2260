import { and, asc, eq } from "drizzle-orm";
import { PROGRAM_KIND } from "../../../common/editing-kinds.ts";
import { formerSlugs, programs } from "../../db/schema/index.ts";
import { defineKind } from "../editing/kind.ts";
import { moveSlug } from "../redirects/former-slugs.ts";

/**
 * The programmes' pages editor (issue 18, decision 041; a kind of the editor kit, decision 053): the foundation's staff
 * write the public page of an existing programme (programmes come with the licences: their codes are not edited here),
 * publish or withdraw it (`public`), order it and change its address. Its own rules: a public page needs its address,
 * summary and text; an address may be taken away and given again.
 */

export type EditableProgram = typeof programs.$inferSelect;

export const programKind = defineKind<EditableProgram>({
  content: PROGRAM_KIND,
  table: programs,
  area: "programs",
  audit: { entity: "program", update: "programUpdate", label: (row) => row.nameEs },
  order: () => [asc(programs.position), asc(programs.id)],
  creatable: false,
  check: ({ input }) => {
    if (!input.public) return {};
    const fields: Record<string, string> = {};
    if (!input.slug) fields.slug = "editing.errors.required";
    if (!input.summaryEs) fields.summaryEs = "editing.errors.required";
    if (!input.bodyEs) fields.bodyEs = "editing.errors.required";
    return fields;
  },
  slugChanged: async (tx, row, previous) => {
    if (previous.slug && row.slug) await moveSlug(tx, "program", row.id, previous.slug, row.slug);
    // A first address (or one given again after none) is no longer anybody's former one.
    else if (row.slug) await tx.delete(formerSlugs).where(and(eq(formerSlugs.kind, "program"), eq(formerSlugs.slug, row.slug)));
    // An address taken away: the old one keeps leading to the programme, which answers it once it has one again.
    else if (previous.slug)
      await tx
        .insert(formerSlugs)
        .values({ kind: "program", slug: previous.slug, itemId: row.id })
        .onConflictDoUpdate({ target: [formerSlugs.kind, formerSlugs.slug], set: { itemId: row.id } });
  },
});
