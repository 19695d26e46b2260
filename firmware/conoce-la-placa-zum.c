/*
 * Meet the board and light an LED (activity "conoce-la-placa-zum", ROBOTICA 9-12, Zum kit).
 * The first program: on for one second, off for one second, for ever.
 *
 * Wiring (Arduino pin numbers; built for the ATmega328P, the ATmega328PB boards run the same code):
 *   D13 (PB5)  LED: the Arduino Uno's on-board "L" LED, or an LED module's signal wire.
 *   D9  (PB1)  the same signal, for the Zum Junior: a module in its port 1 has its signal on D9.
 *   D1  (TXD)  serial monitor, 9600 baud: a greeting at start, then "LED ON" / "LED OFF" at each change.
 * Module colour code: black to GND, red to power (5 V), yellow or white to the signal pin.
 */
#include <avr/io.h>
#include <stdint.h>

#include "common/clock.h"
#include "common/serial.h"

#define LED_PINS_B (_BV(PB5) | _BV(PB1))
#define HALF_PERIOD_MS 1000

int main(void) {
  DDRB |= LED_PINS_B;
  serial_begin();
  clock_begin();
  serial_line("HELLO! Zum board ready: the LED on pin 13 blinks every second");

  uint32_t next = clock_ms();
  for (;;) {
    PORTB |= LED_PINS_B;
    serial_line("LED ON");
    next += HALF_PERIOD_MS;
    clock_wait_until(next);

    PORTB &= ~LED_PINS_B;
    serial_line("LED OFF");
    next += HALF_PERIOD_MS;
    clock_wait_until(next);
  }
}
