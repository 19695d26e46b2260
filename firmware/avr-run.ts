/**
 * Runs a flashed program in avr8js, an ATmega328P simulator (test support for the classroom programs in this folder).
 * The chip runs at 16 MHz with timers 0–2, USART0, ports B, C, D and the ADC; time is simulated time, counted in
 * CPU cycles, so a test's timings are exact whatever the machine's speed. What the program does is recorded: every
 * serial line and every change of an output pin, each with its simulated millisecond. Inputs (a button, a sensor's
 * echo, a voltage on an analogue pin) are set now, at a given time, or from a pin listener.
 *
 * Pins use the Arduino Uno's numbering: 0–7 are PD0–PD7, 8–13 PB0–PB5, 14–19 (A0–A5) PC0–PC5.
 */
import {
  AVRADC,
  AVRIOPort,
  AVRTimer,
  AVRUSART,
  adcConfig,
  avrInstruction,
  CPU,
  PinState,
  portBConfig,
  portCConfig,
  portDConfig,
  timer0Config,
  timer1Config,
  timer2Config,
  usart0Config,
} from "avr8js";

export const CLOCK_HZ = 16_000_000;
const CYCLES_PER_MS = CLOCK_HZ / 1000;
/** The ATmega328P's 2 KiB of SRAM. */
const SRAM_BYTES = 2048;
/** The SLEEP instruction, and the sleep mode control register (data address) with its sleep enable bit. */
const SLEEP = 0x9588;
const SMCR = 0x53;
const SMCR_SE = 0x01;

/** avr8js keeps its queue of peripheral events private; the runner reads when the next one is due. */
type ClockEvents = { nextClockEvent: { cycles: number } | null };

export type PinChange = { pin: number; high: boolean; ms: number };
export type SerialLine = { text: string; ms: number };

export class AvrRun {
  readonly cpu: CPU;
  readonly adc: AVRADC;
  /** Output pins' changes of level, in time order. */
  readonly changes: PinChange[] = [];
  /** Every byte the program sent on the serial port, as text. */
  serial = "";

  private readonly ports: [AVRIOPort, AVRIOPort, AVRIOPort];
  /** When the program wrote each serial line's first byte. */
  private readonly lineTimes: number[] = [];
  private readonly listeners = new Map<number, ((high: boolean, ms: number) => void)[]>();
  private readonly levels = new Map<number, boolean>();
  private readonly skipIdle: boolean;

  /**
   * `flash`: the program memory as bytes from address 0, as a bootloader wrote it (Stk500Simulator.flash).
   * `skipIdle: false` runs the idle loop instruction by instruction (ten times slower; to check the shortcut).
   */
  constructor(flash: Uint8Array, options: { skipIdle?: boolean } = {}) {
    this.skipIdle = options.skipIdle ?? true;
    const words = new Uint16Array(0x8000 / 2).fill(0xffff);
    for (let i = 0; i < words.length && 2 * i < flash.length; i++) words[i] = flash[2 * i]! | ((flash[2 * i + 1] ?? 0xff) << 8);
    this.cpu = new CPU(words, SRAM_BYTES);
    new AVRTimer(this.cpu, timer0Config);
    new AVRTimer(this.cpu, timer1Config);
    new AVRTimer(this.cpu, timer2Config);
    this.adc = new AVRADC(this.cpu, adcConfig);
    const usart = new AVRUSART(this.cpu, usart0Config, CLOCK_HZ);
    usart.onByteTransmit = (byte) => {
      if (this.serial === "" || this.serial.endsWith("\n")) this.lineTimes.push(this.ms);
      this.serial += String.fromCharCode(byte);
    };

    const portD = new AVRIOPort(this.cpu, portDConfig);
    const portB = new AVRIOPort(this.cpu, portBConfig);
    const portC = new AVRIOPort(this.cpu, portCConfig);
    this.ports = [portD, portB, portC];
    this.ports.forEach((port, index) => {
      port.addListener(() => this.portChanged(port, index));
    });
  }

  /** Simulated milliseconds since reset. */
  get ms(): number {
    return this.cpu.cycles / CYCLES_PER_MS;
  }

  /**
   * The serial output split into lines (CR LF or LF), each with the time the program wrote its first byte (avr8js's
   * USART holds one byte: a write waits until the byte before it has left, 1.04 ms at 9600 baud).
   */
  get lines(): SerialLine[] {
    const texts = this.serial.split("\n");
    if (texts.at(-1) === "") texts.pop();
    return texts.map((text, i) => ({ text: text.replace(/\r$/, ""), ms: this.lineTimes[i] ?? this.ms }));
  }

  /** The pin's output level now (false for an input). */
  output(pin: number): boolean {
    const { port, bit } = this.locate(pin);
    return port.pinState(bit) === PinState.High;
  }

  /** Drives an input pin high or low, as a button or a sensor would. */
  setPin(pin: number, high: boolean): void {
    const { port, bit } = this.locate(pin);
    port.setPin(bit, high);
  }

  /** The voltage (0–5 V, AVCC = 5 V) the ADC reads on channel 0–5 (A0–A5). */
  setAnalog(channel: number, volts: number): void {
    this.adc.channelValues[channel] = volts;
  }

  /** Runs `action` at simulated time `ms` (now, if that has passed). */
  at(ms: number, action: () => void): void {
    this.after((ms - this.ms) * 1000, action);
  }

  /** Runs `action` `us` simulated microseconds from now. */
  after(us: number, action: () => void): void {
    this.cpu.addClockEvent(() => action(), Math.max(1, Math.round((us * CLOCK_HZ) / 1e6)));
  }

  /** Calls `listener` whenever the pin's output level changes. */
  onChange(pin: number, listener: (high: boolean, ms: number) => void): void {
    this.locate(pin);
    this.listeners.set(pin, [...(this.listeners.get(pin) ?? []), listener]);
  }

  /** Runs the program until simulated time `ms`. */
  runUntil(ms: number): this {
    const { cpu } = this;
    const end = Math.round(ms * CYCLES_PER_MS);
    while (cpu.cycles < end) {
      const sleeping = cpu.progMem[cpu.pc] === SLEEP && (cpu.data[SMCR]! & SMCR_SE) !== 0;
      avrInstruction(cpu);
      const pc = cpu.pc;
      cpu.tick();
      // avr8js treats SLEEP as a no-op. The chip in idle mode stops its core until an interrupt while the timers,
      // serial port and ADC go on, so the runner jumps from one peripheral event to the next until one raises an
      // interrupt (the program counter moves to its vector): the same cycles, without running the idle loop.
      if (sleeping && this.skipIdle && cpu.pc === pc) this.idle(end, pc);
    }
    return this;
  }

  private idle(end: number, pc: number) {
    const { cpu } = this;
    const events = cpu as unknown as ClockEvents;
    while (cpu.pc === pc && cpu.cycles < end) {
      const next = events.nextClockEvent?.cycles ?? end;
      cpu.cycles = Math.min(Math.max(next, cpu.cycles), end);
      cpu.tick();
    }
  }

  /** Runs the program for `ms` more simulated milliseconds. */
  runFor(ms: number): this {
    return this.runUntil(this.ms + ms);
  }

  /** The changes of one pin, in time order. */
  changesOf(pin: number): PinChange[] {
    return this.changes.filter((change) => change.pin === pin);
  }

  private locate(pin: number): { port: AVRIOPort; bit: number } {
    if (!Number.isInteger(pin) || pin < 0 || pin > 19) throw new Error(`No pin ${pin} on an ATmega328P (0–19)`);
    const index = pin < 8 ? 0 : pin < 14 ? 1 : 2;
    return { port: this.ports[index]!, bit: pin < 8 ? pin : pin < 14 ? pin - 8 : pin - 14 };
  }

  private portChanged(port: AVRIOPort, index: number) {
    const first = [0, 8, 14][index]!;
    const bits = index === 1 || index === 2 ? 6 : 8;
    for (let bit = 0; bit < bits; bit++) {
      const pin = first + bit;
      const high = port.pinState(bit) === PinState.High;
      if ((this.levels.get(pin) ?? false) === high) continue;
      this.levels.set(pin, high);
      const ms = this.ms;
      this.changes.push({ pin, high, ms });
      for (const listener of this.listeners.get(pin) ?? []) listener(high, ms);
    }
  }
}
