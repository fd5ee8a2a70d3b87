import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, useBrowser } from "../browser.js";

// Office documents (issue 16) through the WOPI stand-in the journeys' set-up starts (e2e/server.ts): the IT
// group's administrator (Jonas Schneider) opens a document from its file page in a new tab, the stand-in office
// (calling the app's WOPI endpoints with proof keys) shows its text, Save makes version 2; a member sees the
// actions at phone width; an outsider (Lea Fischer, HR) gets 404.
describe("office documents through WOPI", { timeout: 600_000 }, () => {
  const browser = useBrowser();
  const fileName = `agenda-${Date.now()}.odt`;

  it("edits a document in the office tab and sees version 2 on the file page", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, "jonas.schneider@example.com");
    const network = await (await apiCall(page, "GET", "/api/v1/network")).json();
    expect(network.config.office.wopi.enabled, "the journeys' app has the WOPI stand-in configured").toBe(true);

    // The document, uploaded through the API into the group's root folder.
    const cookies = await context.cookies();
    const csrf = cookies.find((c) => c.name === "csrf_token")?.value ?? "";
    const uploaded = await page.request.post("/api/storage/files", {
      headers: { accept: "application/json", "x-csrf-token": csrf },
      multipart: {
        file: {
          name: fileName,
          mimeType: "application/vnd.oasis.opendocument.text",
          buffer: Buffer.from("Agenda: budget and rota"),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const root = await (await apiCall(page, "GET", "/api/storage/folders/root?group_slug=it")).json();
    const created = await apiCall(page, "POST", "/api/v1/files", {
      files: [(await uploaded.json()).id],
      folder_ids: [root.id],
    });
    expect(created.status(), await created.text()).toBe(201);
    const fileId = (await created.json()).files[0].id as string;

    await page.goto(`/groups/it/files/${fileId}`);
    await page.getByTestId("file-page").waitFor();
    const edit = page.getByTestId("office-action-edit");
    expect(await edit.getAttribute("target")).toBe("_blank");
    expect(await page.getByTestId("office-action-view").innerText()).toBe("Open");
    await checkA11y(page);

    // The host page opens in a new tab and posts the token into the office's frame.
    const [office] = await Promise.all([context.waitForEvent("page"), edit.click()]);
    await office.getByTestId("office-host").waitFor();
    expect(office.url()).toContain(`/files/${fileId}/wopi/host/edit`);
    expect(office.url()).not.toContain("access_token");
    const frame = office.frameLocator('[data-testid="office-frame"]');
    const text = frame.getByLabel("Document");
    await text.waitFor();
    expect(await text.inputValue()).toBe("Agenda: budget and rota");
    await checkA11y(office);
    await text.fill("Agenda: budget, rota and the summer party");
    await frame.getByRole("button", { name: "Save" }).click();
    expect(await frame.getByRole("status").innerText()).toBe("Saved as version 2");
    await office.close();

    await page.reload();
    await page.getByTestId("file-page").waitFor();
    expect(await page.getByTestId("file-version").first().innerText()).toContain("Version 2");
    const bytes = await page.request.get(`/api/storage/files/${fileId}/get/${fileName}?download`);
    expect(await bytes.text()).toBe("Agenda: budget, rota and the summer party");

    // A member of the group sees the actions at phone width; an outsider reaches none of it.
    const member = await browser.newPage(PHONE);
    await signIn(member.page, "elias.neumann@example.com");
    await member.page.goto(`/groups/it/files/${fileId}`);
    await member.page.getByTestId("office-action-edit").waitFor();
    await checkA11y(member.page);
    await member.context.close();

    const outsider = await browser.newPage();
    await signIn(outsider.page, "lea.fischer@example.com");
    expect((await apiCall(outsider.page, "GET", `/files/${fileId}/wopi/actions`)).status()).toBe(404);
    expect((await apiCall(outsider.page, "POST", `/api/v1/files/${fileId}/wopi/host/view`)).status()).toBe(404);
    await outsider.context.close();
    await context.close();
  });
});
