/**
 * The classroom programs as a board runs them: each committed .hex is parsed, uploaded with the STK500 uploader to a
 * simulated Zum Junior bootloader, and what landed in its flash runs in avr8js, with buttons, light and echoes played
 * at given simulated times. Timings are simulated milliseconds, exact whatever the machine.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { BOARDS } from "../common/boards/boards.ts";
import { parseIntelHex } from "../common/boards/intel-hex.ts";
import { uploadStk500 } from "../common/boards/stk500.ts";
import { Stk500Simulator } from "../common/boards/stk500-simulator.ts";
import { AvrRun, type PinChange } from "./avr-run.ts";

const board = BOARDS.zumjunior;
const noWait = async () => {};

/** Reads firmware/<name>.hex and uploads it to a simulated Zum Junior: its flash afterwards. */
async function uploaded(name: string): Promise<Uint8Array> {
  const parsed = parseIntelHex(readFileSync(new URL(`./${name}.hex`, import.meta.url), "utf8"), { maxBytes: board.flashBytes });
  if (!parsed.ok) throw new Error(`${name}.hex: ${JSON.stringify(parsed.error)}`);
  expect(parsed.image.start).toBe(0);
  const simulator = new Stk500Simulator({ signature: board.signature });
  const upload = await uploadStk500(simulator, { board, image: parsed.image, delay: noWait });
  expect(upload).toEqual({ ok: true, bytes: Math.ceil(parsed.image.end / board.pageBytes) * board.pageBytes });
  expect(simulator.leftProgmode).toBe(true);
  expect(Array.from(simulator.flash.subarray(0, parsed.image.end))).toEqual(Array.from(parsed.image.data));
  return simulator.flash;
}

/** The board after the upload, ready to run the program from reset. */
const flashed = async (name: string) => new AvrRun(await uploaded(name));

/** Pulses (high to low) on a pin: when each began and how long it lasted, in microseconds. */
function pulses(changes: PinChange[]): { ms: number; us: number }[] {
  const out: { ms: number; us: number }[] = [];
  for (let i = 0; i + 1 < changes.length; i++) {
    const rise = changes[i]!;
    const fall = changes[i + 1]!;
    if (rise.high && !fall.high) out.push({ ms: rise.ms, us: (fall.ms - rise.ms) * 1000 });
  }
  return out;
}

/** `actual` within `tolerance` of `expected` (milliseconds or microseconds). */
function expectNear(actual: number, expected: number, tolerance: number) {
  expect(Math.abs(actual - expected), `${actual} should be ${expected} ± ${tolerance}`).toBeLessThanOrEqual(tolerance);
}

const texts = (run: AvrRun) => run.lines.map((line) => line.text);
const lineAt = (run: AvrRun, text: string, from = 0) => {
  const line = run.lines.find((l) => l.text === text && l.ms >= from);
  if (!line) throw new Error(`No line "${text}" after ${from} ms in:\n${run.serial}`);
  return line.ms;
};

describe("conoce-la-placa-zum: the LED blinks one second on, one second off", () => {
  test("greets, then pin 13 (and the Zum Junior's port 1, D9) toggles every 1000 ms with a line for each change", async () => {
    const run = (await flashed("conoce-la-placa-zum")).runUntil(6100);

    expect(texts(run)[0]).toBe("HELLO! Zum board ready: the LED on pin 13 blinks every second");
    expect(texts(run).slice(1)).toEqual(["LED ON", "LED OFF", "LED ON", "LED OFF", "LED ON", "LED OFF", "LED ON"]);

    const led = run.changesOf(13);
    expect(led.map((c) => c.high)).toEqual([true, false, true, false, true, false, true]);
    // On right after the greeting (about 64 ms of text at 9600 baud), then exactly a second per half period.
    expectNear(led[0]!.ms, 65, 5);
    // The clock counts whole milliseconds, so the first half period can be up to 1 ms short.
    for (let i = 1; i < led.length; i++) expectNear(led[i]!.ms - led[i - 1]!.ms, 1000, 1);
    for (let i = 2; i < led.length; i++) expectNear(led[i]!.ms - led[i - 1]!.ms, 1000, 0.01);
    // The Zum Junior's port 1 mirrors pin 13.
    expect(run.changesOf(9).map(({ high, ms }) => ({ high, ms }))).toEqual(led.map(({ high, ms }) => ({ high, ms })));
    // Each line goes out as its change happens, once the character before it has left (1.04 ms at 9600 baud).
    for (const [i, line] of run.lines.slice(1).entries()) expectNear(line.ms - led[i]!.ms, 0.55, 0.55);
  });
});

describe("semaforo-con-pulsador: green until the button, then amber 3 s, red 10 s, green", () => {
  const RED = 9;
  const AMBER = 3;
  const GREEN = 5;
  const BUTTON = 6;

  test("the sequence, its timings, and a press during red that changes nothing", async () => {
    const run = await flashed("semaforo-con-pulsador");
    run.setPin(BUTTON, false);

    run.runUntil(2000);
    expect([run.output(RED), run.output(AMBER), run.output(GREEN)]).toEqual([false, false, true]);
    expect(texts(run)).toEqual(["HELLO! Crossing lights ready: press the button to cross", "GREEN"]);

    // A pedestrian presses for 200 ms; another presses during the red.
    run.at(2000, () => run.setPin(BUTTON, true));
    run.at(2200, () => run.setPin(BUTTON, false));
    run.at(9000, () => run.setPin(BUTTON, true));
    run.at(9300, () => run.setPin(BUTTON, false));
    run.runUntil(16_000);

    expect(texts(run).slice(1)).toEqual(["GREEN", "BUTTON PRESSED", "AMBER", "RED", "GREEN"]);
    const [amberOn, amberOff] = run.changesOf(AMBER);
    const [redOn, redOff] = run.changesOf(RED);
    const green = run.changesOf(GREEN);
    expect(green.map((c) => c.high)).toEqual([true, false, true]);
    // Seen within a poll (10 ms) and the "BUTTON PRESSED" line (17 ms at 9600 baud).
    expect(amberOn!.high).toBe(true);
    expectNear(amberOn!.ms, 2000 + 15, 15);
    expectNear(green[1]!.ms, amberOn!.ms, 0.01);
    expectNear(amberOff!.ms - amberOn!.ms, 3000, 1);
    expectNear(redOn!.ms, amberOff!.ms, 0.01);
    expectNear(redOff!.ms - redOn!.ms, 10_000, 1);
    expectNear(green[2]!.ms, redOff!.ms, 0.01);
    // Never two lights at once: every change turns one off and another on at the same moment.
    expect(run.changes.filter((c) => [RED, AMBER, GREEN].includes(c.pin)).length).toBe(7);
    expect([run.output(RED), run.output(AMBER), run.output(GREEN)]).toEqual([false, false, true]);
  });
});

describe("farola-automatica: the lamp comes on in the dark and goes off in the light", () => {
  const LAMP = 9;

  test("on below 400, off above 450, steady in between; the reading reported twice a second", async () => {
    const run = await flashed("farola-automatica");
    // ADC reading = volts / 5 V × 1024: 4.0 V → 819 (daylight), 1.0 V → 204 (dark), 2.1 V → 430, 3.0 V → 614.
    run.setAnalog(0, 4.0);
    run.at(1000, () => run.setAnalog(0, 1.0));
    run.at(2000, () => run.setAnalog(0, 2.1));
    run.at(3000, () => run.setAnalog(0, 3.0));
    run.at(4000, () => run.setAnalog(0, 2.1));
    run.runUntil(5000);

    expect(texts(run)[0]).toBe("HELLO! Street lamp ready: on below 400, off above 450");
    expect(texts(run)[1]).toBe("LIGHT 819 LAMP OFF");
    const lamp = run.changesOf(LAMP);
    expect(lamp.map((c) => c.high)).toEqual([true, false]);
    // Read every 100 ms: seen within one reading.
    expectNear(lamp[0]!.ms, 1000 + 50, 50);
    expectNear(lamp[1]!.ms, 3000 + 50, 50);
    expectNear(lineAt(run, "LAMP ON") - lamp[0]!.ms, 0.55, 0.55);
    expectNear(lineAt(run, "LAMP OFF") - lamp[1]!.ms, 0.55, 0.55);

    const reports = run.lines.filter((l) => l.text.startsWith("LIGHT "));
    expect(reports).toHaveLength(10);
    // Every 500 ms, give or take the clock's millisecond and a "LAMP ON/OFF" line sent just before (about 9 ms).
    for (let i = 1; i < reports.length; i++) expectNear(reports[i]!.ms - reports[i - 1]!.ms, 500, 11);
    expect(reports.map((r) => r.text)).toEqual([
      "LIGHT 819 LAMP OFF",
      "LIGHT 819 LAMP OFF",
      "LIGHT 204 LAMP ON",
      "LIGHT 204 LAMP ON",
      "LIGHT 430 LAMP ON", // between the two thresholds: stays on
      "LIGHT 430 LAMP ON",
      "LIGHT 614 LAMP OFF",
      "LIGHT 614 LAMP OFF",
      "LIGHT 430 LAMP OFF", // and stays off
      "LIGHT 430 LAMP OFF",
    ]);
    expect(run.output(LAMP)).toBe(false);
  });
});

describe("robot-esquiva-obstaculos: forward until something is nearer than 15 cm, then stop, back, turn", () => {
  const LEFT = 9;
  const RIGHT = 3;
  const TRIG = 5;
  const ECHO = 6;

  test("the servos' pulses follow the ultrasonic sensor", async () => {
    const run = await flashed("robot-esquiva-obstaculos");
    // An HC-SR04-style sensor: after a trigger pulse ends, echo rises 450 µs later and stays high 58 µs per cm.
    // A box 10 cm ahead from 2 s to 2.4 s; nothing in range (the echo lasts longer than 25 ms) from 4.4 s to 5 s.
    const distanceAt = (ms: number) => (ms >= 2000 && ms < 2400 ? 10 : ms >= 4400 && ms < 5000 ? 500 : 120);
    const triggers: number[] = [];
    run.onChange(TRIG, (high, ms) => {
      if (high) return triggers.push(ms);
      const cm = distanceAt(ms);
      run.after(450, () => run.setPin(ECHO, true));
      run.after(450 + cm * 58, () => run.setPin(ECHO, false));
    });
    run.runUntil(5200);

    const lines = texts(run);
    expect(lines[0]).toBe("HELLO! Obstacle robot ready: starting in 1 second");
    const moves = lines.filter((l) => !l.startsWith("DISTANCE"));
    expect(moves).toEqual([lines[0], "FORWARD", "OBSTACLE 10 cm", "STOP", "BACK", "TURN", "FORWARD"]);
    expect(lines).toContain("DISTANCE 120 cm");
    expect(lines).toContain("DISTANCE -- (nothing in range)");

    // The trigger pulse lasts 10 µs; the sensor is read every 60 ms while going forward.
    for (const pulse of pulses(run.changesOf(TRIG))) expectNear(pulse.us, 10, 4);
    expectNear(triggers[0]!, 1000 + 60, 60);
    expectNear(triggers[1]! - triggers[0]!, 60, 1);

    const forward = lineAt(run, "FORWARD");
    const obstacle = lineAt(run, "OBSTACLE 10 cm");
    const stop = lineAt(run, "STOP");
    const back = lineAt(run, "BACK");
    const turn = lineAt(run, "TURN");
    const forwardAgain = lineAt(run, "FORWARD", turn);
    // Each line takes about 1 ms a character; a measurement up to 8 ms at 120 cm.
    expectNear(forward, 1000 + 60, 60);
    expectNear(obstacle, 2000 + 35, 35);
    expectNear(back - stop, 300 + 6, 3);
    expectNear(turn - back, 600 + 6, 3);
    expectNear(forwardAgain - turn, 700 + 15, 10);

    // Servo pulses every 20 ms: 1500 µs stops a continuous rotation servo, 2000 and 1000 µs turn it either way.
    const left = pulses(run.changesOf(LEFT));
    const right = pulses(run.changesOf(RIGHT));
    const widths = (list: { ms: number; us: number }[], from: number, to: number) =>
      // From the first whole period after a change (the new width takes effect at the next period) to the next one.
      [...new Set(list.filter((p) => p.ms > from + 20 && p.ms < to - 0.1).map((p) => Math.round(p.us / 10) * 10))];
    for (let i = 1; i < left.length; i++) expectNear(left[i]!.ms - left[i - 1]!.ms, 20, 0.01);
    expect(left.length).toBeGreaterThan(250);
    expect(right.length).toBe(left.length);
    expect([widths(left, 0, 1000), widths(right, 0, 1000)]).toEqual([[1500], [1500]]); // waiting to start
    expect([widths(left, forward, obstacle), widths(right, forward, obstacle)]).toEqual([[2000], [1000]]);
    expect([widths(left, stop, back), widths(right, stop, back)]).toEqual([[1500], [1500]]);
    expect([widths(left, back, turn), widths(right, back, turn)]).toEqual([[1000], [2000]]);
    expect([widths(left, turn, forwardAgain), widths(right, turn, forwardAgain)]).toEqual([[2000], [2000]]);
    expect([widths(left, forwardAgain, 5200), widths(right, forwardAgain, 5200)]).toEqual([[2000], [1000]]);
  });
});

describe("the runner", () => {
  test("skipping the idle time between interrupts changes nothing the program does", async () => {
    const flash = await uploaded("semaforo-con-pulsador");
    const [skipped, stepped] = [new AvrRun(flash), new AvrRun(flash, { skipIdle: false })];
    for (const run of [skipped, stepped]) {
      run.setPin(6, false);
      run.at(300, () => run.setPin(6, true));
      run.runUntil(3400);
    }

    expect(skipped.serial).toBe(stepped.serial);
    expect(texts(skipped).slice(1)).toEqual(["GREEN", "BUTTON PRESSED", "AMBER", "RED"]);
    expect(skipped.changes.map((c) => [c.pin, c.high])).toEqual(stepped.changes.map((c) => [c.pin, c.high]));
    // Waking from sleep costs the real loop a few cycles more (well under a microsecond).
    for (const [i, change] of skipped.changes.entries()) expectNear(change.ms, stepped.changes[i]!.ms, 0.001);
  });
});
