/*
 * Pedestrian crossing lights with a button (activity "semaforo-con-pulsador", ROBOTICA 9-12, Zum kit).
 * Green for the cars until a pedestrian presses the button; then amber for 3 s, red for 10 s (the pedestrians
 * cross) and back to green. Presses during amber and red are ignored: the crossing is already on its way.
 *
 * Wiring (Arduino pin numbers; built for the ATmega328P, the ATmega328PB boards run the same code). Each module goes
 * on its own digital pin; on the Zum Junior these are the signal lines of ports 1 to 4:
 *   D9  (PB1)  red LED      (Zum Junior port 1)
 *   D3  (PD3)  amber LED    (Zum Junior port 2)
 *   D5  (PD5)  green LED    (Zum Junior port 3)
 *   D6  (PD6)  push button  (Zum Junior port 4): the kit's button module reads 1 when pressed, 0 when released.
 *              A bare push button wires from 5 V to D6 with a 10 kOhm resistor from D6 to GND.
 *   D1  (TXD)  serial monitor, 9600 baud: one line per change of state.
 */
#include <avr/io.h>
#include <stdint.h>

#include "common/clock.h"
#include "common/serial.h"

#define RED_B _BV(PB1)
#define AMBER_D _BV(PD3)
#define GREEN_D _BV(PD5)
#define BUTTON_D _BV(PD6)

#define AMBER_MS 3000
#define RED_MS 10000
#define BUTTON_POLL_MS 10

enum light { GREEN, AMBER, RED };

static void show(enum light light) {
  PORTB = (uint8_t)((PORTB & ~RED_B) | (light == RED ? RED_B : 0));
  PORTD = (uint8_t)((PORTD & ~(AMBER_D | GREEN_D)) | (light == AMBER ? AMBER_D : 0) | (light == GREEN ? GREEN_D : 0));
  switch (light) {
    case GREEN:
      serial_line("GREEN");
      break;
    case AMBER:
      serial_line("AMBER");
      break;
    case RED:
      serial_line("RED");
      break;
  }
}

static uint8_t button_pressed(void) {
  return (PIND & BUTTON_D) != 0;
}

int main(void) {
  DDRB |= RED_B;
  DDRD |= AMBER_D | GREEN_D;
  DDRD &= ~BUTTON_D; /* input, no pull-up: the button module drives the line */
  PORTD &= ~BUTTON_D;
  serial_begin();
  clock_begin();
  serial_line("HELLO! Crossing lights ready: press the button to cross");

  for (;;) {
    show(GREEN);
    while (!button_pressed()) clock_wait(BUTTON_POLL_MS);
    serial_line("BUTTON PRESSED");

    uint32_t since = clock_ms();
    show(AMBER);
    since += AMBER_MS;
    clock_wait_until(since);
    show(RED);
    since += RED_MS;
    clock_wait_until(since);
  }
}
