import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { currentEuropeEdition, europeStage } from "../../../common/challenges.ts";
import { europeEditions } from "../../services/challenges/challenge-editions.ts";
import { checkFiles, storeFiles } from "../../services/challenges/europe-files.ts";
import { videoToolsInstalled } from "../../storage/ffmpeg.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Db } from "../client.ts";
import { europeChallengeEntries, europeChallengeFiles, provinces, users } from "../schema/index.ts";
import { DEMO_CENTRE } from "./centres.ts";

/**
 * The Europe super-challenge's demo (local demo only; decision 035), dated from the product's clock (`now`, CLOCK_START's
 * calendar) and true to the stage the current edition is in then: nothing before it opens; the demo teacher's school
 * pre-registered once pre-registration has opened (so that in the submission stage, the browser journeys' clock of
 * 1 December 2025, the teacher can submit); the team-package demo user's school pre-registered too, and, once the
 * submission stage has opened and when ffmpeg is installed, its entry submitted with its files stored privately like
 * any upload, for the staff's list. Every date has already happened at `now` and falls within its stage.
 */
export async function seedEuropeChallengeDemo(db: Db, storage: Storage, now: Date): Promise<boolean> {
  const [any] = await db.select({ id: europeChallengeEntries.id }).from(europeChallengeEntries).limit(1);
  if (any) return false;
  const edition = currentEuropeEdition(await europeEditions(db), now);
  const stage = europeStage(edition, now);
  if (stage === "comingSoon") return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["docente@demo.test", "equipo@demo.test"]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const teacher = idOf.get("docente@demo.test");
  const [madrid] = await db.select({ communityId: provinces.communityId }).from(provinces).where(eq(provinces.id, DEMO_CENTRE.provinceId));
  if (!teacher || !madrid) return false;
  const opens = new Date(edition.opensAt);
  const preRegistrationCloses = edition.preRegistrationClosesAt ? new Date(edition.preRegistrationClosesAt) : null;
  const submissionOpens = preRegistrationCloses ?? opens;
  const closes = new Date(edition.closesAt);
  // An edition without pre-registration (2024-25) has no pre-registered entries: its submission makes the entry.
  const preRegistered = (days: number) => (preRegistrationCloses ? happened(opens, days, preRegistrationCloses, now) : null);
  const submitting = stage === "submission" || stage === "closed";

  if (preRegistrationCloses) {
    await db.insert(europeChallengeEntries).values({
      edition: edition.edition,
      userId: teacher,
      state: "preregistered",
      centreName: DEMO_CENTRE.name,
      centreCode: DEMO_CENTRE.code,
      communityId: madrid.communityId,
      town: DEMO_CENTRE.town,
      contactName: "Marta Ruiz Lozano",
      email: "docente@demo.test",
      phone: null,
      students: 24,
      preregisteredAt: preRegistered(21),
      preRegisteredBy: teacher,
    });
  }
  const team = idOf.get("equipo@demo.test");
  if (!team) return true;
  const teamCentre = {
    edition: edition.edition,
    userId: team,
    centreName: "CEIP Los Almendros",
    centreCode: "28000001",
    communityId: madrid.communityId,
    town: "Alcorcón",
    contactName: "Sergio Romero Blanco",
    email: "equipo@demo.test",
    phone: "600 123 456",
    students: 18,
    preregisteredAt: preRegistered(1),
    preRegisteredBy: preRegistrationCloses ? team : null,
  };
  const clip = submitting ? demoClip() : null;
  if (!clip) {
    // Not yet in the submission stage (or no ffmpeg to make the video): the team's school has only pre-registered.
    if (preRegistrationCloses) await db.insert(europeChallengeEntries).values({ ...teamCentre, state: "preregistered" });
    return true;
  }
  const photos = await Promise.all(["#ffd166", "#06d6a0", "#118ab2"].map((colour, n) => picture(colour, n)));
  const checked = await checkFiles(
    {
      video: new File([new Uint8Array(clip)], "huerto.mp4"),
      photos: photos.map((bytes, n) => new File([new Uint8Array(bytes)], `huerto-${n + 1}.jpg`)),
    },
    edition,
    "noFaces",
  );
  if (Object.keys(checked.fields).length > 0) throw new Error(`Europe demo files refused: ${JSON.stringify(checked.fields)}`);
  const { rows } = await storeFiles(storage, checked.files);
  const [entry] = await db
    .insert(europeChallengeEntries)
    .values({
      ...teamCentre,
      state: "submitted",
      problem: "El huerto escolar se secaba cada verano porque nadie podía regarlo.",
      solution: "Un sistema de riego que mide la humedad de la tierra y riega solo cuando hace falta.",
      sustainability: "Recoge el agua de lluvia del tejado del gimnasio y funciona con un panel solar pequeño.",
      technology: "Una placa programable, sensores de humedad, una bomba de agua y una página web con los datos.",
      ideation: "Cada grupo propuso ideas en clase; votamos la mejor y la probamos con un prototipo de cartón y botellas.",
      peopleShown: "noFaces",
      travellers: [
        { name: "Lucía Martín", role: "student" },
        { name: "Hugo Pérez", role: "student" },
        { name: "Aitana Gómez", role: "student" },
        { name: "Daniel Ortiz", role: "student" },
        { name: "Sergio Romero Blanco", role: "teacher" },
      ],
      travelProtocol: true,
      submittedAt: happened(submissionOpens, 19, closes, now),
      submittedBy: team,
    })
    .returning({ id: europeChallengeEntries.id });
  if (entry) await db.insert(europeChallengeFiles).values(rows.map((row) => ({ ...row, entryId: entry.id })));
  return true;
}

const HOUR = 3_600_000;

/**
 * A demo instant `days` after a stage's start, moved back when it would not have happened yet: never later than an
 * hour before `now` (nor than a minute before the stage ends), never before the stage's start.
 */
export function happened(from: Date, days: number, until: Date, now: Date): Date {
  const latest = Math.min(until.getTime() - 60_000, now.getTime() - HOUR);
  return new Date(Math.max(from.getTime(), Math.min(from.getTime() + days * 24 * HOUR, latest)));
}

/** A small photo: a colour with a circle, as a JPEG. */
function picture(colour: string, n: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colour}"/>
    <circle cx="${180 + n * 140}" cy="240" r="110" fill="#1d3557" fill-opacity="0.4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A two-second test clip made by ffmpeg, or null when it is not installed. */
function demoClip(): Buffer | null {
  if (!videoToolsInstalled()) return null;
  const folder = mkdtempSync(path.join(tmpdir(), "seed-europe-"));
  try {
    const file = path.join(folder, "clip.mp4");
    const run = spawnSync("ffmpeg", [
      "-nostdin",
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=15",
      "-t",
      "2",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      file,
    ]);
    return run.status === 0 ? readFileSync(file) : null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
