import { useEffect, useState } from "react";
import type { Board, DriverHelp as Help, OperatingSystem, UsbSerialChip } from "../../../common/boards/boards.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";
import { Icon } from "../icons/Icon.tsx";
import { externalLink } from "../icons/shapes.ts";
import { OPERATING_SYSTEMS, operatingSystemOf } from "./os.ts";

type Props = {
  board: Board;
  /** The chip of the chosen port, when its ids are the board's; otherwise every chip the board comes with. */
  chip: UsbSerialChip | null;
  /** Opened by a failure that a missing driver explains (no port chosen, no answer, an unknown port). */
  open: boolean;
  onToggle: (open: boolean) => void;
  framed: boolean;
};

/**
 * The boards and drivers help (issue 17): which USB chip the chosen board uses, what to install on the visitor's
 * system (guessed from the browser, changeable), with the chip maker's link, and how to check that it worked.
 */
export function DriverHelp({ board, chip, open, onToggle, framed }: Props) {
  const { t } = useTranslation();
  const [system, setSystem] = useState<OperatingSystem>("windows");
  useEffect(() => setSystem(operatingSystemOf(navigator.userAgent)), []);
  const chips = (chip ? [chip] : Object.keys(board.drivers)) as UsbSerialChip[];
  const systemName = t(`boards.drivers.systems.${system}`);
  return (
    <details
      id="driver-help"
      className={framed ? "panel" : "border-line border-t-2 pt-4"}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-lg font-extrabold text-navy">{t("boards.drivers.title")}</summary>
      <div className="mt-4 flex flex-col gap-4">
        <p>{t("boards.drivers.intro")}</p>
        <div className="max-w-xs">
          <Field label={t("boards.drivers.system")}>
            {({ id }) => (
              <select id={id} className="field-input" value={system} onChange={(event) => setSystem(event.target.value as OperatingSystem)}>
                {OPERATING_SYSTEMS.map((os) => (
                  <option key={os} value={os}>
                    {t(`boards.drivers.systems.${os}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {chips.map((name) => {
          const help = board.drivers[name]?.[system];
          return help ? (
            <div key={name} className="flex flex-col gap-2">
              <p className="font-bold">{t("boards.drivers.chip", { board: board.label, chip: name })}</p>
              <DriverStep help={help} chip={name} system={system} systemName={systemName} />
            </div>
          ) : null;
        })}
        <div>
          <h3 className="mt-0">{t("boards.drivers.check")}</h3>
          <p>{t(`boards.drivers.checks.${system}`)}</p>
          <p>{t("boards.drivers.cable")}</p>
        </div>
      </div>
    </details>
  );
}

function DriverStep({ help, chip, system, systemName }: { help: Help; chip: UsbSerialChip; system: OperatingSystem; systemName: string }) {
  const { t } = useTranslation();
  if (help.kind === "builtIn") {
    return (
      <p>{help.note === "recentVersions" ? t("boards.drivers.builtInRecent") : t("boards.drivers.builtIn", { system: systemName })}</p>
    );
  }
  return (
    <>
      <p>{help.note === "olderVersionsOnly" ? t("boards.drivers.downloadOlder") : t("boards.drivers.download")}</p>
      <p>
        <a
          href={help.url}
          rel="noopener noreferrer"
          target="_blank"
          className="inline-flex items-center gap-1 font-extrabold"
          data-system={system}
        >
          {t("boards.drivers.link", { chip, system: systemName })}
          <Icon d={externalLink} className="size-4" />
        </a>
      </p>
    </>
  );
}
