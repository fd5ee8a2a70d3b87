import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHONE, signIn, useBrowser } from "../browser.js";

describe("upload a profile picture through the storage flow", () => {
  const browser = useBrowser();

  it("uploads an image with progress, saves the profile and shows the picture", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "lea.fischer@example.com");
    const me = await (await page.request.get("/api/v1/network", { headers: { accept: "application/json" } })).json();
    await page.goto(`/members/${me.current_member.id}`);
    await page.getByRole("main").getByRole("link", { name: "Edit profile" }).click();
    await page.waitForURL(/\/edit$/);

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
    await page.getByText("saving successful").waitFor();
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
