import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { checkA11y, PHONE, signIn, toastText, useBrowser } from "../browser.js";

/** The entry names of a zip, from its central directory. */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf("PK\x01\x02"); at >= 0; at = zip.indexOf("PK\x01\x02", at + 4)) {
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + length).toString());
  }
  return names.sort();
}

// Files in bulk (issue 16) in the IT group as its administrator (Jonas Schneider): two files dropped onto the upload
// field, a new version of one, both moved to another folder through the picker, that folder downloaded as a zip with
// exactly those entries, then both deleted; the folder listing at phone width.
describe("group files: drop, new version, bulk move, zip, bulk delete", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  const stamp = Date.now();
  const inbox = `Inbox ${stamp}`;
  const archive = `Archive ${stamp}`;
  const names = [`minutes-${stamp}.txt`, `agenda-${stamp}.txt`];

  it("moves, zips and deletes what was dropped", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    for (const name of [archive, inbox]) {
      await page.goto("/groups/it/files");
      await page.getByTestId("folder-page").waitFor();
      await page.getByTestId("folder-new").click();
      await page.getByTestId("folder-name").fill(name);
      await page.getByTestId("folder-save").click();
      await page.getByRole("heading", { name }).waitFor();
    }

    // Inbox: two files dropped onto the upload field at once.
    await page.getByTestId("files-upload").click();
    await page.getByTestId("new-files-form").waitFor();
    const dropped = await page.evaluateHandle((files) => {
      const transfer = new DataTransfer();
      for (const name of files) transfer.items.add(new File([`text of ${name}`], name, { type: "text/plain" }));
      return transfer;
    }, names);
    await page.getByTestId("upload-dropzone").dispatchEvent("drop", { dataTransfer: dropped });
    await page.getByTestId("upload-entry").nth(1).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="new-files-processing"]'));
    await page.getByTestId("new-files-submit").click();
    for (const name of names) await page.getByRole("link", { name }).waitFor();
    const inboxUrl = page.url();

    // A new version of the minutes.
    await page.getByRole("link", { name: names[0] }).click();
    await page.getByTestId("file-versions").waitFor();
    const version = `${process.env.TMPDIR ?? "/tmp"}/${names[0]}`;
    fs.writeFileSync(version, "the corrected minutes");
    await page.getByTestId("upload-input").setInputFiles(version);
    await page.getByTestId("file-version-submit").click();
    expect(await toastText(page, "The new version was added.")).toBe("The new version was added.");
    await page.getByTestId("file-preview").getByText("the corrected minutes").waitFor();
    // The list of versions is asked again beside the preview: it may come a moment later.
    await page.getByTestId("file-version").nth(1).waitFor();
    expect(await page.getByTestId("file-version").count()).toBe(2);

    // Both to the archive, through the picker (up to the group's files, into the archive).
    await page.goto(inboxUrl);
    for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await page.getByTestId("files-move").click();
    await page.getByTestId("folder-picker-up").click();
    await page.getByTestId("folder-picker-entry").filter({ hasText: archive }).click();
    await page.getByTestId("folder-picker-current").filter({ hasText: archive }).waitFor();
    await page.getByTestId("folder-picker-choose").click();
    expect(await toastText(page, "Moved.")).toBe("Moved.");
    await page.getByRole("link", { name: names[0] }).waitFor({ state: "detached" });

    await page.goto("/groups/it/files");
    await page.getByRole("link", { name: archive }).click();
    await page.getByRole("heading", { name: archive }).waitFor();
    for (const name of names) await page.getByRole("link", { name }).waitFor();
    const archiveUrl = page.url();

    // The whole folder as a zip: exactly the two files, in the folder's name.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("folder-zip").click()]);
    const zip = fs.readFileSync((await download.path()) as string);
    expect(zipNames(zip)).toEqual(names.map((name) => `${archive}/${name}`).sort());

    // At phone width the listing still names both files.
    const phone = await browser.newPage(PHONE);
    await signIn(phone.page, "jonas.schneider@example.com");
    await phone.page.goto(archiveUrl);
    for (const name of names) await phone.page.getByRole("link", { name }).waitFor();
    await checkA11y(phone.page);
    await phone.context.close();

    // Both deleted in bulk.
    for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await page.getByTestId("files-delete").click();
    await page.getByTestId("confirm-ok").click();
    expect(await toastText(page, "Deleted.")).toBe("Deleted.");
    await page.getByRole("link", { name: names[1] }).waitFor({ state: "detached" });
    expect(await page.getByRole("link", { name: names[0] }).count()).toBe(0);
    await context.close();
  });
});
