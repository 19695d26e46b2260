import type { Page } from "@playwright/test";
import { type SimulatorOptions, Stk500Simulator } from "../../common/boards/stk500-simulator.ts";

/**
 * The browser's Web Serial API replaced by the simulated Optiboot board (common/boards/stk500-simulator.ts), which runs
 * here in the test: the page's port sends every byte it writes to it and gets the board's answer back with the same
 * call (the simulator answers a command as soon as it is complete), so the screen's own uploader and serial glue run
 * unchanged, and no polling between the page and the test can make an answer late. `choose` says what the browser's port picker does: pick a port with these
 * USB ids, or be closed without a choice.
 */
export type PortChoice = { vendorId: number; productId: number } | "cancel";

export async function simulatedBoard(page: Page) {
  const state = { board: new Stk500Simulator(), choice: { vendorId: 0x10c4, productId: 0xea60 } as PortChoice };
  /** What the board has said since the last call, in the chunks it says it in. */
  const answer = async () => {
    const chunks: number[][] = [];
    for (let chunk = await state.board.read(0); chunk; chunk = await state.board.read(0)) chunks.push(Array.from(chunk));
    return chunks;
  };
  await page.exposeFunction("__boardWrite", async (bytes: number[]) => {
    await state.board.write(Uint8Array.from(bytes));
    return answer();
  });
  await page.exposeFunction("__boardSignals", async (signals: object) => {
    await state.board.setSignals(signals);
    return answer();
  });
  await page.exposeFunction("__portChoice", async () => state.choice);
  await page.addInitScript(() => {
    type Bridge = {
      __boardWrite(bytes: number[]): Promise<number[][]>;
      __boardSignals(signals: object): Promise<number[][]>;
      __portChoice(): Promise<{ vendorId: number; productId: number } | "cancel">;
    };
    const bridge = window as unknown as Bridge;
    const port = (ids: { vendorId: number; productId: number }) => {
      let closed = false;
      let incoming: ReadableStreamDefaultController<Uint8Array> | null = null;
      const deliver = (chunks: number[][]) => {
        for (const chunk of chunks) if (!closed) incoming?.enqueue(Uint8Array.from(chunk));
      };
      const self = {
        readable: null as ReadableStream<Uint8Array> | null,
        writable: null as WritableStream<Uint8Array> | null,
        getInfo: () => ({ usbVendorId: ids.vendorId, usbProductId: ids.productId }),
        async open() {
          closed = false;
          self.readable = new ReadableStream<Uint8Array>({
            start(controller) {
              incoming = controller;
            },
            cancel() {
              closed = true;
            },
          });
          self.writable = new WritableStream<Uint8Array>({ write: async (chunk) => deliver(await bridge.__boardWrite(Array.from(chunk))) });
        },
        async close() {
          closed = true;
        },
        setSignals: async (signals: object) => deliver(await bridge.__boardSignals(signals)),
      };
      return self;
    };
    const serial = {
      async requestPort() {
        const choice = await bridge.__portChoice();
        if (choice === "cancel") throw new DOMException("No port selected by the user.", "NotFoundError");
        return port(choice);
      },
    };
    Object.defineProperty(Navigator.prototype, "serial", { configurable: true, get: () => serial });
  });
  return {
    /** The board the next upload talks to (a new one: its flash erased). */
    plug(options: SimulatorOptions, choice: PortChoice = { vendorId: 0x10c4, productId: 0xea60 }) {
      state.board = new Stk500Simulator(options);
      state.choice = choice;
      return state.board;
    },
    get board() {
      return state.board;
    },
  };
}

/** A browser without Web Serial (Firefox, Safari, a phone). */
export async function withoutWebSerial(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "serial", { configurable: true, get: () => undefined });
  });
}
