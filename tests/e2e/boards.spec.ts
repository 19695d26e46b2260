import { readFile } from "node:fs/promises";
import { BOARDS } from "../../common/boards/boards.ts";
import { parseIntelHex } from "../../common/boards/intel-hex.ts";
import { AvrRun } from "../../firmware/avr-run.ts";
import { accounts, expect, expectAccessible, openAs, test } from "./fixtures.ts";
import { simulatedBoard, withoutWebSerial } from "./simulated-board.ts";

/**
 * Board programming (issue 17) with the Web Serial API replaced by the simulated Optiboot board: the demo teacher
 * loads an activity's program from its page (then the board's flash runs in avr8js and prints the program's greeting);
 * on the board screen every failure says what to do and opens the driver help; a browser without Web Serial gets the
 * explanation and the download; a phone gets the screen-too-small page with the download.
 */

const ACTIVITY = "/itinerarios/9-12/robotica-9-12-zum-e-ia/actividades/semaforo-con-pulsador";

async function firmware(name: string) {
  const parsed = parseIntelHex(await readFile(new URL(`../../firmware/${name}.hex`, import.meta.url), "utf8"), { maxBytes: 32256 });
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.image;
}

test("the demo teacher uploads an activity's program to the board from the activity's page", async ({ visitor: page, login }) => {
  const sim = await simulatedBoard(page);
  const board = sim.plug({ signature: BOARDS.zumjunior.signature });
  await login(accounts.teacher);
  await page.goto(ACTIVITY);
  const section = page.getByRole("region", { name: "Programa para la placa" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("radio", { name: /BQ Zum Junior/ })).toBeChecked();
  await expectAccessible(page);

  await section.getByRole("button", { name: "Cargar en la placa" }).click();
  const image = await firmware("semaforo-con-pulsador");
  await expect(section.getByRole("status")).toHaveText(
    `Programa cargado y comprobado: ${image.end} bytes en la placa BQ Zum Junior. Ya puedes desconectar el cable.`,
    { timeout: 20_000 },
  );
  await expect(section.getByRole("progressbar", { name: "Progreso de la carga" })).toHaveAttribute("value", "100");
  expect(board.leftProgmode).toBe(true);
  expect(Array.from(board.flash.subarray(0, image.end))).toEqual(Array.from(image.data));
  // What the board now holds runs: the crossing lights greet on the serial port and light the green lamp.
  const lines = new AvrRun(board.flash).runFor(100).lines.map((line) => line.text);
  expect(lines).toEqual(["HELLO! Crossing lights ready: press the button to cross", "GREEN"]);
  await expectAccessible(page);
});

test("on the board screen each failure says what to do, and the driver help guides the teacher (in English)", async ({
  visitor: page,
  login,
}) => {
  const sim = await simulatedBoard(page);
  await login(accounts.teacher);
  await page.goto("/boards");
  await expect(page.getByRole("heading", { level: 1, name: "Program a board" })).toBeVisible();
  const upload = page.getByRole("button", { name: "Upload to the board" });
  const help = page.locator("#driver-help");
  await expect(help).not.toHaveAttribute("open");

  // The browser's port list closed without a choice.
  sim.plug({}, "cancel");
  await upload.click();
  await expect(page.getByRole("alert")).toHaveText(/^No port was chosen\./);
  await expect(help).toHaveAttribute("open");
  await expect(help.getByText("The BQ Zum Junior uses the CP2104 USB chip.")).toBeVisible();
  await help.getByLabel("Operating system").selectOption("windows");
  await expect(help.getByRole("link", { name: "CP2104 driver for Windows" })).toHaveAttribute(
    "href",
    BOARDS.zumjunior.drivers.CP2104!.windows.kind === "download" ? BOARDS.zumjunior.drivers.CP2104!.windows.url : "",
  );
  await expect(help.getByText(/Device Manager/)).toBeVisible();
  await expectAccessible(page);

  // The chosen board is an Uno, the connected one a Zum Junior: the signature tells.
  sim.plug({ signature: BOARDS.zumjunior.signature });
  await page.getByRole("radio", { name: /Arduino Uno/ }).check();
  await upload.click();
  await expect(page.getByRole("alert")).toHaveText(
    /^The connected board is not the Arduino Uno you chose: its microcontroller answers 0x1E 0x95 0x16\./,
    { timeout: 15_000 },
  );
  await expect(page.getByText(/looks like another board's \(BQ Zum Junior \/ BQ Zum Core 2\.0\), not the Arduino Uno's/)).toBeVisible();

  // A port no board of ours has, where no bootloader answers: both open the driver help the teacher had closed.
  await help.locator("summary").click();
  await expect(help).not.toHaveAttribute("open");
  const silent = sim.plug({ silent: true }, { vendorId: 0x1234, productId: 0x0001 });
  await page.getByRole("radio", { name: /BQ Zum Junior/ }).check();
  await upload.click();
  await expect(
    page.getByText("The chosen port (0x1234:0x0001) is not one of any board we know: if the upload fails, check the driver below."),
  ).toBeVisible();
  await expect(help).toHaveAttribute("open");
  await expect(page.getByRole("alert")).toHaveText(/^The board does not answer\./, { timeout: 20_000 });
  expect(silent.received.length).toBeGreaterThan(0);

  // The teacher's own file: a wrong one is refused as it is chosen, a right one uploads.
  await page.getByLabel("Program", { exact: true }).selectOption({ label: "A .hex file of my own" });
  const file = page.getByLabel("Program file (.hex)");
  await file.setInputFiles({ name: "notes.hex", mimeType: "text/plain", buffer: Buffer.from("hello board\n") });
  await expect(page.getByText("Line 1 does not start with “:”: this is not an Intel HEX file.")).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  const own = await readFile(new URL("../../firmware/conoce-la-placa-zum.hex", import.meta.url));
  await file.setInputFiles({ name: "blink.hex", mimeType: "text/plain", buffer: own });
  const image = await firmware("conoce-la-placa-zum");
  await expect(page.getByText(`blink.hex: ${image.end} bytes, ready to upload.`)).toBeVisible();
  const board = sim.plug({ signature: BOARDS.zumjunior.signature, chunkBytes: 7 });
  await upload.click();
  await expect(page.getByRole("status")).toHaveText(/^Program uploaded and checked: \d+ bytes on the BQ Zum Junior\./, { timeout: 20_000 });
  expect(Array.from(board.flash.subarray(0, image.end))).toEqual(Array.from(image.data));
  await expectAccessible(page);
});

test("a browser without Web Serial gets the explanation and the program to download", async ({ browser, baseURL }) => {
  const page = await openAs(browser, baseURL!, accounts.teacher);
  await withoutWebSerial(page);
  const programs = await page.request.post("/graphql", { data: { query: "{ boardPrograms { id fileName } }" } });
  const first = (await programs.json()).data.boardPrograms[0] as { id: string; fileName: string };
  await page.goto(`/placas?program=${first.id}`);
  const note = page.getByRole("note");
  await expect(note.getByRole("heading", { name: "Este navegador no puede hablar con la placa" })).toBeVisible();
  await expect(note.locator("code")).toHaveText(`avrdude -p m328pb -c arduino -P PUERTO -b 115200 -D -U flash:w:${first.fileName}:i`);
  await expect(page.getByRole("button", { name: "Cargar en la placa" })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar el programa (.hex)" }).click();
  expect((await download).suggestedFilename()).toBe(first.fileName);
  await expectAccessible(page);
  await page.context().close();
});

test("a phone gets the screen-too-small page, with the program still downloadable", async ({ browser, baseURL }) => {
  const page = await openAs(browser, baseURL!, accounts.teacher);
  await page.setViewportSize({ width: 375, height: 740 });
  const programs = await page.request.post("/graphql", { data: { query: "{ boardPrograms { id fileName } }" } });
  const first = (await programs.json()).data.boardPrograms[0] as { id: string; fileName: string };
  await page.goto(`/boards?program=${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "A larger device is needed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Program a board" })).toBeHidden();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the program (.hex)" }).click();
  expect((await download).suggestedFilename()).toBe(first.fileName);
  await expectAccessible(page);
  await page.context().close();
});
