import type { Board } from "../../../common/boards/boards.ts";
import { useTranslation } from "../../i18n/index.ts";

/**
 * For browsers without Web Serial (Firefox, Safari, phones): why the page cannot upload, and the same upload with
 * avrdude, the desktop tool the Arduino IDE installs, written for the chosen board.
 */
export function NoWebSerial({ board, fileName }: { board: Board; fileName: string }) {
  const { t } = useTranslation();
  const part = board.mcu === "ATmega328PB" ? "m328pb" : "m328p";
  const command = `avrdude -p ${part} -c arduino -P ${t("boards.noSerial.port")} -b ${board.baudRate} -D -U flash:w:${fileName}:i`;
  return (
    <div role="note" className="form-alert flex flex-col gap-2 font-normal" aria-labelledby="no-serial-title">
      <h3 id="no-serial-title" className="m-0 font-extrabold">
        {t("boards.noSerial.title")}
      </h3>
      <p>{t("boards.noSerial.text")}</p>
      <p>{t("boards.noSerial.avrdude")}</p>
      <pre className="overflow-x-auto rounded-xl bg-paper p-3 text-sm" translate="no">
        <code>{command}</code>
      </pre>
    </div>
  );
}
