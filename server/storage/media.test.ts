import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { en } from "../../app/i18n/en/index.ts";
import { es } from "../../app/i18n/es/index.ts";
import { runVideoTool, VideoToolFailed } from "./ffmpeg.ts";
import { checkMedia, MEDIA_MAX_BYTES, MediaRefused, processImage, processVideo } from "./media.ts";

const folder = mkdtempSync(path.join(tmpdir(), "media-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A small video or animation made by ffmpeg for the test (no binary fixtures in the repository). */
function ffmpegFixture(name: string, args: string[]): Buffer {
  const file = path.join(folder, name);
  const run = spawnSync("ffmpeg", ["-nostdin", "-v", "error", "-y", ...args, file]);
  if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr}`);
  return readFileSync(file);
}
const testVideo = (seconds: number, size = "320x240") => [
  "-f",
  "lavfi",
  "-i",
  `testsrc=size=${size}:rate=15`,
  "-f",
  "lavfi",
  "-i",
  "sine=frequency=440",
  "-t",
  String(seconds),
];

/** A phone photo: landscape pixels, EXIF saying "rotate 90°", camera, author and GPS position. */
const phonePhoto = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 40 } } })
    .withExif({
      IFD0: { Make: "PhoneCo", Artist: "Ana López" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: "#0a0" } })
    .png()
    .toBuffer();
const text = (s: string) => new TextEncoder().encode(s);

async function refusal(upload: Parameters<typeof checkMedia>[0]): Promise<string | null> {
  try {
    await checkMedia(upload);
    return null;
  } catch (error) {
    if (error instanceof MediaRefused) return error.messageKey;
    throw error;
  }
}

/** A PNG whose header declares `width` × `height` pixels, with one tiny (wrong) data chunk. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A ZIP archive holding one stored file (what a JAR or a document polyglot appends). */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(local.length + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** A valid GIF with a comment extension carrying `comment` right after its colour table (a GIF/HTML polyglot). */
function gifWithComment(gif: Buffer, comment: string): Buffer {
  const packed = gif[10] ?? 0;
  const tableEnd = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const extension = Buffer.concat([Buffer.from([0x21, 0xfe, comment.length]), Buffer.from(comment, "latin1"), Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, tableEnd), extension, gif.subarray(tableEnd)]);
}

describe("the refusals the specification asks for", () => {
  test("its messages, in both languages", () => {
    expect(en.files).toEqual({ tooLarge: "The file weighs more than 10Mb", formatInvalid: "The file format is not valid" });
    expect(es.files).toEqual({ tooLarge: "El archivo pesa más de 10Mb", formatInvalid: "El formato del archivo no es válido" });
  });

  test("10 MB is accepted, 10 MB + 1 byte refused before it is read", async () => {
    const photo = await phonePhoto(64, 48);
    const exactly = Buffer.concat([photo, Buffer.alloc(MEDIA_MAX_BYTES - photo.length)]);
    expect(exactly.length).toBe(10 * 1024 * 1024);
    expect(await refusal(exactly)).toBeNull();
    expect(await refusal(Buffer.concat([exactly, Buffer.from([0])]))).toBe("files.tooLarge");
    const unread = { size: MEDIA_MAX_BYTES + 1, arrayBuffer: () => Promise.reject(new Error("read")) };
    expect(await refusal(unread)).toBe("files.tooLarge");
  });

  test("HTML or SVG renamed to .jpg, and formats outside the list, are refused by their content", async () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    const tiff = await sharp(await png())
      .tiff()
      .toBuffer();
    const mov = ffmpegFixture("clip.mov", [...testVideo(0.3), "-c:v", "libx264", "-c:a", "aac", "-f", "mov"]);
    for (const [name, bytes] of [
      ["HTML", text("<!DOCTYPE html><html><script>alert(1)</script></html>")],
      ["SVG", text(svg)],
      ["empty", new Uint8Array()],
      ["GIF signature alone", text("GIF89a but not really")],
      ["WebP", webp],
      ["TIFF", tiff],
      ["QuickTime", mov],
    ] as const) {
      expect(await refusal(bytes), name).toBe("files.formatInvalid");
    }
  });

  test("a PNG header declaring 50,000 × 50,000 pixels is refused without decoding", async () => {
    // Refused on the header's figures: the file is only a header, so a decode would fail otherwise, later.
    expect(await refusal(pngHeader(50_000, 50_000))).toBe("files.formatInvalid");
    // The same small file with a sensible header passes the checks (and fails only when decoded).
    const small = await checkMedia(pngHeader(100, 100));
    expect(small.media).toMatchObject({ kind: "image", extension: "png", width: 100, height: 100 });
    await expect(processImage(small.bytes, small.media)).rejects.toBeInstanceOf(MediaRefused);
  });

  test("polyglots are refused: markup where browsers sniff, an archive appended", async () => {
    const gif = ffmpegFixture("dots.gif", ["-f", "lavfi", "-i", "testsrc=size=32x24:rate=5", "-t", "0.4"]);
    expect(await refusal(gif)).toBeNull();
    expect(await refusal(gifWithComment(gif, "<script>alert(document.cookie)</script>"))).toBe("files.formatInvalid");
    expect(await refusal(gifWithComment(gif, "<html><body onload=alert(1)>"))).toBe("files.formatInvalid");
    const exifScript = await sharp(await png())
      .withExif({ IFD0: { ImageDescription: "<script src=//evil.example/x.js></script>" } })
      .jpeg()
      .toBuffer();
    expect(await refusal(exifScript)).toBe("files.formatInvalid");
    const photo = await phonePhoto(64, 48);
    const pdfToo = Buffer.concat([photo.subarray(0, 20), Buffer.from("%PDF-1.7 "), photo.subarray(20)]);
    expect(await refusal(pdfToo)).toBe("files.formatInvalid");
    const withZip = Buffer.concat([photo, zipOf("payload.html", "<script>alert(1)</script>")]);
    expect(await refusal(withZip)).toBe("files.formatInvalid");
  });

  test("what rides further along is neutralised: the stored image is re-encoded without it", async () => {
    const payload = "<script>alert('appended')</script>";
    const photo = Buffer.concat([await phonePhoto(400, 300), Buffer.alloc(4096), Buffer.from(payload)]);
    const { bytes, media } = await checkMedia(photo);
    const { image, thumbnail } = await processImage(bytes, media);
    for (const output of [image.bytes, thumbnail.bytes]) {
      expect(output.includes(Buffer.from("alert"))).toBe(false);
      expect(output.subarray(0, 4).toString()).toBe("RIFF");
    }
  });

  test("an MP4 signature over nonsense is refused", async () => {
    const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
    expect(await refusal(Buffer.concat([ftyp, Buffer.alloc(2000, 7)]))).toBe("files.formatInvalid");
  });
});

describe("images", () => {
  test("a photo is stored upright as WebP with no EXIF, GPS or camera left, and a thumbnail", async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from("PhoneCo"))).toBe(true);
    const { bytes, media } = await checkMedia(photo);
    expect(media).toEqual({ kind: "image", extension: "jpg", contentType: "image/jpeg", width: 1200, height: 800, durationSeconds: null });
    const { image, thumbnail } = await processImage(bytes, media);
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 1200 });
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(image).toMatchObject({ contentType: "image/webp", width: 800, height: 1200 });
    expect(image.bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    const thumb = await sharp(thumbnail.bytes).metadata();
    expect([thumb.format, thumb.width, thumb.height, thumb.exif]).toEqual(["webp", 320, 480, undefined]);
  });

  test("a big image is fitted into 2560 px; PNG is kept lossless", async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const { bytes, media } = await checkMedia(big);
    const { image } = await processImage(bytes, media);
    expect([image.width, image.height]).toEqual([2560, 853]);
    const pixel = await sharp(image.bytes).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer();
    expect([...pixel]).toEqual([0x12, 0x34, 0x56]);
  });

  test("an animated GIF stays animated; its thumbnail is its first frame", async () => {
    const gif = ffmpegFixture("anim.gif", ["-f", "lavfi", "-i", "testsrc=size=64x48:rate=5", "-t", "1"]);
    const { bytes, media } = await checkMedia(gif);
    expect(media).toMatchObject({ kind: "image", extension: "gif", width: 64, height: 48 });
    const { image, thumbnail } = await processImage(bytes, media);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "webp", pages: 5, width: 64, height: 48 });
    expect([image.width, image.height]).toEqual([64, 48]);
    expect((await sharp(thumbnail.bytes).metadata()).pages).toBeUndefined();
  });
});

test("an animated PNG is a PNG", async () => {
  const apng = ffmpegFixture("anim.png", ["-f", "lavfi", "-i", "testsrc=size=32x24:rate=5", "-t", "0.6", "-plays", "0", "-f", "apng"]);
  const { bytes, media } = await checkMedia(apng);
  expect(media).toMatchObject({ kind: "image", extension: "png", contentType: "image/png", width: 32, height: 24 });
  expect((await processImage(bytes, media)).image.contentType).toBe("image/webp");
});

describe("videos", () => {
  const ffprobe = (bytes: Buffer) => {
    const file = path.join(folder, `probe-${Math.random()}.mp4`);
    writeFileSync(file, bytes);
    const run = spawnSync("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "stream=codec_name,codec_type,width,height:format_tags:stream_tags",
      "-of",
      "json",
      file,
    ]);
    return JSON.parse(run.stdout.toString()) as {
      streams: { codec_name: string; codec_type: string; width?: number; height?: number; tags?: Record<string, string> }[];
      format: { tags?: Record<string, string> };
    };
  };
  const faststart = (mp4: Buffer) => mp4.indexOf("moov") > 0 && mp4.indexOf("moov") < mp4.indexOf("mdat");

  test("an AVI is converted to an MP4 browsers play (H.264/AAC, faststart), with a poster and a thumbnail", {
    timeout: 60_000,
  }, async () => {
    const avi = ffmpegFixture("clip.avi", [...testVideo(2), "-c:v", "mpeg4", "-c:a", "libmp3lame"]);
    const { bytes, media } = await checkMedia(avi);
    expect(media).toEqual({
      kind: "video",
      extension: "avi",
      contentType: "video/x-msvideo",
      width: 320,
      height: 240,
      durationSeconds: expect.closeTo(2, 0),
    });
    const result = await processVideo(bytes, media);
    const probe = ffprobe(result.video.bytes);
    expect(probe.streams.map((s) => s.codec_name)).toEqual(["h264", "aac"]);
    expect(faststart(result.video.bytes)).toBe(true);
    expect(result.video).toMatchObject({ contentType: "video/mp4", width: 320, height: 240 });
    expect(result.durationSeconds).toBeGreaterThan(1.5);
    expect(await sharp(result.poster.bytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    expect(result.thumbnail).toMatchObject({ contentType: "image/webp", width: 320, height: 240 });
  });

  test("a playable MP4 is rewritten, not re-encoded, and loses its location and other metadata", { timeout: 60_000 }, async () => {
    const mp4 = ffmpegFixture("phone.mp4", [
      ...testVideo(1),
      ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac"],
      ...["-metadata", "location=+40.4168-003.7038/", "-metadata", "title=Excursión", "-metadata:s:v:0", "handler_name=PhoneCam"],
    ]);
    expect(ffprobe(mp4).format.tags?.location).toBe("+40.4168-003.7038/");
    const { bytes, media } = await checkMedia(mp4);
    const { video } = await processVideo(bytes, media);
    const probe = ffprobe(video.bytes);
    expect(probe.streams.map((s) => s.codec_name)).toEqual(["h264", "aac"]);
    const tags = JSON.stringify([probe.format.tags, probe.streams.map((s) => s.tags)]);
    for (const secret of ["location", "40.4168", "Excursi", "PhoneCam"]) expect(tags).not.toContain(secret);
    expect(video.bytes.includes(Buffer.from("40.4168"))).toBe(false);
    expect(faststart(video.bytes)).toBe(true);
  });

  test("an MP4 browsers cannot play (MPEG-4 part 2) is converted", { timeout: 60_000 }, async () => {
    const mp4 = ffmpegFixture("old.mp4", [...testVideo(1, "176x144"), "-c:v", "mpeg4", "-c:a", "aac"]);
    const { bytes, media } = await checkMedia(mp4);
    const { video } = await processVideo(bytes, media);
    expect(ffprobe(video.bytes).streams.map((s) => s.codec_name)).toEqual(["h264", "aac"]);
  });

  test("a frame wider than 4096 px is refused", async () => {
    const wide = ffmpegFixture("wide.mp4", [
      "-f",
      "lavfi",
      "-i",
      "color=size=4112x16:rate=5",
      "-t",
      "0.4",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
    ]);
    expect(await refusal(wide)).toBe("files.formatInvalid");
  });

  test("ffmpeg is killed past its time, and runs under its memory limit", async () => {
    const endless = ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=1280x720", "-f", "null", "-"];
    await expect(runVideoTool("ffmpeg", endless, { timeoutMs: 300 })).rejects.toMatchObject({ reason: "timeout" });
    const starved = runVideoTool("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc", "-t", "0.1", "-f", "null", "-"], {
      timeoutMs: 10_000,
      memoryBytes: 16 * 1024 ** 2,
    });
    await expect(starved).rejects.toBeInstanceOf(VideoToolFailed);
    await expect(starved).rejects.toMatchObject({ reason: "failed" });
  });
});
