/** The demo network's members live in Berlin: its dates are days there. Pure, so the browser journeys read it too. */
export const DEMO_TIME_ZONE = "Europe/Berlin";

/** YYYY-MM-DD of today in the demo's zone, moved by `offset` days. */
export function demoDay(offset: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: DEMO_TIME_ZONE }).format(now);
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
