/*
 * A millisecond clock on Timer0 (CTC mode, 16 MHz / 64 / 250 = exactly 1 kHz), so the programs keep their timing
 * whatever else they do (printing a line takes a few milliseconds at 9600 baud). Include it in one file per program:
 * it defines the Timer0 compare interrupt. Waiting puts the core to sleep (idle mode: timers, serial port and ADC keep
 * running) until the next interrupt, which saves a little battery and lets a simulator skip the idle time.
 */
#ifndef FIRMWARE_CLOCK_H
#define FIRMWARE_CLOCK_H

#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <stdint.h>
#include <util/atomic.h>

static volatile uint32_t clock_ticks;

ISR(TIMER0_COMPA_vect) {
  clock_ticks++;
}

static inline void clock_begin(void) {
  TCCR0A = _BV(WGM01);             /* CTC, TOP = OCR0A */
  OCR0A = F_CPU / 64 / 1000 - 1;   /* 249 */
  TCCR0B = _BV(CS01) | _BV(CS00);  /* clock / 64 */
  TIMSK0 = _BV(OCIE0A);
  sei();
}

/* Milliseconds since clock_begin(). */
static inline uint32_t clock_ms(void) {
  uint32_t ms;
  ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { ms = clock_ticks; }
  return ms;
}

/* Waits until clock_ms() reaches `deadline` (safe across the counter's wrap after 49 days). */
static inline void clock_wait_until(uint32_t deadline) {
  set_sleep_mode(SLEEP_MODE_IDLE);
  for (;;) {
    cli();
    if ((int32_t)(clock_ticks - deadline) >= 0) break;
    sleep_enable();
    sei(); /* the instruction after SEI runs before any interrupt, so no wake-up is lost between check and sleep */
    sleep_cpu();
    sleep_disable();
  }
  sei();
}

static inline void clock_wait(uint32_t ms) {
  clock_wait_until(clock_ms() + ms);
}

#endif
