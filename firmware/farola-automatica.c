/*
 * A street lamp that switches itself on (activity "farola-automatica", ROBOTICA 9-12, Zum kit).
 * Reads the light sensor ten times a second: the lamp comes on when the reading falls below THRESHOLD and goes off
 * again only when it rises above THRESHOLD + HYSTERESIS, so it does not flicker at dusk. Change THRESHOLD after
 * measuring the light where the lamp will stand (classroom light, a hand over the sensor, a torch).
 *
 * Wiring (Arduino pin numbers; built for the ATmega328P, the ATmega328PB boards run the same code):
 *   A0  (PC0, ADC0)  light sensor (LDR module): more light, higher reading (0 to 1023 for 0 to 5 V).
 *                    On the Zum Junior, port 3's analogue line.
 *   D9  (PB1)        lamp LED (Zum Junior port 1). Keep the LED away from the sensor, or shield it with card:
 *                    the lamp's own light would switch it off again.
 *   D1  (TXD)        serial monitor, 9600 baud: "LIGHT <reading> LAMP ON|OFF" every half second, and
 *                    "LAMP ON" / "LAMP OFF" at the moment it changes.
 */
#include <avr/io.h>
#include <stdint.h>

#include "common/clock.h"
#include "common/serial.h"

#define LAMP_B _BV(PB1)
#define SENSOR_CHANNEL 0

#define THRESHOLD 400
#define HYSTERESIS 50
#define READ_EVERY_MS 100
#define REPORT_EVERY_READS 5

static void adc_begin(void) {
  ADMUX = _BV(REFS0);                                /* reference AVCC (5 V) */
  ADCSRA = _BV(ADEN) | _BV(ADPS2) | _BV(ADPS1) | _BV(ADPS0); /* 16 MHz / 128 = 125 kHz */
  DIDR0 = _BV(ADC0D);                                /* no digital input buffer on the sensor pin */
}

static uint16_t adc_read(uint8_t channel) {
  ADMUX = (uint8_t)((ADMUX & 0xF0) | (channel & 0x0F));
  ADCSRA |= _BV(ADSC);
  loop_until_bit_is_clear(ADCSRA, ADSC);
  return ADC;
}

static void lamp(uint8_t on) {
  if (on) {
    PORTB |= LAMP_B;
    serial_line("LAMP ON");
  } else {
    PORTB &= ~LAMP_B;
    serial_line("LAMP OFF");
  }
}

int main(void) {
  DDRB |= LAMP_B;
  serial_begin();
  clock_begin();
  adc_begin();
  serial_text("HELLO! Street lamp ready: on below ");
  serial_print_uint(THRESHOLD);
  serial_text(", off above ");
  serial_print_uint(THRESHOLD + HYSTERESIS);
  serial_newline();

  uint8_t on = 0;
  uint8_t reads = 0;
  uint32_t next = clock_ms();
  for (;;) {
    uint16_t light = adc_read(SENSOR_CHANNEL);
    if (!on && light < THRESHOLD) {
      on = 1;
      lamp(on);
    } else if (on && light > THRESHOLD + HYSTERESIS) {
      on = 0;
      lamp(on);
    }
    if (reads == 0) {
      serial_text("LIGHT ");
      serial_print_uint(light);
      if (on) serial_line(" LAMP ON");
      else serial_line(" LAMP OFF");
    }
    reads = (uint8_t)((reads + 1) % REPORT_EVERY_READS);
    next += READ_EVERY_MS;
    clock_wait_until(next);
  }
}
