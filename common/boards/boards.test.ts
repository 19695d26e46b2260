import { describe, expect, test } from "vitest";
import { BOARD_NAMES, BOARDS, chipOf, detectBoard, formatUsbId } from "./boards.ts";

describe("board definitions (spec §3)", () => {
  test("the four boards, each with a label, USB ids, STK500v1, a speed and driver help for its chips", () => {
    expect(BOARD_NAMES).toEqual(["uno", "zumjunior", "zumcore", "zumcore2"]);
    for (const name of BOARD_NAMES) {
      const board = BOARDS[name];
      expect(board.name).toBe(name);
      expect(board.label).not.toBe("");
      expect(board.usb.length).toBeGreaterThan(0);
      expect(board.protocol).toBe("stk500v1");
      expect(board.flashBytes % board.pageBytes).toBe(0);
      for (const id of board.usb) {
        const help = board.drivers[id.chip];
        expect(help, `${name} ${id.chip}`).toBeDefined();
        expect(help?.linux).toEqual({ kind: "builtIn" });
        expect(help?.chromeos).toEqual({ kind: "builtIn" });
      }
    }
  });

  test("speeds and program flash: Optiboot boards 115200 and 32256 bytes, the Zum Core's BT bootloader 19200 and 28672", () => {
    expect([BOARDS.uno.baudRate, BOARDS.zumjunior.baudRate, BOARDS.zumcore2.baudRate]).toEqual([115200, 115200, 115200]);
    expect(BOARDS.uno.flashBytes).toBe(32256);
    expect(BOARDS.zumcore.baudRate).toBe(19200);
    expect(BOARDS.zumcore.flashBytes).toBe(28672);
  });
});

describe("detectBoard by USB vendor and product id", () => {
  test("an Uno's ATmega16U2 is an Uno", () => {
    expect(detectBoard(0x2341, 0x0043).map((b) => b.name)).toEqual(["uno"]);
    expect(detectBoard(0x2341, 0x0001).map((b) => b.name)).toEqual(["uno"]);
  });

  test("an FTDI FT232R is a Zum Core", () => {
    expect(detectBoard(0x0403, 0x6001).map((b) => b.name)).toEqual(["zumcore"]);
  });

  test("Silicon Labs' CP2104 with its default ids is a Zum Junior or a Zum Core 2.0: both are offered", () => {
    expect(detectBoard(0x10c4, 0xea60).map((b) => b.name)).toEqual(["zumjunior", "zumcore2"]);
  });

  test("a CH340 is an Uno clone or a Zum Core variant", () => {
    const boards = detectBoard(0x1a86, 0x7523);
    expect(boards.map((b) => b.name)).toEqual(["uno", "zumcore"]);
    expect(chipOf(boards[0]!, 0x1a86, 0x7523)).toBe("CH340");
    expect(boards[0]!.drivers.CH340?.windows).toEqual({ kind: "download", url: "https://www.wch-ic.com/downloads/CH341SER_EXE.html" });
  });

  test("an unknown port is no board", () => {
    expect(detectBoard(0x1234, 0x5678)).toEqual([]);
    expect(chipOf(BOARDS.uno, 0x1234, 0x5678)).toBeNull();
  });

  test("ids are written the way boards.txt writes them", () => {
    expect(formatUsbId(0x2341, 0x43)).toBe("0x2341:0x0043");
  });
});
