/**
 * Draws the catalogue's pictures: one cover per activity and one image per news item, event, topic
 * and programme, plus placeholders; and the in-class itineraries' covers with one picture per
 * itinerary activity (public/images/itineraries/<slug>.svg and <slug>/<activity slug>.svg); and the courses' covers
 * with their cover blocks' and infographics' pictures (public/images/courses/<slug>.svg and <slug>/<name>.svg). Run with `node scripts/draw-covers.ts`; the output under
 * public/images/ is committed. Each picture is a deterministic function of its slug.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Category, CATEGORY_COLOURS } from "../common/activities.ts";
import { activitySeeds } from "../server/db/seed/content/activities/index.ts";
import { eventSeeds } from "../server/db/seed/content/events/index.ts";
import { newsSeeds } from "../server/db/seed/content/news/index.ts";
import { programSeeds } from "../server/db/seed/content/programs.ts";
import { topicSeeds } from "../server/db/seed/content/topics/index.ts";
import { itinerarySeeds } from "../server/db/seed/in-class/index.ts";
import { courseSeeds } from "../server/db/seed/courses/index.ts";
import { motifsFor } from "./covers/choices.ts";
import { COURSE_PICTURES, drawInfographic, INFOGRAPHIC_PICTURES } from "./covers/courses.ts";
import { itineraryPicture } from "./covers/itineraries.ts";
import { IMAGE_CATEGORIES } from "./covers/publications.ts";
import type { Motif } from "./covers/motifs.ts";
import { drawScene } from "./covers/scene.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "images");
const MAX_BYTES = 6 * 1024;
const FOLDERS = ["activities", "news", "events", "topics", "programs", "itineraries", "courses"];
const written = new Set<string>();

/** Writes public/images/<folder>/<slug>.svg; a slug with a slash (itinerary/activity) writes into a subfolder. */
function write(folder: string, slug: string, svg: string) {
  const dir = path.dirname(path.join(root, folder, slug));
  mkdirSync(dir, { recursive: true });
  if (Buffer.byteLength(svg) > MAX_BYTES) throw new Error(`${folder}/${slug}.svg is over 6 KB`);
  writeFileSync(path.join(root, folder, `${slug}.svg`), svg);
  written.add(`${folder}/${slug}.svg`);
}

function draw(folder: string, slug: string, category: Category, wide: boolean) {
  const scene = { id: slug, colour: CATEGORY_COLOURS[category], motifs: motifsFor(slug, category) };
  write(folder, slug, drawScene(wide ? { ...scene, height: 180 } : scene));
}

for (const activity of activitySeeds) draw("activities", activity.slug, activity.category, false);
for (const item of newsSeeds) draw("news", item.slug, IMAGE_CATEGORIES[item.slug] ?? "game", true);
for (const event of eventSeeds) draw("events", event.slug, IMAGE_CATEGORIES[event.slug] ?? "invention", true);
for (const topic of topicSeeds) draw("topics", topic.slug, topic.category, true);
for (const program of programSeeds) if (program.slug) draw("programs", program.slug, IMAGE_CATEGORIES[program.slug] ?? "game", true);
for (const itinerary of itinerarySeeds) {
  const cover = itineraryPicture(itinerary.slug);
  write(
    "itineraries",
    itinerary.slug,
    drawScene({ id: itinerary.slug, colour: CATEGORY_COLOURS[cover.category], motifs: cover.motifs, height: 180 }),
  );
  for (const activity of itinerary.activities) {
    const picture = itineraryPicture(activity.slug, itinerary.slug);
    const id = `${itinerary.slug}/${activity.slug}`;
    write("itineraries", id, drawScene({ id, colour: CATEGORY_COLOURS[picture.category], motifs: picture.motifs }));
  }
}
/** A course picture's name under public/images/courses/ ("<slug>" or "<slug>/<name>"), from its path. */
const coursePictureName = (image: string) => image.replace(/^\/images\/courses\//, "").replace(/\.svg$/, "");
function drawCoursePicture(name: string) {
  const picture = COURSE_PICTURES[name];
  if (!picture) throw new Error(`scripts/covers/courses.ts: no picture chosen for ${name}`);
  const [category, ...motifs] = picture;
  write("courses", name, drawScene({ id: name, colour: CATEGORY_COLOURS[category], motifs: motifs as [Motif, ...Motif[]], height: 180 }));
}
for (const course of courseSeeds) {
  drawCoursePicture(course.slug);
  for (const block of course.units.flatMap((unit) => unit.blocks)) {
    if (block.type === "cover") drawCoursePicture(coursePictureName(block.es.image));
    if (block.type === "infographic") {
      const name = coursePictureName(block.es.image);
      const picture = INFOGRAPHIC_PICTURES[name];
      if (!picture) throw new Error(`scripts/covers/courses.ts: no infographic picture chosen for ${name}`);
      write(
        "courses",
        name,
        drawInfographic({
          colour: CATEGORY_COLOURS[picture.category],
          points: block.es.points,
          motifs: picture.points,
          centre: picture.centre,
          grid: picture.grid,
        }),
      );
    }
  }
}

// Placeholders for rows without a picture of their own (and for tests' factories).
write("activities", "placeholder", drawScene({ id: "placeholder", colour: "#ffd166", motifs: ["star", "puzzle", "pencil"] }));
for (const folder of FOLDERS.slice(1)) {
  write(
    folder,
    "placeholder",
    drawScene({ id: `${folder}-placeholder`, colour: "#ffd166", motifs: ["star", "book", "pencil"], height: 180 }),
  );
}
// Pictures of renamed or removed rows go, so the folders hold exactly what the seed uses (and so do
// the subfolders of removed itineraries).
function prune(folder: string) {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      prune(relative);
      if (readdirSync(path.join(root, relative)).length === 0) rmSync(path.join(root, relative), { recursive: true });
    } else if (entry.name.endsWith(".svg") && !written.has(relative)) rmSync(path.join(root, relative));
  }
}
for (const folder of FOLDERS) prune(folder);
console.log(`${written.size} pictures drawn under public/images/`);
