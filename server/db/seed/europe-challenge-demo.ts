import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { EUROPE_CHALLENGE } from "../../../common/challenges.ts";
import { checkFiles, storeFiles } from "../../services/challenges/europe-files.ts";
import { videoToolsInstalled } from "../../storage/ffmpeg.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Db } from "../client.ts";
import { europeChallengeEntries, europeChallengeFiles, provinces, users } from "../schema/index.ts";
import { DEMO_CENTER } from "./centers.ts";

/**
 * The Europe super-challenge's demo (local demo only; decision 035): the demo teacher's school pre-registered in
 * 2025-26, so that in its submission stage (the browser journeys' clock: 1 December 2025) the teacher can submit;
 * and, when ffmpeg is installed, a submitted entry of the team-package demo user's school, with its files stored
 * privately like any upload, for the staff's list.
 */
const EDITION = EUROPE_CHALLENGE["2025-26"];

export async function seedEuropeChallengeDemo(db: Db, storage: Storage): Promise<boolean> {
  const [any] = await db.select({ id: europeChallengeEntries.id }).from(europeChallengeEntries).limit(1);
  if (any) return false;
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ["docente@demo.test", "equipo@demo.test"]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const teacher = idOf.get("docente@demo.test");
  const [madrid] = await db.select({ communityId: provinces.communityId }).from(provinces).where(eq(provinces.id, DEMO_CENTER.provinceId));
  if (!teacher || !madrid) return false;
  await db.insert(europeChallengeEntries).values({
    edition: EDITION.edition, userId: teacher, state: "preregistered",
    centreName: DEMO_CENTER.name, centreCode: DEMO_CENTER.code, communityId: madrid.communityId, town: DEMO_CENTER.town,
    contactName: "Marta Ruiz Lozano", email: "docente@demo.test", phone: null, students: 24,
    preregisteredAt: new Date("2025-10-06T10:00:00+02:00"),
  });
  const team = idOf.get("equipo@demo.test");
  const clip = demoClip();
  if (!team || !clip) return true;
  const photos = await Promise.all(["#ffd166", "#06d6a0", "#118ab2"].map((colour, n) => picture(colour, n)));
  const checked = await checkFiles(
    { video: new File([new Uint8Array(clip)], "huerto.mp4"), photos: photos.map((bytes, n) => new File([new Uint8Array(bytes)], `huerto-${n + 1}.jpg`)) },
    EDITION,
    "noFaces",
  );
  if (Object.keys(checked.fields).length > 0) throw new Error(`Europe demo files refused: ${JSON.stringify(checked.fields)}`);
  const { rows } = await storeFiles(storage, checked.files);
  const [entry] = await db.insert(europeChallengeEntries).values({
    edition: EDITION.edition, userId: team, state: "submitted",
    centreName: "CEIP Los Almendros", centreCode: "28000001", communityId: madrid.communityId, town: "Alcorcón",
    contactName: "Sergio Romero Blanco", email: "equipo@demo.test", phone: "600 123 456", students: 18,
    problem: "El huerto escolar se secaba cada verano porque nadie podía regarlo.",
    solution: "Un sistema de riego que mide la humedad de la tierra y riega solo cuando hace falta.",
    sustainability: "Recoge el agua de lluvia del tejado del gimnasio y funciona con un panel solar pequeño.",
    technology: "Una placa programable, sensores de humedad, una bomba de agua y una página web con los datos.",
    ideation: "Cada grupo propuso ideas en clase; votamos la mejor y la probamos con un prototipo de cartón y botellas.",
    peopleShown: "noFaces",
    travellers: [
      { name: "Lucía Martín", role: "student" }, { name: "Hugo Pérez", role: "student" }, { name: "Aitana Gómez", role: "student" },
      { name: "Daniel Ortiz", role: "student" }, { name: "Sergio Romero Blanco", role: "teacher" },
    ],
    travelProtocol: true,
    preregisteredAt: new Date("2025-10-02T12:00:00+02:00"),
    submittedAt: new Date("2025-11-20T17:30:00+01:00"),
  }).returning({ id: europeChallengeEntries.id });
  if (entry) await db.insert(europeChallengeFiles).values(rows.map((row) => ({ ...row, entryId: entry.id })));
  return true;
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
    const run = spawnSync("ffmpeg", ["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=15", "-t", "2", "-c:v", "libx264", "-pix_fmt", "yuv420p", file]);
    return run.status === 0 ? readFileSync(file) : null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
