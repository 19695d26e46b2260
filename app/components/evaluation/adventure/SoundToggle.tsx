import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { Icon } from "../../icons/Icon.tsx";
import { volume2, volumeX } from "../../icons/shapes.ts";
import { useHydrated } from "../../useHydrated.ts";
import { setSoundOn, soundOn } from "./sounds.ts";

/**
 * The page's own sound switch (issue 33): the adventure's sounds play only while it is on; the device keeps the
 * choice. It works only with scripts, so before them it holds its place without being a button.
 */
export function SoundToggle() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [on, setOn] = useState(true);
  useEffect(() => setOn(soundOn()), []);
  if (!hydrated) return <span className="sound-toggle is-waiting" aria-hidden="true" />;
  return (
    <button
      type="button"
      className="sound-toggle"
      aria-pressed={on}
      aria-label={t("adventure.sound")}
      onClick={() => {
        setSoundOn(!on);
        setOn(!on);
      }}
    >
      <Icon d={on ? volume2 : volumeX} />
    </button>
  );
}
