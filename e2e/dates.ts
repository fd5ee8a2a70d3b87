import { demoDay } from "../server/src/seed/demo-day.js";
import { demoSeededOn } from "./browser.js";

/** A `YYYY-MM-DD` day as an English reader sees it: 23/11/2026. */
export const readDate = (day: string): string =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/** A day of the demo network, `days` from the day it was seeded (from today when that is not known). */
export function seededDay(days: number): string {
  const seeded = demoSeededOn();
  return demoDay(days, seeded ? new Date(`${seeded}T12:00:00Z`) : new Date());
}
