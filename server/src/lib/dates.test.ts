import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, zoneOffsets } from "./dates.js";

describe("zoneOffsets", () => {
  it("gives a zone's offset from a year back and each change to the second, two years ahead", () => {
    const table = zoneOffsets("Europe/Berlin", new Date("2026-12-01T05:00:00Z"));
    expect(table).toEqual({
      zone: "Europe/Berlin",
      until: "2028-12-01T00:00:00.000Z",
      changes: [
        { from: "2025-11-30T00:00:00.000Z", offset: 60 },
        { from: "2026-03-29T01:00:00.000Z", offset: 120 },
        { from: "2026-10-25T01:00:00.000Z", offset: 60 },
        { from: "2027-03-28T01:00:00.000Z", offset: 120 },
        { from: "2027-10-31T01:00:00.000Z", offset: 60 },
        { from: "2028-03-26T01:00:00.000Z", offset: 120 },
        { from: "2028-10-29T01:00:00.000Z", offset: 60 },
      ],
    });
  });

  it("agrees with the zone database at every hour of the span, half-hour changes too", () => {
    for (const zone of ["Australia/Lord_Howe", "America/Santiago", "Asia/Kolkata", "UTC"]) {
      const table = zoneOffsets(zone, new Date("2026-06-15T12:00:00Z"));
      if (!table) throw new Error(`no table for ${zone}`);
      const changes = table.changes.map((c) => ({ from: Date.parse(c.from), offset: c.offset }));
      for (let ms = changes[0]?.from ?? 0; ms < Date.parse(table.until); ms += 3_600_000) {
        const expected = DateTime.fromMillis(ms, { zone }).offset;
        expect(changes.findLast((c) => c.from <= ms)?.offset, `${zone} at ${new Date(ms).toISOString()}`).toBe(
          expected,
        );
      }
    }
  });

  it("has no table for a zone the runtime does not know", () => {
    expect(zoneOffsets("Nowhere/Atlantis")).toBeNull();
  });
});

describe("formatDay", () => {
  it("writes a day as formatDateTime writes the date of an instant on that day, in each language", () => {
    const written = ["en", "de", "de_DU", "es", "fr"].map((l) => [l, formatDay("2026-03-05", l)]);
    expect(written).toEqual([
      ["en", "05/03/2026"],
      ["de", "5.3.2026"],
      ["de_DU", "5.3.2026"],
      ["es", "5/3/2026"],
      ["fr", "05/03/2026"],
    ]);
    for (const [language, day] of written)
      expect(formatDateTime("2026-03-05T23:30:00+09:00", "Asia/Tokyo", language ?? "")).toMatch(`${day} `);
  });
});
