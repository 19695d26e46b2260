import { voiceFile } from "../../../../common/adventure-voice.ts";
import type { Language } from "../../../../common/languages.ts";

/**
 * The adventure's one voice (decision 056): reads texts aloud one after another, with the browser's own voice for
 * the key's language where it has one, else the recordings the product serves (common/adventure-voice.ts). One
 * thing speaks at a time: a new request stops the one before. `onDone` is called when it ends or is stopped.
 */

const VOICE_LANG: Record<Language, string> = { es: "es-ES", en: "en-GB" };

let stopCurrent: (() => void) | null = null;

function browserVoice(lang: Language): SpeechSynthesisVoice | null {
  if (typeof window === "undefined" || typeof window.speechSynthesis?.getVoices !== "function") return null;
  return window.speechSynthesis.getVoices().find((voice) => voice.lang.toLowerCase().startsWith(lang)) ?? null;
}

export function stopSpeaking() {
  const stop = stopCurrent;
  stopCurrent = null;
  stop?.();
}

export function speak(texts: readonly string[], lang: Language, onDone?: () => void) {
  stopSpeaking();
  const queue = texts.filter((text) => text.trim());
  let stopped = false;
  const finish = () => {
    if (stopped) return;
    stopped = true;
    if (stopCurrent === stop) stopCurrent = null;
    onDone?.();
  };
  const voice = browserVoice(lang);
  let audio: HTMLAudioElement | null = null;
  const stop = () => {
    if (voice) window.speechSynthesis.cancel();
    audio?.pause();
    finish();
  };
  stopCurrent = stop;
  if (voice) {
    const synth = window.speechSynthesis;
    synth.cancel();
    queue.forEach((text, i) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = VOICE_LANG[lang];
      utterance.voice = voice;
      utterance.rate = 0.9;
      if (i === queue.length - 1) utterance.onend = finish;
      utterance.onerror = finish;
      synth.speak(utterance);
    });
    if (queue.length === 0) finish();
    return;
  }
  // No voice for the language here (many classroom Linux and Android devices): the recordings, in turn.
  const play = (i: number) => {
    if (stopped || i >= queue.length) return finish();
    audio = new Audio(voiceFile(lang, queue[i] as string));
    audio.onended = () => play(i + 1);
    audio.onerror = () => play(i + 1);
    audio.play().catch(() => play(i + 1));
  };
  play(0);
}
