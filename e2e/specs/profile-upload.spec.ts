import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkA11y, PHONE, signIn, toastText, useBrowser } from "../browser.js";

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("upload a profile picture through the storage flow", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("uploads an image with progress, saves the profile and shows the picture", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "lea.fischer@example.com");
    const me = await (await page.request.get("/api/v1/network", { headers: { accept: "application/json" } })).json();
    await page.goto(`/members/${me.current_member.id}`);
    await page.getByTestId("profile-name").waitFor();
    await checkA11y(page);
    await page.getByRole("main").getByRole("link", { name: "Edit profile" }).click();
    await page.waitForURL(/\/edit$/);
    await page.getByLabel("Position").waitFor();
    await checkA11y(page);

    const file = path.join(process.env.TMPDIR ?? "/tmp", `e2e-avatar-${Date.now()}.png`);
    await sharp({ create: { width: 400, height: 400, channels: 3, background: "#2f9e44" } })
      .png()
      .toFile(file);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole("progressbar").first().waitFor();
    await page.getByLabel("Position").fill("HR Business Partner (EMEA)");
    const save = page.getByRole("button", { name: "Save" });
    await page.waitForFunction(() => !document.querySelector('button[type="submit"]')?.hasAttribute("disabled"));
    await save.click();
    await page.waitForURL(new RegExp(`/members/${me.current_member.id}$`));
    expect(await toastText(page, "Saved successfully.")).toBe("Saved successfully.");
    await page.getByText("HR Business Partner (EMEA)").first().waitFor();

    const member = await (
      await page.request.get(`/members/${me.current_member.id}`, { headers: { accept: "application/json" } })
    ).json();
    expect(member.images.medium).toMatch(/^\/api\/storage\/images\/[0-9a-f]{24}\/get\/200x200$/);
    const image = await page.request.get(member.images.medium);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    await context.close();
  });

  it("refuses a file that is not an image with a message and saves nothing", async () => {
    const { page, context } = await browser.newPage(PHONE);
    await signIn(page, "lukas.weber@example.com");
    const me = await (await page.request.get("/api/v1/network", { headers: { accept: "application/json" } })).json();
    // On a phone the profile's name stays on one line and "Edit profile" is whole and on screen.
    await page.goto(`/members/${me.current_member.id}`);
    const name = page.getByTestId("profile-name");
    expect((await name.innerText()).trim()).toBe("Lukas Weber");
    const lineHeight = await name.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect((await name.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    const edit = page.getByTestId("profile-edit");
    expect((await edit.innerText()).trim()).toBe("Edit profile");
    const box = await edit.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
    expect(await edit.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await checkA11y(page);
    await page.goto(`/members/${me.current_member.id}/edit`);
    const file = path.join(process.env.TMPDIR ?? "/tmp", `e2e-not-image-${Date.now()}.png`);
    await import("node:fs").then((fs) => fs.writeFileSync(file, "this is not a png"));
    await page.locator('input[type="file"]').setInputFiles(file);
    await page
      .getByText(/only images/i)
      .first()
      .waitFor();
    await context.close();
  });
});
