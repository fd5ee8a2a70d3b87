import { offeredTimeZones } from "./calendar.js";

/** Whether the platform's time-zone data knows the IANA name; server and browser ask the same question. */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zones forms offer (profile settings, appointments), from the platform's own list. */
export function timeZoneOptions(): string[] {
  return offeredTimeZones(Intl.supportedValuesOf("timeZone"));
}
