/**
 * The adventure's sounds (issue 33): short files the product serves (scripts/adventure-sounds.ts), played only
 * while the page's own sound switch is on (kept on the device; on by default).
 */
export type AdventureSound = "star" | "end";

const SOUND_SETTING = "adventure:sound";

export function soundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_SETTING) !== "off";
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean) {
  try {
    window.localStorage.setItem(SOUND_SETTING, on ? "on" : "off");
  } catch {
    // Not kept: the switch holds for this page.
  }
}

const players = new Map<AdventureSound, HTMLAudioElement>();

/** Fetches the sounds ahead (a dropped network later does not silence them). */
export function loadSounds() {
  for (const name of ["star", "end"] as const) {
    if (players.has(name)) continue;
    const audio = new Audio(`/audio/adventure/sounds/${name}.mp3`);
    audio.preload = "auto";
    players.set(name, audio);
  }
}

export function playSound(name: AdventureSound) {
  if (!soundOn()) return;
  loadSounds();
  const audio = players.get(name);
  if (!audio) return;
  audio.currentTime = 0;
  audio.play().catch(() => {
    // A browser that refuses (no sound device, autoplay rules): the picture still celebrates.
  });
}

/** The user's reduced-motion setting: the celebration then shows without moving, and briefly. */
export const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
