import { Transform, type TransformCallback } from "node:stream";

/**
 * Where React's streaming render writes its HTML. React writes in 4 KB pieces and calls `flush()` once a
 * burst is complete (the shell, then each boundary or data script that resolves later): the pieces go on
 * as one chunk per burst, so compression, the web stream adapters and the socket work once per burst
 * rather than once per piece, and the page still streams as React completes it.
 */
export class BurstStream extends Transform {
  #pieces: Buffer[] = [];
  readonly #onEnd: () => void;

  /** `onEnd` runs once React has written everything. */
  constructor(onEnd: () => void) {
    super();
    this.#onEnd = onEnd;
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces.push(piece);
    callback();
  }

  /** Called by React after each burst. */
  flush(): void {
    if (this.#pieces.length === 0) return;
    const burst = this.#pieces.length === 1 ? this.#pieces[0] : Buffer.concat(this.#pieces);
    this.#pieces = [];
    this.push(burst);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.#onEnd();
    callback();
  }
}
