import { describe, expect, it } from "vitest";
import { calendarDe } from "./de";
import { calendarDeDu } from "./de_DU";
import { calendarEn } from "./en";
import { calendarEs } from "./es";
import { calendarFr } from "./fr";

const languages = { en: calendarEn, de: calendarDe, de_DU: calendarDeDu, es: calendarEs, fr: calendarFr };

describe("the overview toolbar's labels", () => {
  it("tell the calendar filter from the view switch in every language (German read “Kalender” twice side by side)", () => {
    for (const [language, texts] of Object.entries(languages)) {
      const labels = [texts.filter, texts.sheetView, texts.listView];
      expect(new Set(labels).size, `${language}: ${labels.join(", ")}`).toBe(labels.length);
      // The switch names what it shows, the month as a sheet: not a word the filter's label begins with.
      expect(texts.filter.startsWith(texts.sheetView.slice(0, 5)), language).toBe(false);
    }
  });
});
