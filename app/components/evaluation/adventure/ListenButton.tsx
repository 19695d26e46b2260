import { useEffect, useState } from "react";
import type { Language } from "../../../../common/languages.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { Icon } from "../../icons/Icon.tsx";
import { volume2 } from "../../icons/shapes.ts";

/** The voice's language tag for the key's language. */
const VOICE_LANG: Record<Language, string> = { es: "es-ES", en: "en-GB" };

/**
 * "Listen": reads `text` aloud with the browser's own speech synthesis, in the key's language (its text stays on
 * the screen). Drawn only where the browser can speak (never in the server's markup): a browser without speech
 * synthesis shows no button. Pressed again while it speaks, it stops.
 */
export function ListenButton({ text, lang, className }: { text: string; lang: Language; className?: string }) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    setAvailable(typeof window.speechSynthesis?.speak === "function" && typeof window.SpeechSynthesisUtterance === "function");
    // Another question, another screen: what was being read stops.
    return () => {
      if ("speechSynthesis" in window) window.speechSynthesis.cancel();
    };
  }, []);
  // The text changed (the next question): stop reading the old one.
  useEffect(() => {
    if (text && "speechSynthesis" in window) window.speechSynthesis.cancel();
    setSpeaking(false);
  }, [text]);

  if (!available) return null;
  const speak = () => {
    const synth = window.speechSynthesis;
    synth.cancel();
    if (speaking) return setSpeaking(false);
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = VOICE_LANG[lang];
    const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang));
    if (voice) utterance.voice = voice;
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };
  return (
    <button type="button" className={`btn btn-sun listen-button ${className ?? ""}`} onClick={speak}>
      <Icon d={volume2} />
      {speaking ? t("adventure.stop") : t("adventure.listen")}
    </button>
  );
}
