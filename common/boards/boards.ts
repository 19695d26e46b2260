/**
 * The classroom boards of spec §3 (uno, zumjunior, zumcore, zumcore2): what the browser needs to recognise a board's
 * USB-serial port and to speak to its bootloader. Every value and its source: decision 037.
 */

export const BOARD_NAMES = ["uno", "zumjunior", "zumcore", "zumcore2"] as const;
export type BoardName = (typeof BOARD_NAMES)[number];

export type OperatingSystem = "windows" | "macos" | "linux" | "chromeos";

export type UsbId = { vendorId: number; productId: number; chip: UsbSerialChip };

export type UsbSerialChip = "ATmega16U2" | "CH340" | "CP2104" | "FT232R";

/** Where the USB-serial chip's driver comes from on one operating system. */
export type DriverHelp =
  /** Nothing to install: the system's own driver takes the chip. */
  | { kind: "builtIn"; note?: "recentVersions" }
  /** The chip vendor's official download page. */
  | { kind: "download"; url: string; note?: "olderVersionsOnly" };

export type Board = {
  name: BoardName;
  /** A proper name, the same in every language. */
  label: string;
  mcu: "ATmega328P" | "ATmega328PB";
  /** What the bootloader answers to STK_READ_SIGN (0x75). */
  signature: readonly [number, number, number];
  /** Known USB ids of the board's USB-serial chip; the first is the board's own, the others variants and clones. */
  usb: readonly UsbId[];
  protocol: "stk500v1";
  baudRate: number;
  /** Flash left to programs: 32 KiB minus the bootloader. */
  flashBytes: number;
  pageBytes: number;
  /** Driver help per chip (a board with clones lists each chip) and operating system. */
  drivers: Partial<Record<UsbSerialChip, Record<OperatingSystem, DriverHelp>>>;
};

const ATMEGA328P = [0x1e, 0x95, 0x0f] as const;
const ATMEGA328PB = [0x1e, 0x95, 0x16] as const;

const WCH_WINDOWS = "https://www.wch-ic.com/downloads/CH341SER_EXE.html";
const WCH_MACOS = "https://www.wch-ic.com/downloads/CH34XSER_MAC_ZIP.html";
const SILABS_VCP = "https://www.silabs.com/developer-tools/usb-to-uart-bridge-vcp-drivers";
const FTDI_VCP = "https://ftdichip.com/drivers/vcp-drivers/";

const NONE_ON_LINUX = { linux: { kind: "builtIn" }, chromeos: { kind: "builtIn" } } as const;

const DRIVERS = {
  // The Uno's ATmega16U2 is a USB CDC-ACM device: Windows 10 and later, macOS and Linux have its driver. Windows 7/8
  // needed Arduino's .inf, which ships with the Arduino IDE; we do not link an old installer.
  ATmega16U2: { windows: { kind: "builtIn", note: "recentVersions" }, macos: { kind: "builtIn" }, ...NONE_ON_LINUX },
  CH340: {
    windows: { kind: "download", url: WCH_WINDOWS },
    macos: { kind: "download", url: WCH_MACOS, note: "olderVersionsOnly" },
    ...NONE_ON_LINUX,
  },
  CP2104: { windows: { kind: "download", url: SILABS_VCP }, macos: { kind: "download", url: SILABS_VCP }, ...NONE_ON_LINUX },
  // macOS has carried Apple's own FTDI driver for years; FTDI's VCP driver is for older versions.
  FT232R: {
    windows: { kind: "download", url: FTDI_VCP },
    macos: { kind: "download", url: FTDI_VCP, note: "olderVersionsOnly" },
    ...NONE_ON_LINUX,
  },
} as const satisfies Record<UsbSerialChip, Record<OperatingSystem, DriverHelp>>;

export const BOARDS: Record<BoardName, Board> = {
  uno: {
    name: "uno",
    label: "Arduino Uno",
    mcu: "ATmega328P",
    signature: ATMEGA328P,
    usb: [
      { vendorId: 0x2341, productId: 0x0043, chip: "ATmega16U2" },
      { vendorId: 0x2341, productId: 0x0001, chip: "ATmega16U2" },
      { vendorId: 0x2a03, productId: 0x0043, chip: "ATmega16U2" },
      { vendorId: 0x2341, productId: 0x0243, chip: "ATmega16U2" },
      { vendorId: 0x2341, productId: 0x006a, chip: "ATmega16U2" },
      { vendorId: 0x1a86, productId: 0x7523, chip: "CH340" },
    ],
    protocol: "stk500v1",
    baudRate: 115200,
    flashBytes: 32768 - 512,
    pageBytes: 128,
    drivers: { ATmega16U2: DRIVERS.ATmega16U2, CH340: DRIVERS.CH340 },
  },
  zumjunior: {
    name: "zumjunior",
    label: "BQ Zum Junior",
    mcu: "ATmega328PB",
    signature: ATMEGA328PB,
    usb: [{ vendorId: 0x10c4, productId: 0xea60, chip: "CP2104" }],
    protocol: "stk500v1",
    baudRate: 115200,
    flashBytes: 32768 - 512,
    pageBytes: 128,
    drivers: { CP2104: DRIVERS.CP2104 },
  },
  zumcore: {
    name: "zumcore",
    label: "BQ Zum Core",
    mcu: "ATmega328P",
    signature: ATMEGA328P,
    usb: [
      { vendorId: 0x0403, productId: 0x6001, chip: "FT232R" },
      { vendorId: 0x1a86, productId: 0x7523, chip: "CH340" },
    ],
    protocol: "stk500v1",
    // The Arduino BT bootloader (ATmegaBOOT_168_atmega328_bt): 19200 baud, a 4 KiB boot section.
    baudRate: 19200,
    flashBytes: 32768 - 4096,
    pageBytes: 128,
    drivers: { FT232R: DRIVERS.FT232R, CH340: DRIVERS.CH340 },
  },
  zumcore2: {
    name: "zumcore2",
    label: "BQ Zum Core 2.0",
    mcu: "ATmega328PB",
    signature: ATMEGA328PB,
    usb: [{ vendorId: 0x10c4, productId: 0xea60, chip: "CP2104" }],
    protocol: "stk500v1",
    baudRate: 115200,
    flashBytes: 32768 - 512,
    pageBytes: 128,
    drivers: { CP2104: DRIVERS.CP2104 },
  },
};

/**
 * The boards whose USB-serial chip has these ids, in BOARD_NAMES order. Several boards share a chip (the Zum Junior
 * and Zum Core 2.0 both carry a CP2104 with Silicon Labs' default ids; Uno clones and Zum Core variants a CH340), so
 * the caller lets the teacher choose among them; an empty list means the port is no board we know.
 */
export function detectBoard(vendorId: number, productId: number): Board[] {
  return BOARD_NAMES.map((name) => BOARDS[name]).filter((board) =>
    board.usb.some((id) => id.vendorId === vendorId && id.productId === productId),
  );
}

/** The chip behind these ids on this board, to show the right driver help. */
export function chipOf(board: Board, vendorId: number, productId: number): UsbSerialChip | null {
  return board.usb.find((id) => id.vendorId === vendorId && id.productId === productId)?.chip ?? null;
}

/** "0x2341:0x0043", the way the ids are written in docs and boards.txt. */
export function formatUsbId(vendorId: number, productId: number): string {
  const hex = (n: number) => `0x${n.toString(16).toUpperCase().padStart(4, "0")}`;
  return `${hex(vendorId)}:${hex(productId)}`;
}
