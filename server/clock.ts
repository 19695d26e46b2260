/**
 * The product's calendar, where a rule depends on the date (the challenges' stages and deadlines; decision 035).
 * Resolvers read it from their context (`ctx.now()`), so tests hand in a fixed clock and the demo or the browser
 * journeys may start the calendar at a chosen instant (CLOCK_START).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that starts at `start` when it is made and runs on in real time; the system's clock without it. */
export function clockFrom(start: string | undefined): Clock {
  if (!start) return systemClock;
  const offset = new Date(start).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** A clock stopped at one instant (tests). */
export const fixedClock = (at: string | Date): Clock => {
  const instant = new Date(at);
  return () => new Date(instant);
};
