import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkA11y, PHONE, signIn, toastText, useBrowser } from "../browser.js";

// Approval of new versions (issue 16 "Approval") in the closed IT group: its administrator (Jonas Schneider) makes a
// folder whose new versions need approval, a member (Elias Neumann) uploads a new version that waits, and the
// administrator approves it on /groups/it/files/approval and sees version 2.
describe("group files: approval of new versions", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  const stamp = Date.now();
  const folderName = `Policies ${stamp}`;
  const fileName = `policy-${stamp}.txt`;
  const versionName = `policy-${stamp}-v2.txt`;

  const write = (name: string, text: string) => {
    const file = path.join(process.env.TMPDIR ?? "/tmp", name);
    fs.writeFileSync(file, text);
    return file;
  };

  it("keeps a member's new version waiting until the administrator approves it", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    await page.goto("/groups/it/files");
    await page.getByTestId("folder-page").waitFor();
    await page.getByTestId("folder-new").click();
    await page.getByTestId("folder-name").fill(folderName);
    await page.getByRole("switch", { name: "New versions need approval" }).click();
    await page.getByTestId("folder-save").click();
    expect(await toastText(page, "The folder was saved.")).toBe("The folder was saved.");
    await page.getByRole("heading", { name: folderName }).waitFor();
    await page.getByTestId("files-upload").click();
    await page.getByTestId("new-files-form").waitFor();
    await page.locator('input[type="file"]').setInputFiles(write(fileName, "first draft"));
    await page.waitForFunction(() => !document.querySelector('[data-testid="new-files-processing"]'));
    await page.getByTestId("new-files-submit").click();
    await page.getByRole("link", { name: fileName }).click();
    await page.getByTestId("file-preview").getByText("first draft").waitFor();
    const fileUrl = page.url();

    // The member uploads a new version on a phone: it waits, the file stays at version 1.
    const member = await browser.newPage(PHONE);
    await signIn(member.page, "elias.neumann@example.com");
    await member.page.goto(fileUrl);
    await member.page.getByTestId("file-preview").getByText("first draft").waitFor();
    await member.page.locator('input[type="file"]').setInputFiles(write(versionName, "second draft"));
    await member.page.getByTestId("file-version-submit").click();
    expect(await toastText(member.page, "The new version was sent for approval.")).toBe(
      "The new version was sent for approval.",
    );
    expect(await member.page.getByTestId("file-pending-notice").innerText()).toContain(
      `Your new version ${versionName} is waiting for approval`,
    );
    expect(await member.page.getByTestId("file-preview").innerText()).toContain("first draft");
    await checkA11y(member.page);
    await member.context.close();

    // The administrator approves it from the group's approval page.
    await page.goto("/groups/it/files/approval");
    await page.getByTestId("files-approval").waitFor();
    await page.getByTestId("approval-tab-versions").click();
    const row = page.getByTestId("pending-version").filter({ hasText: versionName });
    await row.waitFor();
    expect(await row.innerText()).toContain("Elias Neumann");
    await checkA11y(page);
    await row.getByTestId("pending-approve").click();
    await page.getByTestId("confirm-ok").click();
    expect(await toastText(page, "The new version was approved.")).toBe("The new version was approved.");
    await page.goto(fileUrl);
    await page.getByTestId("file-preview").getByText("second draft").waitFor();
    expect(await page.getByTestId("file-page").innerText()).toContain("Version 2");
    expect(await page.getByTestId("file-version").first().innerText()).toContain("Elias Neumann");

    // The outsider reaches neither the approval list nor the file.
    const outsider = await browser.newPage();
    await signIn(outsider.page, "lea.fischer@example.com");
    const fileId = fileUrl.split("/").pop();
    const file = await outsider.page.request.get(`/api/v1/files/${fileId}`, {
      headers: { accept: "application/json" },
    });
    expect(file.status()).toBe(404);
    await outsider.context.close();
    await context.close();
  });
});
