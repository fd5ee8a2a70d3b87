import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkA11y, signIn, toastText, useBrowser } from "../browser.js";

// File profiles (issue 16 "Profiles"): the network administrator turns file profiles on and defines a selection
// "Document type"; a member of the IT group uploads a file choosing "Contract" and another without; the folder
// listing filtered by "Contract" shows only the first, and the file page shows the chosen value.
describe("file profiles: define, fill in, filter", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  const stamp = Date.now();
  const contractName = `contract-${stamp}.txt`;
  const otherName = `notes-${stamp}.txt`;

  async function upload(page: Awaited<ReturnType<typeof browser.newPage>>["page"], name: string, type?: string) {
    await page.goto("/groups/it/files/new");
    await page.getByTestId("new-files-form").waitFor();
    const file = path.join(process.env.TMPDIR ?? "/tmp", name);
    fs.writeFileSync(file, `content of ${name}`);
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.waitForFunction(() => !document.querySelector('[data-testid="new-files-processing"]'));
    if (type) {
      await page.getByTestId("profile-document_type").click();
      await page.getByRole("option", { name: type }).click();
    }
    await page.getByTestId("new-files-submit").click();
    await page.getByTestId("folder-page").waitFor();
    await page.getByRole("link", { name }).waitFor();
  }

  it("lets an administrator define a selection that members fill in and filter by", async () => {
    const admin = await browser.newPage();
    await signIn(admin.page, "admin@example.com");
    await admin.page.goto("/administration/settings/edit?tab=member");
    // The switch's input is visually hidden; its label turns it on.
    await admin.page.getByRole("switch", { name: "File profiles" }).click();
    expect(await admin.page.getByTestId("setting-file-profiles").isChecked()).toBe(true);
    await admin.page.getByTestId("admin-settings-save").click();
    expect(await toastText(admin.page, "Saved successfully.")).toBe("Saved successfully.");

    await admin.page.goto("/administration/property_sets/file_profile");
    await admin.page.getByRole("heading", { name: "File profile" }).waitFor();
    expect(await admin.page.getByTestId("property-set-not-found").innerText()).toContain(
      "No property set has been defined here yet.",
    );
    await checkA11y(admin.page);
    await admin.page.getByTestId("property-set-define").click();
    await admin.page.getByTestId("property-add").click();
    await admin.page.getByTestId("property-0-label").fill("Document type");
    expect(await admin.page.getByTestId("property-0-name").inputValue()).toBe("document_type");
    await admin.page.getByTestId("property-0-type").click();
    await admin.page.getByRole("option", { name: "Selection" }).click();
    for (const [i, label] of ["Contract", "Invoice"].entries()) {
      await admin.page.getByTestId("property-0-options-add").click();
      await admin.page.getByTestId(`property-0-options-label-${i}`).fill(label);
    }
    await checkA11y(admin.page);
    await admin.page.getByTestId("property-set-save").click();
    expect(await toastText(admin.page, "Property set saved.")).toBe("Property set saved.");
    await admin.context.close();

    const member = await browser.newPage();
    await signIn(member.page, "elias.neumann@example.com");
    await upload(member.page, contractName, "Contract");
    await upload(member.page, otherName);
    await checkA11y(member.page);

    // Filtered by "Contract", the listing shows only the contract.
    await member.page.getByTestId("filter-document_type").click();
    await member.page.getByRole("option", { name: "Contract" }).click();
    await member.page.getByRole("link", { name: otherName }).waitFor({ state: "detached" });
    expect(await member.page.getByRole("link", { name: contractName }).count()).toBe(1);
    expect(await member.page.getByTestId("file-row").count()).toBe(1);
    await checkA11y(member.page);

    await member.page.getByRole("link", { name: contractName }).click();
    expect(await member.page.getByTestId("profile-value-document_type").innerText()).toBe("Contract");
    await member.context.close();
  });
});
