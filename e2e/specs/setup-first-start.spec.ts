import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "../../server/test/oidc-provider.js";
import { checkA11y, DESKTOP, PHONE, useBrowser } from "../browser.js";
import { startApp } from "../server.js";

/**
 * A production first start: an app of this journey's own with DEMO=false (no demo network) and single sign-on through
 * a real OpenID provider on a local port. The setup link is read from DATA_DIR, as an operator without the start's
 * output would.
 */
describe("a real first start", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  let provider: TestOidcProvider | undefined;

  beforeAll(async () => {
    let appUrl = "";
    const idp = await startOidcProvider(() => appUrl);
    provider = idp;
    const root = path.resolve(import.meta.dirname, "../..");
    app = await startApp(root, path.join(root, "server/dist/main.js"), "http://127.0.0.1:9", undefined, (baseUrl) => ({
      DEMO: "false",
      PUBLIC_URL: baseUrl,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_BUTTON_LABEL: "Company login",
    }));
    appUrl = app.baseUrl;
  }, 600_000);
  afterAll(async () => {
    await app?.stop();
    await provider?.close();
  });

  it("sets the network up from the one-time link at phone width and lands signed in; the link then no longer works", async () => {
    if (!app) throw new Error("app not started");
    const link = fs.readFileSync(path.join(app.dataDir, "setup-link.txt"), "utf8").trim();
    expect(link).toMatch(new RegExp(`^${app.baseUrl}/setup/[\\w-]+$`));
    const { page, context } = await browser.newPage(PHONE);
    await page.goto(link);
    const name = page.getByRole("textbox", { name: /^Name of the network/ });
    await name.waitFor();
    await checkA11y(page);
    await name.fill("Acme GmbH");
    await page.getByRole("textbox", { name: /^First name/ }).fill("Ada");
    await page.getByRole("textbox", { name: /^Last name/ }).fill("Lovelace");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill("ada@example.org");
    await page.getByLabel(/^Password/).fill("short");
    await page.getByLabel(/^Confirm password/).fill("short");
    await page.getByRole("button", { name: "Set up and sign in" }).click();
    await page.getByText("Is too short (at least 10 characters).").first().waitFor();
    await page.getByLabel(/^Password/).fill("analytical engine");
    await page.getByLabel(/^Confirm password/).fill("analytical engine");
    await page.getByRole("button", { name: "Set up and sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/setup"));
    await page.getByTestId("header-logo").waitFor();
    expect(await page.getByTestId("header-logo").getAttribute("aria-label")).toContain("Acme GmbH");
    await page.getByRole("button", { name: "Profile menu" }).waitFor();

    await page.goto(link);
    await page.getByText("This setup link no longer works").waitFor();
    await context.close();
  });

  it("signs the administrator in through the identity provider's button and out of both", async () => {
    if (!app || !provider) throw new Error("app not started");
    provider.signInAs({
      sub: "ada",
      email: "ada@example.org",
      email_verified: true,
      given_name: "Ada",
      family_name: "Lovelace",
    });
    const { page, context } = await browser.newPage(DESKTOP);
    await page.goto(`${app.baseUrl}/users/sign_in`);
    await page.getByText("Welcome to Acme GmbH").waitFor();
    await page.getByRole("link", { name: "Company login" }).click();
    await page.waitForURL((url) => url.origin === app?.baseUrl && !url.pathname.startsWith("/users/sign_in"));
    await page.getByRole("button", { name: "Profile menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    // The provider asks before it ends its own session, then sends the browser back to the sign-in page.
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await page.waitForURL(`${app.baseUrl}/users/sign_in`);
    await page.getByRole("link", { name: "Company login" }).waitFor();
    await context.close();
  });
});
