/*
 * A robot that avoids obstacles (activity "robot-esquiva-obstaculos", ROBOTICA 9-12, Zum kit).
 * Repeats for ever: measure the distance ahead with the ultrasonic sensor; if something is nearer than 15 cm, stop,
 * reverse a little and turn; otherwise go forward.
 *
 * Wiring (Arduino pin numbers; built for the ATmega328P, the ATmega328PB boards run the same code):
 *   D9  (PB1)  left continuous rotation servo, signal wire  (Zum Junior port 1)
 *   D3  (PD3)  right continuous rotation servo, signal wire (Zum Junior port 2)
 *   D5  (PD5)  ultrasonic sensor TRIG (Zum Junior port 3)
 *   D6  (PD6)  ultrasonic sensor ECHO (Zum Junior port 4)
 *   D1  (TXD)  serial monitor, 9600 baud: "DISTANCE <n> cm" twice a second while going forward, and the robot's
 *              moves: "FORWARD", "OBSTACLE <n> cm", "STOP", "BACK", "TURN".
 * Power the servos from charged batteries, not from USB alone.
 *
 * Servos get a pulse every 20 ms: 1500 us stops a continuous rotation servo, 2000 us and 1000 us turn it at full
 * speed one way or the other. The two servos face opposite ways on the chassis, so going forward is 2000 us on one
 * and 1000 us on the other. If a wheel turns the wrong way, swap its FORWARD and BACK values below.
 * Timer1 counts in half microseconds over 20 ms and its interrupts make the pulses on any pin; the same count times
 * the ultrasonic echo (58 us per cm there and back).
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <stdint.h>
#include <util/delay.h>

#include "common/clock.h"
#include "common/serial.h"

#define LEFT_SERVO_B _BV(PB1)
#define RIGHT_SERVO_D _BV(PD3)
#define TRIG_D _BV(PD5)
#define ECHO_D _BV(PD6)

#define STOP_US 1500
#define LEFT_FORWARD_US 2000
#define LEFT_BACK_US 1000
#define RIGHT_FORWARD_US 1000
#define RIGHT_BACK_US 2000

#define OBSTACLE_CM 15
#define STOP_MS 300
#define BACK_MS 600
#define TURN_MS 700
#define LOOP_MS 60
#define REPORT_MS 500
#define START_MS 1000

/* Timer1: 16 MHz / 8 = 2 ticks per microsecond, 40000 ticks = 20 ms. */
#define TICKS_PER_US 2
#define TIMER1_TOP 39999u
#define ECHO_START_TIMEOUT_US 5000
#define ECHO_MAX_US 25000 /* about 4 m: longer means nothing in range */
#define US_PER_CM 58
#define NO_ECHO 0xFFFFu

/* The pulses start together at the top of each 20 ms period and end at each servo's compare match. */
ISR(TIMER1_OVF_vect) {
  PORTB |= LEFT_SERVO_B;
  PORTD |= RIGHT_SERVO_D;
}

ISR(TIMER1_COMPA_vect) {
  PORTB &= ~LEFT_SERVO_B;
}

ISR(TIMER1_COMPB_vect) {
  PORTD &= ~RIGHT_SERVO_D;
}

static void servos_begin(void) {
  ICR1 = TIMER1_TOP;
  OCR1A = STOP_US * TICKS_PER_US;
  OCR1B = STOP_US * TICKS_PER_US;
  TCCR1A = _BV(WGM11);                           /* fast PWM, TOP = ICR1 (mode 14): OCR1A/B change at BOTTOM */
  TCCR1B = _BV(WGM13) | _BV(WGM12) | _BV(CS11);  /* clock / 8 */
  TIMSK1 = _BV(TOIE1) | _BV(OCIE1A) | _BV(OCIE1B);
}

/* The interrupts never touch Timer1's 16-bit registers, so the main program may write them directly. */
static void servos(uint16_t left_us, uint16_t right_us) {
  OCR1A = left_us * TICKS_PER_US;
  OCR1B = right_us * TICKS_PER_US;
}

/* Timer1 ticks since *last, which moves on to now; called more often than every 20 ms. */
static uint16_t ticks_since(uint16_t *last) {
  uint16_t now = TCNT1;
  uint16_t ticks = now >= *last ? (uint16_t)(now - *last) : (uint16_t)(now + (TIMER1_TOP + 1u) - *last);
  *last = now;
  return ticks;
}

/* Centimetres to the nearest object, or NO_ECHO when nothing answers within range. */
static uint16_t distance_cm(void) {
  if (PIND & ECHO_D) return NO_ECHO; /* the last echo has not ended */
  PORTD |= TRIG_D;
  _delay_us(10);
  PORTD &= ~TRIG_D;

  uint16_t last = TCNT1;
  uint32_t ticks = 0;
  while (!(PIND & ECHO_D)) {
    ticks += ticks_since(&last);
    if (ticks > (uint32_t)ECHO_START_TIMEOUT_US * TICKS_PER_US) return NO_ECHO;
  }
  ticks = 0;
  while (PIND & ECHO_D) {
    ticks += ticks_since(&last);
    if (ticks > (uint32_t)ECHO_MAX_US * TICKS_PER_US) return NO_ECHO;
  }
  return (uint16_t)((ticks + US_PER_CM * TICKS_PER_US / 2) / (US_PER_CM * TICKS_PER_US)); /* to the nearest cm */
}

static void print_cm(uint16_t cm) {
  serial_print_uint(cm);
  serial_line(" cm");
}

int main(void) {
  DDRB |= LEFT_SERVO_B;
  DDRD |= RIGHT_SERVO_D | TRIG_D;
  DDRD &= ~ECHO_D;
  serial_begin();
  servos_begin();
  clock_begin(); /* enables interrupts */
  serial_line("HELLO! Obstacle robot ready: starting in 1 second");
  clock_wait(START_MS);

  uint8_t forward = 0;
  uint32_t next_report = clock_ms();
  uint32_t next = clock_ms();
  for (;;) {
    uint16_t cm = distance_cm();
    if (cm < OBSTACLE_CM) {
      serial_text("OBSTACLE ");
      print_cm(cm);
      servos(STOP_US, STOP_US);
      serial_line("STOP");
      clock_wait(STOP_MS);
      servos(LEFT_BACK_US, RIGHT_BACK_US);
      serial_line("BACK");
      clock_wait(BACK_MS);
      servos(LEFT_FORWARD_US, RIGHT_BACK_US); /* left wheel forward, right wheel back: the robot spins right */
      serial_line("TURN");
      clock_wait(TURN_MS);
      forward = 0;
      next = clock_ms();
      continue;
    }
    if (!forward) {
      servos(LEFT_FORWARD_US, RIGHT_FORWARD_US);
      serial_line("FORWARD");
      forward = 1;
    }
    if ((int32_t)(clock_ms() - next_report) >= 0) {
      serial_text("DISTANCE ");
      if (cm == NO_ECHO) serial_line("-- (nothing in range)");
      else print_cm(cm);
      next_report = clock_ms() + REPORT_MS;
    }
    next += LOOP_MS;
    clock_wait_until(next);
  }
}
