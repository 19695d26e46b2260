/**
 * A simulated Optiboot board behind the SerialLink an uploader talks to, written from AVR061 and Optiboot's
 * optiboot.c (decision 037), so uploads are tested without a board. It keeps a flash array, logs every byte each way,
 * and can play the failures: silence, a wrong signature, a corrupted read-back, a board that needs a few tries to sync.
 * Test support (the unit tests, and the browser journeys behind a fake Web Serial port: tests/e2e/simulated-board.ts);
 * nothing in it is needed to upload to a real board.
 */
import { STK, type SerialLink, type SerialSignals } from "./stk500.ts";

export type SimulatorOptions = {
  signature?: readonly [number, number, number];
  flashBytes?: number;
  /** Never answers anything: no board, or no bootloader on the port. */
  silent?: boolean;
  /** Answers the first N sync commands with nothing, as a board still running its program would. */
  ignoredSyncs?: number;
  /** Reads back this byte address's value with its bits flipped (flash worn, a bad write). */
  corruptReadAt?: number;
  /** Hands replies out in pieces of this many bytes, as a USB-serial chip does. */
  chunkBytes?: number;
};

/** How many bytes follow each command byte before CRC_EOP (a PROG_PAGE adds its data length). */
const ARGUMENT_BYTES: Record<number, number> = {
  [STK.GET_SYNC]: 0,
  [STK.GET_SIGN_ON]: 0,
  [STK.GET_PARAMETER]: 1,
  [STK.SET_DEVICE]: 20,
  [STK.SET_DEVICE_EXT]: 5,
  [STK.ENTER_PROGMODE]: 0,
  [STK.LEAVE_PROGMODE]: 0,
  [STK.LOAD_ADDRESS]: 2,
  [STK.UNIVERSAL]: 4,
  [STK.PROG_PAGE]: 3,
  [STK.READ_PAGE]: 3,
  [STK.READ_SIGN]: 0,
};

export class Stk500Simulator implements SerialLink {
  readonly flash: Uint8Array;
  /** Every byte the host wrote, and every byte the board answered, in order. */
  readonly received: number[] = [];
  readonly sent: number[] = [];
  readonly signals: SerialSignals[] = [];
  /** Set once LEAVE_PROGMODE came: Optiboot then starts the program. */
  leftProgmode = false;
  /** Commands that broke the protocol (no CRC_EOP): Optiboot lets its watchdog reset the chip. */
  resets = 0;

  private readonly options: SimulatorOptions;
  private input: number[] = [];
  private output: number[] = [];
  private address = 0;
  private syncsIgnored = 0;

  constructor(options: SimulatorOptions = {}) {
    this.options = options;
    this.flash = new Uint8Array(options.flashBytes ?? 32768).fill(0xff);
  }

  async write(bytes: Uint8Array): Promise<void> {
    this.received.push(...bytes);
    if (this.options.silent) return;
    this.input.push(...bytes);
    this.process();
  }

  async read(_timeoutMs: number): Promise<Uint8Array | null> {
    // Replies are ready as soon as the command is complete, so an empty queue is a timeout.
    if (this.output.length === 0) return null;
    const chunk = this.output.splice(0, this.options.chunkBytes ?? this.output.length);
    return Uint8Array.from(chunk);
  }

  async setSignals(signals: SerialSignals): Promise<void> {
    this.signals.push(signals);
  }

  private answer(bytes: number[]) {
    this.sent.push(...bytes);
    this.output.push(...bytes);
  }

  /** Handles every complete command in the input; an incomplete one waits for more bytes. */
  private process() {
    for (;;) {
      const command = this.input[0];
      if (command === undefined) return;
      // Optiboot treats an unknown command as one with no arguments that still owes CRC_EOP.
      const argumentBytes = ARGUMENT_BYTES[command] ?? 0;
      if (this.input.length < 1 + argumentBytes) return;
      const args = this.input.slice(1, 1 + argumentBytes);
      const dataBytes = command === STK.PROG_PAGE ? (args[0]! << 8) | args[1]! : 0;
      const length = 1 + argumentBytes + dataBytes + 1;
      if (this.input.length < length) return;
      const packet = this.input.splice(0, length);
      if (packet[length - 1] !== STK.CRC_EOP) {
        // verifySpace(): no INSYNC, the watchdog resets the chip and whatever came with it is lost.
        this.resets++;
        this.input = [];
        return;
      }
      this.handle(command, args, packet.slice(1 + argumentBytes, 1 + argumentBytes + dataBytes));
    }
  }

  private handle(command: number, args: number[], data: number[]) {
    const ok = (...reply: number[]) => this.answer([STK.INSYNC, ...reply, STK.OK]);
    switch (command) {
      case STK.GET_SYNC:
        if (this.syncsIgnored < (this.options.ignoredSyncs ?? 0)) {
          this.syncsIgnored++;
          return;
        }
        return ok();
      case STK.GET_PARAMETER:
        // GET_PARAMETER: Optiboot answers its version to 0x81/0x82 and 0x03 to anything else.
        return ok(args[0] === 0x81 ? 8 : args[0] === 0x82 ? 0 : 0x03);
      case STK.UNIVERSAL:
        return ok(0x00);
      case STK.READ_SIGN:
        return ok(...(this.options.signature ?? [0x1e, 0x95, 0x0f]));
      case STK.LOAD_ADDRESS:
        // A word address, low byte first; Optiboot doubles it into a byte address.
        this.address = (args[0]! | (args[1]! << 8)) * 2;
        return ok();
      case STK.PROG_PAGE:
        if (args[2] === STK.FLASH && this.address + data.length <= this.flash.length) this.flash.set(data, this.address);
        return ok();
      case STK.READ_PAGE: {
        const size = (args[0]! << 8) | args[1]!;
        const bytes = Array.from(this.flash.subarray(this.address, this.address + size));
        const corrupt = this.options.corruptReadAt;
        if (corrupt !== undefined && corrupt >= this.address && corrupt < this.address + size) {
          bytes[corrupt - this.address] = bytes[corrupt - this.address]! ^ 0xff;
        }
        return ok(...bytes);
      }
      case STK.LEAVE_PROGMODE:
        this.leftProgmode = true;
        return ok();
      default:
        // ENTER_PROGMODE, SET_DEVICE, SET_DEVICE_EXT and the rest: accepted and ignored.
        return ok();
    }
  }
}
