/**
 * Records the adventure's voice (decision 056): every text a pupil can hear (server/services/evaluation/voice-texts.ts)
 * spoken by Debian's espeak-ng and encoded by ffmpeg to a small mono MP3 under public/audio/adventure/<lang>/, named
 * from the text (common/adventure-voice.ts). Files that exist are kept; files no text names any more are deleted.
 * Run `npm run adventure:voice` after changing a question's text or a spoken key of the adventure's catalogue
 * (voice-texts.test.ts fails until then), and commit public/audio/adventure/. Needs espeak-ng and ffmpeg
 * (`apt-get install espeak-ng ffmpeg`); CI does not, the files are committed. After a change of the voice's settings
 * below, `npm run adventure:voice -- --all` records every file again.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adventure as en } from "../app/i18n/en/adventure.ts";
import { adventure as es } from "../app/i18n/es/adventure.ts";
import { LANGUAGES, type Language } from "../common/languages.ts";
import { type VoiceRecording, voiceRecordings } from "../server/services/evaluation/voice-texts.ts";

/**
 * The voice (decision 056): espeak-ng's Castilian Spanish and British English, its base variant (the one its
 * languages' sounds are tuned on: the female variants' raised formants, breath and echo blur consonants), at 140
 * words a minute instead of 175 (for children of 6 to 12), pitch as it is.
 */
const VOICES: Record<Language, string> = { es: "es", en: "en-gb" };
const WORDS_PER_MINUTE = 140;
/** 22.05 kHz (espeak-ng's own rate) mono at 32 kbit/s: a short sentence in some 10 KB, speech still clear. */
const SAMPLE_RATE = 22050;
const BITRATE = "32k";

/**
 * Where espeak-ng would read a text wrongly, what it is given instead (the file keeps the text's name):
 * it says "uno persona" for the setup's "1 persona".
 */
const SAY_INSTEAD: Record<Language, Readonly<Record<string, string>>> = {
  es: { "1 persona": "una persona" },
  en: {},
};

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const folderOf = (lang: Language) => path.join(publicDir, "audio", "adventure", lang);

function requireTool(command: string, versionFlag: string) {
  if (spawnSync(command, [versionFlag], { stdio: "ignore" }).status !== 0) {
    console.error(`adventure:voice needs ${command}. Install it with:\n\n  sudo apt-get install -y espeak-ng ffmpeg\n`);
    process.exit(1);
  }
}

function run(command: string, args: string[], input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input === undefined ? "ignore" : "pipe", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on("data", (chunk) => {
      errors += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`))));
    if (input !== undefined) child.stdin?.end(input);
  });
}

async function record({ lang, text, file }: VoiceRecording, work: string) {
  const out = path.join(publicDir, file);
  const name = path.basename(out, ".mp3");
  const wav = path.join(work, `${lang}-${name}.wav`);
  // Beside its place (a rename within one file system); a run that stops leaves a .part the next one deletes.
  const partial = `${out}.part`;
  // The text on standard input (one line), so no text is read as an option.
  await run("espeak-ng", ["-v", VOICES[lang], "-s", String(WORDS_PER_MINUTE), "-w", wav], SAY_INSTEAD[lang][text] ?? text);
  // Bit-exact and without tags: the same text gives the same bytes, whoever records it.
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-i", wav],
    ...["-ac", "1", "-ar", String(SAMPLE_RATE), "-c:a", "libmp3lame", "-b:a", BITRATE],
    ...["-map_metadata", "-1", "-id3v2_version", "0", "-fflags", "+bitexact", "-flags:a", "+bitexact", "-f", "mp3", partial],
  ]);
  // Only a whole file takes the name: an interrupted run leaves nothing that a later one would keep.
  renameSync(partial, out);
  rmSync(wav, { force: true });
}

requireTool("espeak-ng", "--version");
requireTool("ffmpeg", "-version");

const recordings = voiceRecordings({ es, en });
const wanted = new Set(recordings.map((recording) => path.join(publicDir, recording.file)));

let deleted = 0;
for (const lang of LANGUAGES) {
  const folder = folderOf(lang);
  mkdirSync(folder, { recursive: true });
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (wanted.has(file)) continue;
    rmSync(file, { recursive: true, force: true });
    deleted++;
  }
}

const again = process.argv.includes("--all");
const missing = recordings.filter((recording) => again || !existsSync(path.join(publicDir, recording.file)));
const work = mkdtempSync(path.join(tmpdir(), "adventure-voice-"));
let next = 0;
let failed = 0;
const worker = async () => {
  while (next < missing.length) {
    const recording = missing[next++]!;
    try {
      await record(recording, work);
    } catch (error) {
      failed++;
      console.error(`Could not record ${recording.lang} "${recording.text}": ${(error as Error).message}`);
    }
  }
};
try {
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `adventure:voice: ${recordings.length} texts, ${missing.length - failed} recorded, ${recordings.length - missing.length} kept, ${deleted} deleted` +
    (failed ? `, ${failed} failed` : ""),
);
if (failed) process.exit(1);
