import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import { FORMATION_KIND } from "../../../common/editing-kinds.ts";
import { canonicalFormationCode, FORMATION_CODE_ALPHABET, FORMATION_CODE_INPUT_MAX } from "../../../common/formation.ts";
import { downloads, type FormationMaterial, type FormationSession, formations } from "../../db/schema/index.ts";
import { optionalLine, optionalText, requiredLine, requiredText } from "../editing/input.ts";
import { defineKind, type SaveContext } from "../editing/kind.ts";
import { newFormationAccessCode } from "./formations.ts";

/**
 * The formations' editor (issue 18, decision 041): the foundation's staff write a formation's texts in both languages,
 * keep it unpublished ("not available" to teachers) or publish it, and set its access code. A formation has no
 * address of its own but its code, which is a secret: a changed code closes the old one (no redirect), on purpose.
 * Its sessions (when, how long, where or its online link) and its material (titled texts with a link) are lists an
 * editor holds row by row, each row in both languages; it lists files of the downloads pages.
 */

/** A formation as its editor holds it: both languages. */
export type EditableFormation = typeof formations.$inferSelect;

/** A code as teachers type it, once canonical: two groups of five characters of the codes' alphabet. */
const CODE_SHAPE = new RegExp(`^[${FORMATION_CODE_ALPHABET}]{5}-[${FORMATION_CODE_ALPHABET}]{5}$`);

/** Rows of material or sessions as the API sends them (its input types say their fields; at most 30), judged by `rowsOf`. */
type Row = Record<string, unknown>;
const rows = z.array(z.record(z.string(), z.unknown()), "errors.validation").max(30, "editing.errors.tooLong");
/** The formation's own input: its code (empty on a new formation draws one), material, sessions and files. */
const FORMATION_INPUT = {
  accessCode: z.string().trim().max(FORMATION_CODE_INPUT_MAX, "editing.formations.errors.accessCode"),
  /** Its material and sessions, in their order; absent: kept as they are. */
  material: rows.nullish(),
  sessions: rows.nullish(),
  /** The files it lists, in their order (the API's ids: one that is no number names no file); absent: kept as they are. */
  downloadIds: z
    .array(
      z.union([z.number(), z.string()]).transform((id) => (/^\d{1,10}$/.test(String(id)) ? Number(id) : 0)),
      "errors.validation",
    )
    .max(100, "editing.errors.tooLong")
    .nullish(),
};

/** A link a teacher may follow: empty, or an http(s) address. */
function isWebLink(link: string): boolean {
  if (link === "") return true;
  try {
    const url = new URL(link);
    return (url.protocol === "https:" || url.protocol === "http:") && link.length <= 500;
  } catch {
    return false;
  }
}

const webLink = z.string().trim().refine(isWebLink);
/** An acceptable row of material: its Spanish title and text written, titles on one line. */
const MaterialFits = z.object({
  titleEs: requiredLine(200),
  titleEn: optionalLine(200),
  textEs: requiredText(5_000),
  textEn: optionalText(5_000),
  link: webLink,
});
/** An acceptable session: a start that is a time, 1 to 1440 minutes, its place on one line. */
const SessionFits = z.object({
  startsAt: z
    .string()
    .trim()
    .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success),
  minutes: z.number().int().min(1).max(1_440),
  placeEs: requiredLine(300),
  placeEn: optionalLine(300),
  link: webLink,
});

/** The rows not left wholly empty (`ignored`: a field that alone does not make a row), each acceptable, or null. */
function rowsOf<T>(rows: Row[], fits: z.ZodType<T>, ignored?: string): T[] | null {
  const written = rows.filter((row) => Object.entries(row).some(([key, value]) => key !== ignored && String(value).trim() !== ""));
  const parsed = written.map((row) => fits.safeParse(row));
  return parsed.every((row) => row.success) ? parsed.map((row) => row.data as T) : null;
}
const withLink = (link: string) => (link ? { link } : {});

/** The stored lists of material (one per language, row by row), or null when a row is not acceptable. */
function materialOf(rows: Row[]): { materialEs: FormationMaterial[]; materialEn: FormationMaterial[] } | null {
  const kept = rowsOf(rows, MaterialFits);
  return (
    kept && {
      materialEs: kept.map((row) => ({ title: row.titleEs, text: row.textEs, ...withLink(row.link) })),
      materialEn: kept.map((row) => ({ title: row.titleEn, text: row.textEn, ...withLink(row.link) })),
    }
  );
}

/** The stored sessions, or null when one is not acceptable. */
function sessionsOf(rows: Row[]): FormationSession[] | null {
  const kept = rowsOf(rows, SessionFits, "minutes");
  const sessions = kept?.map(({ startsAt, link, ...row }) => ({ startsAt: new Date(startsAt).toISOString(), ...row, ...withLink(link) }));
  // Kept in date order, as they are shown: the same sessions in another order are no change.
  return sessions?.sort((a, b) => a.startsAt.localeCompare(b.startsAt)) ?? null;
}

/**
 * A formation's own rules: the code is read as teachers type it (case, spaces and dashes do not matter) and must be of
 * the codes' shape (XXXXX-XXXXX of the alphabet without look-alikes), unique; each row of material and each session
 * acceptable; the files it lists known. What they give is kept on the save for its values.
 */
async function check(save: SaveContext<any> & { own?: object }) {
  const { input, previous, db } = save;
  const fields: Record<string, string> = {};
  let accessCode = canonicalFormationCode(input.accessCode);
  if (accessCode === "" && !previous) accessCode = newFormationAccessCode();
  if (accessCode === "") fields.accessCode = "editing.errors.required";
  else if (!CODE_SHAPE.test(accessCode)) fields.accessCode = "editing.formations.errors.accessCode";
  else {
    const [taken] = await db
      .select({ id: formations.id })
      .from(formations)
      .where(and(eq(formations.accessCode, accessCode), previous ? ne(formations.id, previous.id) : undefined))
      .limit(1);
    if (taken) fields.accessCode = "editing.formations.errors.accessCodeTaken";
  }
  const material = input.material
    ? materialOf(input.material)
    : { materialEs: previous?.materialEs ?? [], materialEn: previous?.materialEn ?? [] };
  if (!material) fields.material = "editing.formations.errors.material";
  const sessions = input.sessions ? sessionsOf(input.sessions) : (previous?.sessions ?? []);
  if (!sessions) fields.sessions = "editing.formations.errors.sessions";
  const downloadIds: number[] = input.downloadIds ? [...new Set(input.downloadIds)] : (previous?.downloadIds ?? []);
  // Only a list sent is checked (one kept as it was is not the editor's doing).
  if (input.downloadIds && downloadIds.some((value) => value < 1 || value > 2_147_483_647))
    fields.downloadIds = "editing.formations.errors.downloads";
  else if (input.downloadIds && downloadIds.length > 0) {
    const known = await db.select({ id: downloads.id }).from(downloads).where(inArray(downloads.id, downloadIds));
    if (known.length !== downloadIds.length) fields.downloadIds = "editing.formations.errors.downloads";
  }
  save.own = { ...material, sessions, downloadIds, accessCode };
  return fields;
}

export const formationKind = defineKind<EditableFormation>({
  content: FORMATION_KIND,
  table: formations,
  area: "formations",
  audit: { entity: "formation", create: "formationCreate", update: "formationUpdate" },
  order: () => [desc(formations.updatedAt), desc(formations.id)],
  input: FORMATION_INPUT,
  check,
  values: (save: any) => save.own,
  // Every stored value but its id and time of change.
  snapshot: ({ id, updatedAt, ...row }) => row,
  onInsert: (_tx, now) => ({ updatedAt: now }),
  onUpdate: (now) => ({ updatedAt: now }),
});
