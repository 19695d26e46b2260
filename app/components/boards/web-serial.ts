import type { SerialLink, SerialSignals } from "../../../common/boards/stk500.ts";

/**
 * The little of the Web Serial API the uploader uses (Chrome and Edge on a computer; TypeScript's DOM library does
 * not describe it), and the glue that makes a port the uploader's SerialLink.
 */
export type WebSerialPort = {
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  setSignals(signals: SerialSignals): Promise<void>;
  readonly readable: ReadableStream<Uint8Array> | null;
  readonly writable: WritableStream<Uint8Array> | null;
};

export type WebSerial = { requestPort(options?: { filters?: { usbVendorId: number; usbProductId?: number }[] }): Promise<WebSerialPort> };

export function webSerial(): WebSerial | null {
  if (typeof navigator === "undefined") return null;
  return (navigator as Navigator & { serial?: WebSerial }).serial ?? null;
}

export type OpenLink = SerialLink & { close(): Promise<void> };

/**
 * Opens the port at the board's speed and reads it in the background into a queue, so the uploader can wait for
 * bytes with a timeout (a Web Serial read has none).
 */
export async function openSerialLink(port: WebSerialPort, baudRate: number): Promise<OpenLink> {
  await port.open({ baudRate });
  const reader = port.readable?.getReader();
  const writer = port.writable?.getWriter();
  if (!reader || !writer) throw new Error("port not readable");
  const queue: Uint8Array[] = [];
  // The read waiting for bytes, woken by the pump (an object: TypeScript does not follow a closure's assignments).
  const waiting: { wake: (() => void) | null } = { wake: null };
  let failure: Error | null = null;
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (value && value.length > 0) queue.push(value);
        waiting.wake?.();
      }
    } catch (error) {
      failure = error as Error;
      waiting.wake?.();
    }
  })();

  return {
    async write(bytes) {
      await writer.write(bytes);
    },
    async read(timeoutMs) {
      if (queue.length === 0 && !failure) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          waiting.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiting.wake = null;
      }
      if (queue.length > 0) {
        const chunks = queue.splice(0);
        const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
        let offset = 0;
        for (const chunk of chunks) {
          all.set(chunk, offset);
          offset += chunk.length;
        }
        return all;
      }
      if (failure) throw failure;
      return null;
    },
    setSignals: (signals) => port.setSignals(signals),
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
      reader.releaseLock();
      writer.releaseLock();
      await port.close().catch(() => undefined);
    },
  };
}
