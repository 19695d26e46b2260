import { useEffect, useState } from "react";
import type { Language } from "../../../../common/languages.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { Icon } from "../../icons/Icon.tsx";
import { volume2 } from "../../icons/shapes.ts";
import { useHydrated } from "../../useHydrated.ts";
import { speak, stopSpeaking } from "./voice.ts";

/**
 * A speaker button (≥ 64 px) that reads `texts` aloud in the key's language (voice.ts: the browser's voice or the
 * product's recordings). Before the page's scripts run it cannot speak, so it holds its place without being a
 * button (no dead click, no jump when it appears). `label` names it for screen readers ("Listen: a calculator").
 */
export function SpeakButton({
  texts,
  lang,
  label,
  className,
}: {
  texts: readonly string[];
  lang: Language;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [speaking, setSpeaking] = useState(false);
  // Leaving the screen (the next question) stops the voice.
  useEffect(() => () => stopSpeaking(), []);
  const classes = `speak-button${speaking ? " is-speaking" : ""}${className ? ` ${className}` : ""}`;
  if (!hydrated) return <span className={`${classes} is-waiting`} aria-hidden="true" />;
  const name = label ?? t("adventure.listen");
  return (
    <button
      type="button"
      className={classes}
      aria-label={speaking ? t("adventure.stop") : name}
      onClick={(event) => {
        // Inside an option's label, a tap on the speaker must not also choose the option.
        event.preventDefault();
        event.stopPropagation();
        if (speaking) return stopSpeaking();
        setSpeaking(true);
        speak(texts, lang, () => setSpeaking(false));
      }}
    >
      <Icon d={volume2} />
    </button>
  );
}
