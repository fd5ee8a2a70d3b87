import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { checkA11y, eventually, PHONE, signIn, useBrowser } from "../browser.js";

// The text inside an uploaded document (issue 29): Jonas Schneider files a document in the closed IT group; once the
// job has read it, a word only in its body finds it, with the passage; Lea Fischer (HR, not in IT) finds nothing.
describe("files: the text of documents in the search", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  // A word no demo text has: letters only, so it is one word to the search.
  const word = `quillon${Date.now()
    .toString()
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "")}`;
  const fileName = `inventory-${Date.now()}.csv`;

  /** The files section of the search for the word, once the job has read the document (a reload per look). */
  async function filesHit(page: Page) {
    const hit = page.getByTestId("search-module-files").getByTestId("search-hit");
    await eventually(async () => {
      await page.goto(`/search?q=${word}`);
      await page.getByTestId("search-page").waitFor();
      await page.getByTestId("search-module-loading").first().waitFor({ state: "detached" });
      return (await hit.count()) > 0;
    }, 60_000);
    return hit;
  }

  it("finds a document by a word in its body, with the passage, and only for readers of its folder", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    await page.goto("/groups/it/files");
    await page.getByTestId("folder-page").waitFor();
    await page.getByTestId("files-upload").click();
    await page.getByTestId("new-files-form").waitFor();
    const file = path.join(process.env.TMPDIR ?? "/tmp", fileName);
    fs.writeFileSync(file, `item;count\nspare ${word} for the rack;3\n`);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.waitForFunction(() => !document.querySelector('[data-testid="new-files-processing"]'));
    // Stored, but not yet filed: the list says so until Upload is pressed.
    expect(await page.getByTestId("upload-entry").innerText()).toContain("Ready to upload");
    await page.getByTestId("new-files-submit").click();
    await page.getByRole("link", { name: fileName }).waitFor();

    const hit = await filesHit(page);
    expect(await hit.getByTestId("hit-link").innerText()).toBe(fileName);
    expect(await hit.getByTestId("search-highlight").innerText()).toContain(`spare ${word} for the rack`);
    expect(await hit.locator("mark").innerText()).toBe(word);
    await checkA11y(page);

    // A new version takes one file: after it, the drop area says what to do instead of "maximum reached".
    await hit.getByTestId("hit-link").click();
    await page.getByTestId("file-page").waitFor();
    fs.writeFileSync(file, `item;count\nspare ${word} for the shelf;4\n`);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByTestId("file-version-submit").waitFor();
    expect(await page.getByTestId("upload-dropzone").innerText()).toBe(
      "A file is chosen. Remove it to choose another one.",
    );
    await context.close();

    const outsider = await browser.newPage(PHONE);
    await signIn(outsider.page, "lea.fischer@example.com");
    await outsider.page.goto(`/search?q=${word}`);
    await outsider.page.getByTestId("search-page").waitFor();
    await outsider.page.getByText("No results").waitFor();
    expect(await outsider.page.getByTestId("search-module-files").count()).toBe(0);
    await outsider.context.close();
  });
});
