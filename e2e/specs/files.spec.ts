import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkA11y, PHONE, signIn, toastText, useBrowser } from "../browser.js";

// Files and folders (issue 16) in the closed IT group: its administrator (Jonas Schneider) creates a folder and
// uploads a file, a member (Elias Neumann) sees it locked, and an outsider (Lea Fischer, HR) reaches none of it.
describe("group files: folders, upload, lock, bulk delete", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  const folderName = `Runbooks ${Date.now()}`;
  const fileName = `runbook-${Date.now()}.txt`;

  it("creates a folder, uploads a file into it, locks it and shows the lock to another member", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    await page.goto("/groups/it/files");
    await page.getByTestId("folder-page").waitFor();
    await checkA11y(page);
    await page.getByTestId("folder-new").click();
    await page.getByTestId("folder-name").fill(folderName);
    await page.getByTestId("folder-save").click();
    expect(await toastText(page, "The folder was saved.")).toBe("The folder was saved.");
    await page.getByRole("heading", { name: folderName }).waitFor();

    await page.getByTestId("files-upload").click();
    await page.getByTestId("new-files-form").waitFor();
    // Submitting without a file names the missing field.
    await page.getByTestId("new-files-submit").click();
    await page.getByTestId("new-files-required").waitFor();
    const file = path.join(process.env.TMPDIR ?? "/tmp", fileName);
    fs.writeFileSync(file, "restart the printer spooler");
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.waitForFunction(() => !document.querySelector('[data-testid="new-files-processing"]'));
    await page.getByTestId("new-files-submit").click();
    await page.getByRole("link", { name: fileName }).click();
    await page.getByTestId("file-preview").getByText("restart the printer spooler").waitFor();
    await checkA11y(page);
    await page.getByTestId("file-lock").click();
    await page.getByTestId("file-locked").waitFor();
    const fileUrl = page.url();

    const other = await browser.newPage(PHONE);
    await signIn(other.page, "elias.neumann@example.com");
    await other.page.goto(fileUrl);
    expect(await other.page.getByTestId("file-locked").innerText()).toContain("Locked by Jonas Schneider until");
    expect(await other.page.getByTestId("file-delete").count()).toBe(0);
    await checkA11y(other.page);
    await other.context.close();

    // The outsider gets 404 for the folder and the file, by page and by API.
    const outsider = await browser.newPage();
    await signIn(outsider.page, "lea.fischer@example.com");
    const fileId = fileUrl.split("/").pop();
    const api = await outsider.page.request.get(`/api/v1/files/${fileId}`, { headers: { accept: "application/json" } });
    expect(api.status()).toBe(404);
    const bytes = await outsider.page.request.get(`/api/storage/files/${fileId}/get/${fileName}`);
    expect(bytes.status()).toBe(404);
    await outsider.context.close();

    // Unlock, then delete the folder in bulk from the group's root.
    await page.getByTestId("file-unlock").click();
    await page.getByTestId("file-lock").waitFor();
    await page.goto("/groups/it/files");
    await page.getByRole("checkbox", { name: `Select ${folderName}` }).check();
    await page.getByTestId("files-delete").click();
    await page.getByTestId("confirm-ok").click();
    expect(await toastText(page, "Deleted.")).toBe("Deleted.");
    // The list is asked again after the toast: the folder's row goes once it has come.
    await page.getByRole("link", { name: folderName }).waitFor({ state: "detached" });
    expect(await page.getByRole("link", { name: folderName }).count()).toBe(0);
    await context.close();
  });
});
