import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { AgeSegment } from "../../../common/ages.ts";
import { storeGalleryFile, GALLERY_AREA } from "../../services/contributions/gallery-media.ts";
import { videoToolsInstalled } from "../../storage/ffmpeg.ts";
import { checkMedia, processVideo } from "../../storage/media.ts";
import { newKey, type Storage, variantKey } from "../../storage/storage.ts";
import type { Db } from "../client.ts";
import { contributionFiles, contributions, users } from "../schema/index.ts";

/**
 * The demo gallery (local demo only): published results with images drawn here by sharp, one with a short
 * MP4 made by ffmpeg when it is installed, one with a YouTube address, comments, and one result and one
 * comment pending for the demo moderator. Stored through the storage layer like any upload.
 */

type DemoResult = {
  author: string;
  title: string;
  content: string;
  categories: string[];
  age: AgeSegment | null;
  colours: [string, string];
  label: string;
  images?: number;
  videoUrl?: string;
  mp4?: boolean;
  pending?: boolean;
  comments?: { author: string; content: string; pending?: boolean }[];
};

const RESULTS: DemoResult[] = [
  {
    author: "docente@demo.test",
    title: "Nuestro robot barredora",
    categories: ["robotics"],
    age: "nineToTwelve",
    colours: ["#ffd166", "#ef476f"],
    label: "Robot",
    images: 2,
    content: "Con la placa del programa y dos motores, la clase de 5º construyó un robot que sigue una línea negra.",
    comments: [{ author: "fundacion@demo.test", content: "¡Qué buen trabajo! ¿Cuánto tardasteis en calibrar los sensores?" }],
  },
  {
    author: "fundacion@demo.test",
    title: "Pixel art con cuadrícula",
    categories: ["game", "animation"],
    age: "sixToEight",
    colours: ["#06d6a0", "#118ab2"],
    label: "Pixel",
    content: "Dibujamos personajes en papel cuadriculado y luego los pasamos al ordenador, casilla a casilla.",
    comments: [{ author: "docente@demo.test", content: "Lo probaremos con los de 2º la semana que viene.", pending: true }],
  },
  {
    author: "docente@demo.test",
    title: "Semáforo con sensores",
    categories: ["iot"],
    age: "twelvePlus",
    colours: ["#8338ec", "#3a86ff"],
    label: "IoT",
    content: "Un semáforo que cambia cuando detecta peatones. Lo montamos en la semana de la ciencia.",
  },
  {
    author: "fundacion@demo.test",
    title: "Realidad aumentada en el patio",
    categories: ["ar"],
    age: "nineToTwelve",
    colours: ["#fb5607", "#ffbe0b"],
    label: "AR",
    content: "Escondimos pistas en el patio que solo se veían con la tableta.",
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  },
  {
    author: "docente@demo.test",
    title: "Animación de la clase de 3º",
    categories: ["animation"],
    age: "sixToEight",
    colours: ["#ff006e", "#8338ec"],
    label: "Vídeo",
    images: 0,
    mp4: true,
    content: "Un corto animado hecho fotograma a fotograma con plastilina.",
  },
  {
    author: "docente@demo.test",
    title: "Mapa del barrio en 3D",
    categories: ["3D"],
    age: "twelvePlus",
    colours: ["#2a9d8f", "#e9c46a"],
    label: "3D",
    pending: true,
    content: "Modelamos las calles del barrio y lo imprimimos en 3D. Pendiente de revisión.",
  },
];

/** A small picture: a diagonal gradient with a word, as a JPEG (what a camera would send). */
async function drawing(colours: [string, string], label: string, n: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="${200 + n * 120}" cy="300" r="120" fill="#ffffff" fill-opacity="0.35"/>
    <text x="400" y="330" font-family="sans-serif" font-size="96" font-weight="bold" text-anchor="middle" fill="#1d1d1b">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A two-second test clip made by ffmpeg, or null when it is not installed. */
function demoClip(): Buffer | null {
  if (!videoToolsInstalled()) return null;
  const folder = mkdtempSync(path.join(tmpdir(), "seed-video-"));
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
      "-movflags",
      "+faststart",
      file,
    ]);
    return run.status === 0 ? readFileSync(file) : null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Seeds the demo gallery once (when it has no results yet); returns whether it did. */
export async function seedDemoGallery(db: Db, storage: Storage): Promise<boolean> {
  const [any] = await db.select({ id: contributions.id }).from(contributions).where(eq(contributions.section, "gallery")).limit(1);
  if (any) return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["docente@demo.test", "fundacion@demo.test", "moderacion@demo.test"]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const moderator = idOf.get("moderacion@demo.test");
  if (!moderator || !idOf.get("docente@demo.test")) return false;
  const clip = RESULTS.some((r) => r.mp4) ? demoClip() : null;
  const start = Date.now() - RESULTS.length * 86_400_000;
  for (const [i, result] of RESULTS.entries()) {
    if (result.mp4 && !clip) {
      // Without ffmpeg the video result is a Vimeo one.
      result.videoUrl = "https://vimeo.com/76979871";
    }
    const authorId = idOf.get(result.author);
    if (!authorId) continue;
    const at = new Date(start + i * 86_400_000);
    const state = result.pending
      ? { pendingReview: true }
      : { pendingReview: false, publishedAt: at, moderatedBy: moderator, emailedAt: at };
    const [row] = await db
      .insert(contributions)
      .values({
        type: "result",
        section: "gallery",
        authorId,
        title: result.title,
        content: result.content,
        categories: result.categories,
        age: result.age,
        videoUrl: result.videoUrl ?? null,
        createdAt: at,
        ...state,
      })
      .returning({ id: contributions.id });
    if (!row) continue;
    const files = [];
    for (let n = 0; n < (result.images ?? 1); n++) {
      const { bytes, media } = await checkMedia(await drawing(result.colours, result.label, n));
      files.push((await storeGalleryFile(storage, bytes, media)).file);
    }
    if (result.mp4 && clip) {
      const { bytes, media } = await checkMedia(clip);
      const { video, poster, thumbnail } = await processVideo(bytes, media);
      const key = newKey(GALLERY_AREA, "mp4");
      const thumbKey = variantKey(key, "thumb", "webp");
      await storage.put(key, video.bytes, "video/mp4");
      await storage.put(variantKey(key, "poster", "webp"), poster.bytes, "image/webp");
      await storage.put(thumbKey, thumbnail.bytes, "image/webp");
      files.push({
        kind: "video" as const,
        key,
        thumbKey,
        sourceKey: null,
        state: "ready" as const,
        width: video.width,
        height: video.height,
      });
    }
    if (files.length > 0)
      await db.insert(contributionFiles).values(files.map((f, position) => ({ ...f, contributionId: row.id, position })));
    let replies = 0;
    for (const comment of result.comments ?? []) {
      const commentAuthor = idOf.get(comment.author);
      if (!commentAuthor) continue;
      await db.insert(contributions).values({
        type: "comment",
        section: "gallery",
        authorId: commentAuthor,
        parentId: row.id,
        content: comment.content,
        createdAt: at,
        ...(comment.pending ? { pendingReview: true } : { pendingReview: false, publishedAt: at, moderatedBy: moderator, emailedAt: at }),
      });
      if (!comment.pending) replies++;
    }
    if (replies > 0) await db.update(contributions).set({ replyCount: replies, lastReplyAt: at }).where(eq(contributions.id, row.id));
  }
  return true;
}
