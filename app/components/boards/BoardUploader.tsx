import { useEffect, useId, useRef, useState } from "react";
import {
  BOARD_NAMES,
  BOARDS,
  type BoardName,
  chipOf,
  detectBoard,
  formatUsbId,
  type UsbSerialChip,
} from "../../../common/boards/boards.ts";
import type { HexImage } from "../../../common/boards/intel-hex.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Field } from "../Field.tsx";
import { Icon } from "../icons/Icon.tsx";
import { download } from "../icons/shapes.ts";
import type { BoardProgramOption } from "./documents.ts";
import { DriverHelp } from "./DriverHelp.tsx";
import type { FailureMessage } from "./failures.ts";
import { NoWebSerial } from "./NoWebSerial.tsx";
import { webSerial, type WebSerialPort } from "./web-serial.ts";

type Props = {
  /** The programs offered; one, fixed, on an activity's page. */
  programs: readonly BoardProgramOption[];
  initialProgramId?: string | null;
  /** The board screen also takes a .hex of the teacher's own. */
  allowOwnFile?: boolean;
  /** Drawn as its own panels (the board screen), or inside a panel of the page (an activity's). */
  framed?: boolean;
};

type Status =
  | { kind: "idle" }
  | { kind: "connecting" }
  | { kind: "progress"; phase: "write" | "verify"; done: number; total: number }
  | { kind: "done"; bytes: number }
  | { kind: "failed"; failure: FailureMessage };

type Note = { key: TKey; values: Record<string, string> };

const OWN = "own";
/** A full 32 KiB flash is about 90 KB of Intel HEX; anything far larger is not a program for these boards. */
const MAX_FILE_BYTES = 256 * 1024;
/** The kit's board (the robotics itineraries use the Zum Junior). */
const DEFAULT_BOARD: BoardName = "zumjunior";

/**
 * Loads a program onto the classroom's board over Web Serial (issue 17): the program (an activity's or the teacher's
 * own .hex, checked when chosen), the board, then one press that asks the browser for the port, writes, verifies and
 * says how it went; the driver help opens when a missing driver is the likely cause. The uploader's code (HEX parser,
 * STK500, serial glue) is its own chunk, loaded on the first file or press.
 */
export function BoardUploader({ programs, initialProgramId, allowOwnFile = false, framed = true }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<string>(() => programs.find((p) => p.id === initialProgramId)?.id ?? programs[0]?.id ?? OWN);
  const [boardName, setBoardName] = useState<BoardName>(DEFAULT_BOARD);
  const [own, setOwn] = useState<{ name: string; image: HexImage } | null>(null);
  const [ownError, setOwnError] = useState<FailureMessage | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [note, setNote] = useState<Note | null>(null);
  const [chip, setChip] = useState<UsbSerialChip | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // Unknown until hydrated: the server renders the upload button, a browser without Web Serial then explains.
  const [hasSerial, setHasSerial] = useState(true);
  useEffect(() => setHasSerial(webSerial() !== null), []);

  const board = BOARDS[boardName];
  const program = programs.find((p) => p.id === choice) ?? null;
  const busy = status.kind === "connecting" || status.kind === "progress";

  const fail = (failure: FailureMessage) => {
    setStatus({ kind: "failed", failure });
    if (failure.driverHelp) setHelpOpen(true);
  };

  async function chooseFile(file: File | undefined) {
    setOwn(null);
    setOwnError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setOwnError({ key: "boards.program.ownTooBig", values: {}, driverHelp: false });
    const text = await file.text().catch(() => null);
    if (text === null) return setOwnError({ key: "boards.program.ownUnreadable", values: {}, driverHelp: false });
    const { checkProgram } = await import("./upload.ts");
    const checked = checkProgram(text, board);
    if (checked.ok) setOwn({ name: file.name, image: checked.image });
    else setOwnError(checked.failure);
  }

  async function start() {
    const serial = webSerial();
    if (busy || !serial) return;
    if (!program && !own) {
      setOwnError({ key: "boards.program.ownMissing", values: {}, driverHelp: false });
      fileInput.current?.focus();
      return;
    }
    // The port is asked for first, while the press still counts as the user's gesture; the chunk loads meanwhile.
    const loading = import("./upload.ts");
    setStatus({ kind: "connecting" });
    setNote(null);
    let port: WebSerialPort;
    try {
      port = await serial.requestPort();
    } catch {
      return fail((await loading).failureMessage({ code: "upload.noPort" }));
    }
    describePort(port);
    const upload = await loading;
    let image = own?.image;
    if (program) {
      const text = await fetch(to("board-program-file", { id: program.id }))
        .then((response) => (response.ok ? response.text() : null))
        .catch(() => null);
      if (text === null) return fail({ key: "boards.upload.fetchFailed", values: {}, driverHelp: false });
      const checked = upload.checkProgram(text, board);
      if (!checked.ok) return fail(checked.failure);
      image = checked.image;
    }
    if (!image) return;
    const result = await upload.uploadProgram(port, board, image, (progress) => setStatus({ kind: "progress", ...progress }));
    // The program's own size, as the screen showed it (the upload writes whole pages).
    if (result.ok) setStatus({ kind: "done", bytes: image.end });
    else fail(result.failure);
  }

  /** What the chosen port's USB ids say: another board, or none we know (then the driver help opens). */
  function describePort(port: WebSerialPort) {
    const { usbVendorId, usbProductId } = port.getInfo();
    if (usbVendorId === undefined || usbProductId === undefined) return setChip(null);
    const ids = formatUsbId(usbVendorId, usbProductId);
    const matches = detectBoard(usbVendorId, usbProductId);
    setChip(chipOf(board, usbVendorId, usbProductId));
    if (matches.length === 0) {
      setNote({ key: "boards.upload.unknownPort", values: { ids } });
      setHelpOpen(true);
    } else if (!matches.includes(board)) {
      setNote({ key: "boards.upload.otherBoard", values: { ids, boards: matches.map((m) => m.label).join(" / "), board: board.label } });
    }
  }

  const fileName = program?.fileName ?? own?.name ?? "programa.hex";
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-upload`} className={`${framed ? "panel " : ""}flex flex-col gap-5`}>
        <h2 id={`${id}-upload`} className="sr-only">
          {t("boards.upload.button")}
        </h2>
        {programs.length > 1 || allowOwnFile ? (
          <Field label={t("boards.program.legend")} hint={programs.length === 0 ? t("boards.program.none") : undefined}>
            {({ id: selectId, describedBy }) => (
              <select
                id={selectId}
                aria-describedby={describedBy}
                className="field-input"
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
                disabled={busy}
              >
                {programs.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.activity.name} · ${p.activity.itineraryName}`}
                  </option>
                ))}
                {allowOwnFile && <option value={OWN}>{t("boards.program.own")}</option>}
              </select>
            )}
          </Field>
        ) : null}
        {program && (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span>
              <strong>{program.activity.name}</strong> · {t("boards.program.bytes", { bytes: program.programBytes })}
            </span>
            <a
              href={to("board-program-file", { id: program.id })}
              download={program.fileName}
              className="inline-flex items-center gap-1 font-extrabold underline"
            >
              <Icon d={download} className="size-4" />
              {t("boards.program.download")}
            </a>
          </p>
        )}
        {choice === OWN && (
          <div className="field">
            <label htmlFor={`${id}-file`} className="field-label">
              {t("boards.program.ownLabel")}
            </label>
            <p id={`${id}-file-hint`} className="field-hint">
              {t("boards.program.ownHint")}
            </p>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept=".hex,.ihx,text/plain"
              className="field-input"
              aria-describedby={`${id}-file-hint ${id}-file-message`}
              aria-invalid={ownError ? true : undefined}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
              disabled={busy}
            />
            <p id={`${id}-file-message`} className={ownError ? "field-error" : "field-hint"} aria-live="polite">
              {ownError
                ? t(ownError.key, ownError.values)
                : own
                  ? t("boards.program.ownReady", { name: own.name, bytes: own.image.end })
                  : ""}
            </p>
          </div>
        )}
        <fieldset className="field m-0 border-0 p-0">
          <legend className="field-label">{t("boards.board.legend")}</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {BOARD_NAMES.map((name) => (
              <div key={name} className="checkbox">
                <input
                  id={`${id}-board-${name}`}
                  type="radio"
                  name={`${id}-board`}
                  className="checkbox"
                  value={name}
                  checked={boardName === name}
                  onChange={() => setBoardName(name)}
                  disabled={busy}
                />
                <label htmlFor={`${id}-board-${name}`}>
                  <span className="font-bold">{BOARDS[name].label}</span>{" "}
                  <span className="text-sm text-muted">
                    ({t("boards.board.chip", { chip: Object.keys(BOARDS[name].drivers).join(" / ") })})
                  </span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        {hasSerial ? (
          <div className="flex flex-col gap-3">
            <div>
              <button type="button" className="btn btn-primary" aria-disabled={busy || undefined} onClick={() => void start()}>
                {t("boards.upload.button")}
              </button>
            </div>
            <UploadStatus status={status} boardLabel={board.label} />
            {note && <p className="field-hint">{t(note.key, note.values)}</p>}
          </div>
        ) : (
          <NoWebSerial board={board} fileName={fileName} />
        )}
      </section>
      <DriverHelp board={board} chip={chip} open={helpOpen || !hasSerial} onToggle={setHelpOpen} framed={framed} />
    </div>
  );
}

/** The upload's phase and progress, announced politely; a failure is an alert. Space is kept so nothing jumps. */
function UploadStatus({ status, boardLabel }: { status: Status; boardLabel: string }) {
  const { t } = useTranslation();
  const id = useId();
  const phase =
    status.kind === "connecting"
      ? t("boards.upload.connecting")
      : status.kind === "progress"
        ? t(status.phase === "write" ? "boards.upload.write" : "boards.upload.verify")
        : status.kind === "done"
          ? t("boards.upload.done", { bytes: status.bytes, board: boardLabel })
          : "";
  const percent =
    status.kind === "progress" && status.total > 0 ? Math.round((status.done / status.total) * 100) : status.kind === "done" ? 100 : 0;
  return (
    <div className="flex min-h-20 flex-col gap-2">
      <p id={`${id}-phase`} role="status" className={status.kind === "done" ? "form-success" : "font-bold"}>
        {phase}
      </p>
      {(status.kind === "progress" || status.kind === "done") && (
        <div className="flex items-center gap-3">
          <progress
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-phase`}
            max={100}
            value={percent}
            className="h-3 w-full max-w-md"
          />
          <span id={`${id}-label`} className="sr-only">
            {t("boards.upload.progress")}
          </span>
          <span aria-hidden="true" className="tabular-nums">
            {t("boards.upload.percent", { percent })}
          </span>
        </div>
      )}
      {status.kind === "failed" && (
        <p role="alert" className="form-alert">
          {t(status.failure.key, { ...status.failure.values, board: boardLabel })}
        </p>
      )}
    </div>
  );
}
