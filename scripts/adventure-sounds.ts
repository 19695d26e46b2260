/**
 * The adventure's two short sounds (issue 33), drawn from sine tones with ffmpeg so anyone can remake them:
 * `star`, a two-note chime when a group answers (the same whatever the answer), and `end`, a rising four-note
 * tune for the end. Small mono MP3s under public/audio/adventure/sounds/. Run: node scripts/adventure-sounds.ts
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

const out = "public/audio/adventure/sounds";
mkdirSync(out, { recursive: true });

/** A soft bell: a note and its octave, fading out, starting at `at` seconds. */
const bell = (hz: number, at: number, decay: number) =>
  `if(gte(t,${at}),(0.32*sin(2*PI*${hz}*(t-${at}))+0.08*sin(4*PI*${hz}*(t-${at})))*exp(-${decay}*(t-${at}))*min(1,(t-${at})*200),0)`;

const SOUNDS: Record<string, { notes: string[]; seconds: number }> = {
  star: { notes: [bell(987.77, 0, 9), bell(1318.51, 0.09, 6)], seconds: 0.6 },
  end: { notes: [bell(523.25, 0, 5), bell(659.25, 0.14, 5), bell(783.99, 0.28, 5), bell(1046.5, 0.42, 2.5)], seconds: 1.6 },
};

for (const [name, { notes, seconds }] of Object.entries(SOUNDS)) {
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    `aevalsrc='${notes.join("+")}':s=22050:d=${seconds}`,
    "-ac",
    "1",
    "-b:a",
    "48k",
    `${out}/${name}.mp3`,
  ]);
  console.log(`${out}/${name}.mp3`);
}
