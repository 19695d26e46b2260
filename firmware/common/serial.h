/*
 * Serial output shared by the classroom programs: USART0 (pins D0 RX, D1 TX, through the board's USB-serial chip)
 * at 9600 baud, 8 data bits, no parity, 1 stop bit, the setting of the block editor's serial monitor.
 * Transmit only, and blocking: each character waits for the previous one to leave (about 1 ms at 9600 baud).
 * Strings live in flash (PSTR) so they cost no RAM.
 */
#ifndef FIRMWARE_SERIAL_H
#define FIRMWARE_SERIAL_H

#include <avr/io.h>
#include <avr/pgmspace.h>
#include <stdint.h>

#define BAUD 9600
#include <util/setbaud.h>

static inline void serial_begin(void) {
  UBRR0H = UBRRH_VALUE;
  UBRR0L = UBRRL_VALUE;
#if USE_2X
  UCSR0A |= _BV(U2X0);
#else
  UCSR0A &= ~_BV(U2X0);
#endif
  UCSR0C = _BV(UCSZ01) | _BV(UCSZ00); /* 8N1 */
  UCSR0B = _BV(TXEN0);
}

static inline void serial_char(char c) {
  loop_until_bit_is_set(UCSR0A, UDRE0);
  UDR0 = (uint8_t)c;
}

/* A string stored in flash, without a line end. */
static inline void serial_print_P(const char *text) {
  char c;
  while ((c = (char)pgm_read_byte(text++)) != '\0') serial_char(c);
}

/* A number in decimal, without a line end. */
static inline void serial_print_uint(uint16_t value) {
  char digits[5];
  uint8_t count = 0;
  do {
    digits[count++] = (char)('0' + value % 10);
    value /= 10;
  } while (value != 0);
  while (count > 0) serial_char(digits[--count]);
}

static inline void serial_newline(void) {
  serial_char('\r');
  serial_char('\n');
}

/* serial_line("TEXT"): one whole line, the text kept in flash. */
#define serial_text(text) serial_print_P(PSTR(text))
#define serial_line(text) \
  do { \
    serial_print_P(PSTR(text)); \
    serial_newline(); \
  } while (0)

#endif
