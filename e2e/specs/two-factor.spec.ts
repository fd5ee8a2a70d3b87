import { type TOTP, URI } from "otpauth";
import { describe, expect, it } from "vitest";
import { checkA11y, seedPassword, signIn, useBrowser } from "../browser.js";

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("two-factor authentication", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("sets up an authenticator app, then needs its code to sign in", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "hannah.koch@example.com");
    await page.goto("/users/two_factor");
    await page.getByTestId("factor-totp").waitFor();
    await checkA11y(page);
    await page.getByTestId("factor-totp").getByRole("button", { name: "Set up" }).click();
    const uri = (await page.getByTestId("provisioning-uri").textContent()) ?? "";
    const totp = URI.parse(uri) as TOTP;
    await page.getByLabel("Code").fill(totp.generate());
    await page.getByRole("button", { name: "Activate" }).click();
    const codes = ((await page.getByTestId("backup-codes").textContent()) ?? "").trim().split(/\s+/);
    expect(codes).toHaveLength(10);
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByTestId("factor-totp").getByText("Active").waitFor();

    await page.getByRole("button", { name: "Profile menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL(/\/users\/sign_in/);

    await page.getByLabel("E-mail").fill("hannah.koch@example.com");
    await page.getByLabel("Password", { exact: true }).fill(seedPassword());
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Code").waitFor();
    await checkA11y(page);
    await page.getByLabel("Code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("The code is not valid.").waitFor();
    await page.getByLabel("Code").fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/users/sign_in"));
    await page.getByRole("button", { name: "Profile menu" }).waitFor();
    await context.close();
  });
});
