import { z } from "zod";

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

/** Time zones offered in forms: no `Etc/` names and no all-capital aliases such as `UTC` (§5). */
export function offeredTimeZones(all: readonly string[]): string[] {
  return all.filter((zone) => !zone.startsWith("Etc/") && zone !== zone.toUpperCase());
}

/** A time-zone field of a body; the message is the one the module's clients already know. */
export const timeZoneField = (message = "is not a valid time zone") => z.string().max(100).refine(isTimeZone, message);

/** The time zones forms offer (profile settings, appointments), from the platform's own list. */
export function timeZoneOptions(): string[] {
  return offeredTimeZones(Intl.supportedValuesOf("timeZone"));
}
