import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { EUROPE_TRAVELLERS } from "../../common/challenges.ts";
import type { GraphQLServer } from "../graphql/yoga.ts";

/**
 * The Europe super-challenge's test material: small real files (photos drawn by sharp, clips made by ffmpeg,
 * a minimal PDF), a valid submission, and the multipart call a client or the form's action makes.
 */

export const europeFixtures = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "europe-fixtures-"));
  const clips = new Map<number, Buffer>();
  return {
    /** A low-resolution MP4 of `seconds`, made once per length. */
    clip(seconds: number): Buffer {
      const known = clips.get(seconds);
      if (known) return known;
      const file = path.join(folder, `clip-${seconds}.mp4`);
      const args = [
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-f",
        "lavfi",
        "-i",
        "testsrc=size=64x48:rate=5",
        "-t",
        String(seconds),
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        file,
      ];
      const run = spawnSync("ffmpeg", args);
      if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr}`);
      const bytes = readFileSync(file);
      clips.set(seconds, bytes);
      return bytes;
    },
    close: () => rmSync(folder, { recursive: true, force: true }),
  };
};

export const europePhoto = (n = 0) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40 * n, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

/** The smallest file that is a PDF by content (a signed form, as far as the checks can tell). */
export const europePdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    "latin1",
  );

export const travellers = (students = 3) =>
  Array.from({ length: EUROPE_TRAVELLERS }, (_, i) => ({ name: `Persona ${i + 1}`, role: i < students ? "student" : "teacher" }));

/** A valid submission's texts and choices (the centre's fields added for 2024-25). */
export const submissionInput = (overrides: Record<string, unknown> = {}) => ({
  problem: "El patio se inunda cuando llueve.",
  solution: "Sensores de humedad que avisan al conserje.",
  sustainability: "Placas reutilizadas y un panel solar.",
  technology: "Microcontrolador, sensores, una aplicación web.",
  ideation: "Lluvia de ideas en clase y prototipos en cartón.",
  peopleShown: "noFaces",
  legalBases: true,
  dataConsent: true,
  travellers: travellers(),
  travelProtocol: true,
  ...overrides,
});

export const centreInput = (overrides: Record<string, unknown> = {}) => ({
  centreName: "CEIP Las Acacias",
  centreCode: `28${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, "0")}`,
  communityId: 13,
  town: "Getafe",
  contactName: "Marta Ruiz",
  email: "marta@example.org",
  phone: "600 000 000",
  students: 24,
  ...overrides,
});

export type EuropeFiles = { video?: Buffer; photos?: Buffer[]; rightsUnder14?: Buffer; rightsOver14?: Buffer };

export const SUBMIT = `mutation ($input: EuropeSubmissionInput!, $video: File, $photos: [File!], $rightsUnder14: File, $rightsOver14: File) {
  submitEurope(input: $input, video: $video, photos: $photos, rightsUnder14: $rightsUnder14, rightsOver14: $rightsOver14) {
    __typename
    ... on MutationSubmitEuropeSuccess { data { id edition state centreCode submittedAt mine } }
    ... on DomainError { code message fields { field message } }
  } }`;

/** submitEurope as a multipart GraphQL request, with its files. */
export async function submitEurope(yoga: GraphQLServer, token: string, input: Record<string, unknown>, files: EuropeFiles) {
  const form = new FormData();
  const parts: [string, Buffer, string][] = [];
  if (files.video) parts.push(["variables.video", files.video, "clase.mp4"]);
  for (const [i, photo] of (files.photos ?? []).entries()) parts.push([`variables.photos.${i}`, photo, `foto ${i + 1}.jpg`]);
  if (files.rightsUnder14) parts.push(["variables.rightsUnder14", files.rightsUnder14, "derechos-menores.pdf"]);
  if (files.rightsOver14) parts.push(["variables.rightsOver14", files.rightsOver14, "derechos-mayores.pdf"]);
  const variables = { input, video: null, photos: files.photos?.map(() => null) ?? null, rightsUnder14: null, rightsOver14: null };
  form.set("operations", JSON.stringify({ query: SUBMIT, variables }));
  form.set("map", JSON.stringify(Object.fromEntries(parts.map(([at], i) => [String(i), [at]]))));
  for (const [i, [, bytes, name]] of parts.entries()) form.set(String(i), new Blob([new Uint8Array(bytes)]), name);
  const response = await yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-graphql-yoga-csrf": "1", "x-client-ip": "203.0.113.7" },
    body: form,
  });
  const body = (await response.json()) as { data?: { submitEurope: any }; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.submitEurope;
}

/** Every file under a folder (the storage's), to tell that nothing was left behind. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
