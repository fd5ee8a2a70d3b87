import type { Locator, Page } from "playwright-core";
import { eventually } from "./browser";

/** Whether the element is on screen: Playwright's isVisible is true for a drawer slid off to the side. */
export async function inViewport(locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0) return false;
  return locator.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.right > 1 && r.left < window.innerWidth - 1 && getComputedStyle(el).visibility !== "hidden";
  });
}

/** Picks a day of the month a date field's picker shows (not a neighbouring month's); the field is its button. */
export async function pickDayIn(page: Page, field: Locator, day: number) {
  await field.click();
  // In the field's own dropdown: the one picked from just before may still be fading out.
  let dropdownId: string | null = null;
  await eventually(async () => {
    dropdownId = await field.getAttribute("aria-controls");
    return dropdownId !== null;
  });
  await page
    .locator(`[id="${dropdownId}"]`)
    .locator("button.mantine-DatePickerInput-day:not([data-outside])", { hasText: new RegExp(`^${day}$`) })
    .click();
}

/**
 * Picks an option of a Mantine select, in the field's own dropdown (the one picked from just before may still be
 * fading out, with the same options). Content that grows above the field while its dropdown is open (a form's
 * fields loading) can move the field away from the dropdown; then the dropdown is closed and opened again. A pick that
 * the field does not show within 5 s is tried again from the start.
 */
export async function pickOptionIn(page: Page, field: Locator, name: string) {
  for (let attempt = 1; ; attempt++) {
    await field.click();
    let dropdownId: string | null = null;
    await eventually(async () => {
      dropdownId = await field.getAttribute("aria-controls");
      return dropdownId !== null;
    });
    try {
      await page.locator(`[id="${dropdownId}"]`).getByRole("option", { name, exact: true }).click({ timeout: 5_000 });
      // A busy page shows the pick a moment later; picking the same option again would take it back.
      if (await eventually(async () => (await field.inputValue()) === name, 5_000)) return;
    } catch (err) {
      if (attempt >= 4) throw err;
    }
    if (attempt >= 4) throw new Error(`the select did not take "${name}"`);
    await page.keyboard.press("Escape");
  }
}
