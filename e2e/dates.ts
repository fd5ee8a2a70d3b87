/** Dates as the demo network's members see them: its members live in Berlin, the journeys' processes may not. */
const DEMO_ZONE = "Europe/Berlin";

/** Today's date (`YYYY-MM-DD`) in Berlin. */
export const berlinDate = (now = new Date()): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: DEMO_ZONE }).format(now);

/** A `YYYY-MM-DD` day moved by `days` (whole days, whatever the clocks do). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day as an English reader sees it: 23/11/2026. */
export const readDate = (day: string): string =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
