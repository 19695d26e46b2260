import type { Strings } from "../types.ts";
import type { boards as es } from "../es/boards.ts";

/** Programming the classroom's board from the browser (issue 17): the uploader, its failures and the driver help. */
export const boards: Strings<typeof es> = {
  title: "Program a board",
  lead: "Load an activity's program, or one of your own, onto the classroom's board from the browser: connect the board to the computer with the USB cable, choose which one it is and press “Upload to the board”.",
  program: {
    legend: "Program",
    own: "A .hex file of my own",
    ownLabel: "Program file (.hex)",
    ownHint: "The Intel HEX file your editor exports (for example, “Export compiled binary” in the Arduino IDE).",
    ownMissing: "Choose the program file first.",
    ownTooBig: "The file is too big to be a board's program.",
    ownUnreadable: "The file could not be read. Choose it again.",
    ownReady: "{{name}}: {{bytes}} bytes, ready to upload.",
    bytes: "{{bytes}} bytes",
    none: "Your itineraries have no board programs. You can upload a .hex file of your own.",
    download: "Download the program (.hex)",
    activity: "See the activity “{{name}}”",
  },
  board: {
    legend: "Board",
    chip: "USB chip {{chip}}",
  },
  upload: {
    button: "Upload to the board",
    connecting: "Connecting to the board…",
    write: "Writing the program…",
    verify: "Checking what was written…",
    percent: "{{percent}} %",
    progress: "Upload progress",
    done: "Program uploaded and checked: {{bytes}} bytes on the {{board}}. You can unplug the cable now.",
    unknownPort: "The chosen port ({{ids}}) is not one of any board we know: if the upload fails, check the driver below.",
    otherBoard: "The chosen port ({{ids}}) looks like another board's ({{boards}}), not the {{board}}'s.",
    fetchFailed: "The program could not be downloaded. Check the connection and try again.",
  },
  errors: {
    noPort:
      "No port was chosen. Connect the board, press “Upload to the board” and choose it in the browser's list; if it is not there, check the driver.",
    noAnswer:
      "The board does not answer. Check that the USB cable carries data and that the chosen board is the one connected, and try again; if it still does not answer, check the driver.",
    wrongBoard:
      "The connected board is not the {{board}} you chose: its microcontroller answers {{got}}. Choose the right board and upload again.",
    verifyMismatch:
      "What was written on the board does not match the program (address {{address}}). Upload it again; if it happens again, try another USB cable or port.",
    protocol: "The board stopped answering halfway through the upload. Try again without unplugging the cable.",
    portError:
      "The port could not be used ({{message}}). Close other programs that may be using it, such as an editor or a serial monitor, and try again.",
    tooLarge: "The program takes {{size}} bytes and the board has room for {{max}}.",
  },
  hex: {
    empty: "The file is empty.",
    startCode: "Line {{line}} does not start with “:”: this is not an Intel HEX file.",
    characters: "Line {{line}} has characters that are not hexadecimal.",
    length: "Line {{line}} is not as long as it says.",
    checksum: "The checksum of line {{line}} does not add up: the file is damaged.",
    recordType: "Line {{line}} has an unknown record type ({{type}}).",
    badRecord: "Line {{line}} has a malformed record.",
    overlap: "Line {{line}} writes address {{address}} a second time.",
    missingEof: "The end of the file is missing: it may be incomplete.",
    afterEof: "There is data after the end of the file (line {{line}}).",
    tooLarge: "The program takes {{size}} bytes and the board has room for {{max}}.",
  },
  drivers: {
    title: "Boards and drivers help",
    intro:
      "If the board does not appear in the browser's list, or does not answer, the usual cause is a missing driver for the board's USB chip.",
    system: "Operating system",
    systems: { windows: "Windows", macos: "macOS", linux: "Linux", chromeos: "ChromeOS" },
    chip: "The {{board}} uses the {{chip}} USB chip.",
    builtIn: "{{system}} already has the driver: nothing to install.",
    builtInRecent: "Windows 10 and later already have the driver; on earlier versions it comes with the Arduino IDE.",
    download: "Download the driver from the chip maker's page, install it and connect the board again:",
    downloadOlder: "Recent versions of macOS already have the driver; on earlier versions, download it from the chip maker's page:",
    link: "{{chip}} driver for {{system}}",
    check: "How to check that it works",
    checks: {
      windows: "Open Device Manager: with the board connected, a new port appears under “Ports (COM & LPT)”, for example COM3.",
      macos: "In Terminal, “ls /dev/cu.*” shows a new port when the board is connected, for example /dev/cu.usbserial-0001.",
      linux:
        "In a terminal, “ls /dev/ttyUSB* /dev/ttyACM*” shows a new port when the board is connected. If the browser cannot open it, your user must be in the “dialout” group.",
      chromeos: "Connect the board and press “Upload to the board”: its port appears in the browser's list.",
    },
    cable: "Use a USB data cable: some cables only charge, and with them the board does not appear.",
  },
  noSerial: {
    title: "This browser cannot talk to the board",
    text: "Uploading a program from the web needs Web Serial, which Chrome and Edge have on a computer (Windows, macOS, Linux or ChromeOS). Open this page in one of them, or download the program and upload it with a desktop tool.",
    port: "PORT",
    avrdude: "With avrdude (the Arduino IDE installs it), in a terminal, replacing PORT with your board's (COM3, /dev/ttyUSB0…):",
  },
  small: "To upload a program to the board, open this page on a computer with the board connected. From here you can download the program.",
  activity: {
    title: "Program for the board",
    text: "This activity has a program ready ({{bytes}} bytes) to load onto the kit's board.",
    open: "Open it in “Program a board”",
  },
};
