import { describe, expect, test } from "vitest";
import { openSerialLink, type WebSerialPort } from "./web-serial.ts";

/** A port as Web Serial gives it, over real streams: what the board sends is pushed by the test. */
function fakePort() {
  let push: (bytes: number[]) => void = () => {};
  const written: number[] = [];
  const events: string[] = [];
  const port: WebSerialPort = {
    readable: null,
    writable: null,
    getInfo: () => ({ usbVendorId: 0x10c4, usbProductId: 0xea60 }),
    async open({ baudRate }) {
      events.push(`open ${baudRate}`);
      (port as { readable: ReadableStream<Uint8Array> }).readable = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (bytes) => controller.enqueue(Uint8Array.from(bytes));
        },
        cancel() {
          events.push("cancel");
        },
      });
      (port as { writable: WritableStream<Uint8Array> }).writable = new WritableStream<Uint8Array>({
        write(chunk) {
          written.push(...chunk);
        },
      });
    },
    async close() {
      events.push("close");
    },
    async setSignals(signals) {
      events.push(`signals ${JSON.stringify(signals)}`);
    },
  };
  return { port, written, events, push: (bytes: number[]) => push(bytes) };
}

describe("the Web Serial glue", () => {
  test("opens at the board's speed, writes, passes the signals on and reads what arrived as one chunk", async () => {
    const fake = fakePort();
    const link = await openSerialLink(fake.port, 115200);
    await link.write(Uint8Array.from([0x30, 0x20]));
    await link.setSignals?.({ dataTerminalReady: false });
    expect(fake.written).toEqual([0x30, 0x20]);
    fake.push([0x14]);
    fake.push([0x10, 0x1e]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(Array.from((await link.read(100)) ?? [])).toEqual([0x14, 0x10, 0x1e]);
    await link.close();
    expect(fake.events).toEqual(["open 115200", 'signals {"dataTerminalReady":false}', "cancel", "close"]);
  });

  test("a read waits for bytes up to its timeout: they wake it, or it gives null", async () => {
    const fake = fakePort();
    const link = await openSerialLink(fake.port, 19200);
    const started = Date.now();
    expect(await link.read(30)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const waiting = link.read(5000);
    setTimeout(() => fake.push([0x14, 0x10]), 10);
    expect(Array.from((await waiting) ?? [])).toEqual([0x14, 0x10]);
    await link.close();
  });

  test("a port that fails while reading makes the next read fail with its error", async () => {
    const port: WebSerialPort = {
      readable: null,
      writable: null,
      getInfo: () => ({}),
      async open() {
        (port as { readable: ReadableStream<Uint8Array> }).readable = new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.error(new Error("The device has been lost."));
          },
        });
        (port as { writable: WritableStream<Uint8Array> }).writable = new WritableStream<Uint8Array>();
      },
      close: async () => {},
      setSignals: async () => {},
    };
    const link = await openSerialLink(port, 115200);
    await expect(link.read(50)).rejects.toThrow("The device has been lost.");
  });
});
