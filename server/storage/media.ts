import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";
import { UPLOAD_MAX_BYTES } from "../../common/constants.ts";
import { runVideoTool, VideoToolFailed } from "./ffmpeg.ts";
import type { MediaContentType, MediaExtension } from "./storage.ts";

/**
 * The gallery's files (section 5: JPG, PNG, GIF, AVI, MP4, at most 10 MB), checked on upload and processed
 * afterwards (decision 029). Nothing a user sent is stored for serving as it came: images are re-encoded,
 * videos rewritten by ffmpeg, so metadata (GPS, camera) and anything riding along is dropped.
 */

/** The specification's upload limit: 10 MB of 1024 × 1024 bytes; one byte more is refused. */
export const MEDIA_MAX_BYTES = UPLOAD_MAX_BYTES;
/** Pixels of one image or frame, read from the header before anything is decoded (a small file can claim a huge canvas). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Pixels of all an animation's frames together. */
export const ANIMATION_MAX_PIXELS = 100_000_000;
/** Longest side of a video's frame. */
export const VIDEO_MAX_SIDE = 4096;
/** What is stored: images fit in this square, thumbnails and posters in theirs, videos are scaled down to fit 1920. */
export const IMAGE_MAX_SIDE = 2560;
export const THUMBNAIL_MAX_SIDE = 480;
export const POSTER_MAX_SIDE = 1280;
const VIDEO_OUTPUT_MAX_SIDE = 1920;

/** Why an upload is refused, as the specification words it (the texts are in the `files` catalogue). */
export class MediaRefused extends Error {
  readonly messageKey: "files.tooLarge" | "files.formatInvalid";
  constructor(reason: "tooLarge" | "formatInvalid", detail: string) {
    super(`media refused: ${detail}`);
    this.name = "MediaRefused";
    this.messageKey = reason === "tooLarge" ? "files.tooLarge" : "files.formatInvalid";
  }
}

const PNG = { kind: "image", extension: "png", contentType: "image/png" } as const;
/** By the extension file-type gives the content: Flash's F4V or a QuickTime file, which it also calls video/mp4 or close, are not MP4 here. */
const ACCEPTED = {
  jpg: { kind: "image", extension: "jpg", contentType: "image/jpeg" },
  png: PNG,
  // An animated PNG is a PNG (its first frame is kept).
  apng: PNG,
  gif: { kind: "image", extension: "gif", contentType: "image/gif" },
  mp4: { kind: "video", extension: "mp4", contentType: "video/mp4" },
  avi: { kind: "video", extension: "avi", contentType: "video/x-msvideo" },
} as const;

export type AcceptedMedia = {
  kind: "image" | "video";
  extension: MediaExtension;
  contentType: MediaContentType;
  /** The frame's size; for a video, as ffprobe reads it. */
  width: number;
  height: number;
  /** A video's length in seconds as ffprobe reads it (0 when it cannot tell); null for an image. */
  durationSeconds: number | null;
};

/** An upload as Yoga hands it to a resolver (a web File), or its bytes. */
export type MediaUpload = Pick<File, "size" | "arrayBuffer"> | Uint8Array;

/**
 * The checks made before an upload is accepted: size first (nothing oversized is read), then the type
 * from the bytes (never the name or the declared type), no other format hidden in it, and a frame size
 * from the header within the limits. Throws MediaRefused with the specification's message.
 */
export async function checkMedia(upload: MediaUpload): Promise<{ bytes: Uint8Array; media: AcceptedMedia }> {
  const size = upload instanceof Uint8Array ? upload.byteLength : upload.size;
  if (size > MEDIA_MAX_BYTES) throw new MediaRefused("tooLarge", `${size} bytes`);
  const bytes = upload instanceof Uint8Array ? upload : new Uint8Array(await upload.arrayBuffer());
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw new MediaRefused("tooLarge", `${bytes.byteLength} bytes`);
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected && Object.hasOwn(ACCEPTED, detected.ext) ? ACCEPTED[detected.ext as keyof typeof ACCEPTED] : undefined;
  if (!accepted) throw new MediaRefused("formatInvalid", `content is ${detected?.mime ?? "unknown"}`);
  const hidden = hiddenFormat(bytes);
  if (hidden) throw new MediaRefused("formatInvalid", `a ${accepted.extension} that is also ${hidden}`);
  const frame = accepted.kind === "image" ? await imageFrame(bytes, accepted.extension) : await videoFrame(bytes, accepted.extension);
  return { bytes, media: { ...accepted, ...frame } };
}

/**
 * Markup or a document at the start (what a browser or another program would read the file as: an image
 * whose EXIF says `<script>`), or an archive's directory at the end (a ZIP or JAR appended). The markers are
 * long enough that real image or video bytes do not hold them by chance.
 */
const SNIFFED_BYTES = 1445;
const MARKUP = /<(script|html|body|head|iframe|svg|img|object|embed|!doctype|\?php)[\s/>]|%PDF-/i;
const ZIP_DIRECTORY = Buffer.from("PK\x05\x06", "latin1");
const ZIP_DIRECTORY_SPAN = 65_557;

function hiddenFormat(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFFED_BYTES)).toString("latin1");
  if (MARKUP.test(head)) return "markup";
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-ZIP_DIRECTORY_SPAN);
  if (tail.includes(ZIP_DIRECTORY)) return "an archive";
  return null;
}

type Frame = { width: number; height: number; durationSeconds: number | null };

async function imageFrame(bytes: Uint8Array, extension: MediaExtension): Promise<Frame> {
  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet.
    meta = await sharp(bytes).metadata();
  } catch {
    throw new MediaRefused("formatInvalid", "unreadable image header");
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if ((meta.format === "jpeg" ? "jpg" : meta.format) !== extension || width < 1 || height < 1)
    throw new MediaRefused("formatInvalid", "image header does not match its signature");
  if (width * height > IMAGE_MAX_PIXELS || width * height * (meta.pages ?? 1) > ANIMATION_MAX_PIXELS) {
    throw new MediaRefused("formatInvalid", `${width} × ${height} × ${meta.pages ?? 1} pixels`);
  }
  return { width, height, durationSeconds: null };
}

async function videoFrame(bytes: Uint8Array, extension: MediaExtension): Promise<Frame> {
  // ffprobe failing on the file means it is no video; anything else (ffmpeg missing) is the server's fault.
  const info = await withTemporaryFile(bytes, extension, (file) => probeVideo(file, extension)).catch((error: unknown) => {
    if (error instanceof VideoToolFailed || error instanceof SyntaxError) return null;
    throw error;
  });
  if (!info?.video) throw new MediaRefused("formatInvalid", "no readable video stream");
  const { width, height } = info.video;
  if (width > VIDEO_MAX_SIDE || height > VIDEO_MAX_SIDE) throw new MediaRefused("formatInvalid", `${width} × ${height} video`);
  return { width, height, durationSeconds: info.durationSeconds };
}

export type ProcessedFile = { bytes: Buffer; contentType: "image/webp" | "video/mp4"; width: number; height: number };

const SHARP_TIMEOUT_SECONDS = 60;

/**
 * An accepted image as stored: WebP fitted into IMAGE_MAX_SIDE, upright, with no metadata (EXIF, GPS, XMP,
 * ICC: sharp keeps none unless told), animations kept; and a still WebP thumbnail of its first frame.
 * JPEG photos are encoded lossy, PNG and GIF drawings and screenshots lossless.
 */
export async function processImage(bytes: Uint8Array, media: AcceptedMedia): Promise<{ image: ProcessedFile; thumbnail: ProcessedFile }> {
  const options = { limitInputPixels: ANIMATION_MAX_PIXELS, failOn: "error" } as const;
  const lossless = media.extension !== "jpg";
  const image = await webp(sharp(bytes, { ...options, animated: true }).autoOrient(), IMAGE_MAX_SIDE, lossless);
  const thumbnail = await webp(sharp(bytes, { ...options, pages: 1 }).autoOrient(), THUMBNAIL_MAX_SIDE, false);
  return { image, thumbnail };
}

async function webp(pipeline: Sharp, maxSide: number, lossless: boolean): Promise<ProcessedFile> {
  try {
    const { data, info } = await pipeline
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .webp(lossless ? { lossless: true, effort: 4 } : { quality: 82 })
      .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: "image/webp", width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    // Truncated or corrupt content behind a valid header.
    throw new MediaRefused("formatInvalid", (error as Error).message);
  }
}

export type VideoInfo = {
  durationSeconds: number;
  video: { codec: string; width: number; height: number; pixelFormat: string } | null;
  audio: { codec: string } | null;
};

const PROBE_TIMEOUT_MS = 15_000;
const CONVERT_TIMEOUT_MS = 10 * 60_000;
const POSTER_TIMEOUT_MS = 60_000;
/** ffmpeg reads only local files, and only with the demuxer of the detected format (no playlists, no network). */
const inputOf = (file: string, extension: MediaExtension) => [
  "-protocol_whitelist",
  "file",
  "-f",
  extension === "avi" ? "avi" : "mov",
  "-i",
  file,
];

/** What ffprobe reads of a video file's first video and audio streams. */
export async function probeVideo(file: string, extension: MediaExtension): Promise<VideoInfo> {
  const entries = "stream=codec_type,codec_name,width,height,pix_fmt:format=duration";
  const output = await runVideoTool("ffprobe", ["-v", "error", ...inputOf(file, extension), "-show_entries", entries, "-of", "json"], {
    timeoutMs: PROBE_TIMEOUT_MS,
  });
  const probe = JSON.parse(output.toString()) as {
    streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; pix_fmt?: string }[];
    format?: { duration?: string };
  };
  const video = probe.streams?.find((s) => s.codec_type === "video" && s.width && s.height);
  const audio = probe.streams?.find((s) => s.codec_type === "audio");
  return {
    durationSeconds: Number(probe.format?.duration ?? 0) || 0,
    video: video
      ? { codec: video.codec_name ?? "", width: video.width ?? 0, height: video.height ?? 0, pixelFormat: video.pix_fmt ?? "" }
      : null,
    audio: audio ? { codec: audio.codec_name ?? "" } : null,
  };
}

/** H.264 in 4:2:0 with AAC or MP3 sound (or none) plays in every browser: such an MP4 is only rewritten, not re-encoded. */
function playsInBrowsers(info: VideoInfo): boolean {
  return info.video?.codec === "h264" && info.video.pixelFormat === "yuv420p" && (!info.audio || ["aac", "mp3"].includes(info.audio.codec));
}

/**
 * For the background job: an accepted video as stored, an MP4 (H.264/AAC, `faststart` so playback starts
 * before the whole file is loaded) with no metadata (GPS, device), and a poster frame with its thumbnail
 * (WebP) taken from that MP4. An AVI, or an MP4 browsers cannot play, is converted; a playable MP4 is
 * copied into a new file. ffmpeg runs with a time limit and resource limits (ffmpeg.ts); throws
 * VideoToolFailed when it fails or runs out of time.
 */
export async function processVideo(
  bytes: Uint8Array,
  media: AcceptedMedia,
): Promise<{ video: ProcessedFile; poster: ProcessedFile; thumbnail: ProcessedFile; durationSeconds: number }> {
  return withTemporaryFile(bytes, media.extension, async (input) => {
    const output = path.join(path.dirname(input), "output.mp4");
    const info = await probeVideo(input, media.extension);
    const encode = playsInBrowsers(info)
      ? ["-c", "copy"]
      : [
          "-vf",
          `scale=w='min(${VIDEO_OUTPUT_MAX_SIDE},iw)':h='min(${VIDEO_OUTPUT_MAX_SIDE},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`,
          ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p", "-threads", "2"],
          ...["-c:a", "aac", "-b:a", "128k", "-ac", "2"],
        ];
    await runVideoTool(
      "ffmpeg",
      [
        ...["-nostdin", "-hide_banner", "-v", "error"],
        ...inputOf(input, media.extension),
        // The first video and audio streams only, and none of the file's metadata, chapters, subtitles or data.
        ...["-map", "0:v:0", "-map", "0:a:0?", "-map_metadata", "-1", "-map_metadata:s", "-1", "-map_chapters", "-1", "-sn", "-dn"],
        ...encode,
        ...["-movflags", "+faststart", "-f", "mp4", "-y", output],
      ],
      { timeoutMs: CONVERT_TIMEOUT_MS },
    );
    const converted = await probeVideo(output, "mp4");
    const at = Math.min(1, converted.durationSeconds / 3).toFixed(2);
    const frame = await runVideoTool(
      "ffmpeg",
      [
        ...["-nostdin", "-hide_banner", "-v", "error", "-ss", at],
        ...inputOf(output, "mp4"),
        ...["-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "pipe:1"],
      ],
      { timeoutMs: POSTER_TIMEOUT_MS },
    );
    const poster = await webp(sharp(frame), POSTER_MAX_SIDE, false);
    const thumbnail = await webp(sharp(frame), THUMBNAIL_MAX_SIDE, false);
    const video: ProcessedFile = {
      bytes: await readFile(output),
      contentType: "video/mp4",
      width: converted.video?.width ?? 0,
      height: converted.video?.height ?? 0,
    };
    return { video, poster, thumbnail, durationSeconds: converted.durationSeconds };
  });
}

/** Runs `use` on the bytes written to a file in a folder of its own, removed afterwards with whatever was made in it. */
async function withTemporaryFile<T>(bytes: Uint8Array, extension: MediaExtension, use: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "media-"));
  try {
    const file = path.join(folder, `input.${extension}`);
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
