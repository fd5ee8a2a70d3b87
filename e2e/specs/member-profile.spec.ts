import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";
import { pickOptionIn } from "../locators.js";

// The member profile property set (issue 30, onboarding): an administrator adds a "Cost centre" text field and a
// "Site" selection to the member profile on the property set screen, creates a member filling them in, and reads them
// on the member's profile; the member edits their own value at phone width.
describe("member profile properties", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  const stamp = Date.now().toString(36);
  const PASSWORD = "a long enough secret";
  const email = `cost-${stamp}@example.org`;

  it("are defined by an administrator, filled in on the member form and shown on the profile", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "admin@example.com");
    await page.goto("/administration/property_sets/file_profile");
    await page.getByTestId("property-set-tab-member_profile").click();
    await page.waitForURL(/\/administration\/property_sets\/member_profile$/);
    await page.getByRole("heading", { name: "Member profile" }).waitFor();
    expect(await page.getByTestId("property-set-not-found").innerText()).toContain(
      "No property set has been defined here yet.",
    );
    await page.getByTestId("property-set-define").click();
    await page.getByTestId("property-add").click();
    await page.getByTestId("property-0-label").fill("Cost centre");
    expect(await page.getByTestId("property-0-name").inputValue()).toBe("cost_centre");
    await page.getByTestId("property-add").click();
    await page.getByTestId("property-1-label").fill("Site");
    await pickOptionIn(page, page.getByTestId("property-1-type"), "Selection");
    for (const [i, label] of ["Berlin", "Hamburg"].entries()) {
      await page.getByTestId("property-1-options-add").click();
      await page.getByTestId(`property-1-options-label-${i}`).fill(label);
    }
    // The member profile keeps no images or files.
    await page.getByTestId("property-0-type").click();
    expect(await page.getByRole("option", { name: "Image" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await checkA11y(page);
    await page.getByTestId("property-set-save").click();
    expect(await toastText(page, "Property set saved.")).toBe("Property set saved.");

    // The member form asks for them below the profile fields.
    await page.goto("/administration/members/new");
    const form = page.getByTestId("member-form");
    await form.waitFor();
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Send a welcome mail").uncheck();
    await form.locator('input[type="password"]').fill(PASSWORD);
    await form.getByLabel("First name").fill("Cora");
    await form.getByLabel("Last name").fill(`Cost ${stamp}`);
    await form.getByLabel("Cost centre").fill("CC-4711");
    await pickOptionIn(page, form.getByTestId("member-property-site"), "Hamburg");
    await checkA11y(page);
    await page.getByTestId("member-save").click();
    expect(await toastText(page, `Cora Cost ${stamp} was created.`)).toBe(`Cora Cost ${stamp} was created.`);

    const found = await (await apiCall(page, "GET", `/administration/members?q=${encodeURIComponent(email)}`)).json();
    const id: string = found.members[0].id;
    await page.goto(`/members/${id}`);
    expect(await textWhen(page.getByTestId("member-value-cost_centre"), /CC/)).toBe("CC-4711");
    expect(await textWhen(page.getByTestId("member-value-site"), /Ham/)).toBe("Hamburg");
    await page.getByText("Cost centre", { exact: true }).waitFor();
    await checkA11y(page);

    // The edit form shows the values the member has.
    await page.goto(`/administration/members/${id}/edit`);
    await form.waitFor();
    expect(await form.getByLabel("Cost centre").inputValue()).toBe("CC-4711");
    await context.close();

    // The member changes their cost centre on their own profile, at phone width.
    const phone = await browser.newPage(PHONE);
    await signIn(phone.page, email, PASSWORD);
    await phone.page.goto(`/members/${id}/edit`);
    const costCentre = phone.page.getByLabel("Cost centre");
    await costCentre.waitFor();
    expect(await costCentre.inputValue()).toBe("CC-4711");
    await costCentre.fill("CC-0815");
    await checkA11y(phone.page);
    await phone.page.getByRole("button", { name: "Save" }).click();
    await phone.page.waitForURL(new RegExp(`/members/${id}$`));
    expect(await textWhen(phone.page.getByTestId("member-value-cost_centre"), /0815/)).toBe("CC-0815");
    expect(await phone.page.getByTestId("member-value-site").innerText()).toBe("Hamburg");
    await checkA11y(phone.page);
    await phone.context.close();
  });
});
