#!/usr/bin/env bash
# Builds the classroom programs (firmware/*.c) into Intel HEX files next to them, with Debian's gcc-avr, binutils-avr
# and avr-libc (apt-get install gcc-avr binutils-avr avr-libc). The .hex files are committed: the app and the tests use
# them, and neither needs the compiler. Run from anywhere: npm run firmware:build
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"

MCU=atmega328p
CFLAGS=(-mmcu="$MCU" -DF_CPU=16000000UL -Os -std=gnu11 -Wall -Wextra -Werror -ffunction-sections -fdata-sections -I.)
LDFLAGS=(-Wl,--gc-sections)

for tool in avr-gcc avr-objcopy avr-size; do
  command -v "$tool" >/dev/null || { echo "build.sh: $tool not found (apt-get install gcc-avr binutils-avr avr-libc)" >&2; exit 1; }
done
echo "$(avr-gcc --version | head -n 1)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for source in *.c; do
  name=${source%.c}
  avr-gcc "${CFLAGS[@]}" "${LDFLAGS[@]}" -o "$work/$name.elf" "$source"
  avr-objcopy -O ihex -R .eeprom "$work/$name.elf" "$name.hex"
  echo "== $name.hex"
  avr-size --format=avr --mcu="$MCU" "$work/$name.elf" | grep -E "^(Program|Data):"
done
