import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member } from "../../../test/factories.js";
import { newFolder, newTextFile, rootFolder, zipNames } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";

// The name a zip of files and folders is saved under (issue 29), over HTTP: a folder's download is named after the
// folder (RFC 6266, with the UTF-8 name of RFC 5987 beside an ASCII fallback), anything else "files.zip".
let app: App;
let asOwner: Client;

/** The token's zip as the browser's form post gets it (the test client's session cookie goes along). */
async function zipOf(request: { file_ids?: string[]; folder_ids?: string[] }, client = asOwner) {
  const res = await client.post("/api/v1/file_token", request);
  expect(res.statusCode, res.body).toBe(200);
  const zip = await client.request({
    method: "POST",
    url: "/api/storage/v2/archive",
    payload: `token=${encodeURIComponent(res.json().token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(zip.statusCode, zip.body).toBe(200);
  return zip;
}

beforeAll(async () => {
  app = await createTestApp();
  asOwner = await as(app, await member(app));
});

describe("the zip's name", () => {
  it("is the folder's when one folder is downloaded, in ASCII and in UTF-8", async () => {
    const root = await rootFolder(asOwner);
    const folder = await newFolder(asOwner, root.id, "Prüfberichte 2026");
    await newTextFile(asOwner, folder.id, "a.txt");
    const zip = await zipOf({ folder_ids: [folder.id] });
    expect(zip.headers["content-disposition"]).toBe(
      `attachment; filename="Pr_fberichte 2026.zip"; filename*=UTF-8''Pr%C3%BCfberichte%202026.zip`,
    );
    expect(zipNames(zip.rawPayload)).toEqual(["Prüfberichte 2026/a.txt"]);
  });

  it("is files.zip for a selection of several items or of files", async () => {
    const root = await rootFolder(asOwner);
    const one = await newFolder(asOwner, root.id, "One");
    const two = await newFolder(asOwner, root.id, "Two");
    const file = await newTextFile(asOwner, root.id, "loose.txt");
    for (const request of [
      { folder_ids: [one.id, two.id] },
      { file_ids: [file.id] },
      { file_ids: [file.id], folder_ids: [one.id] },
    ]) {
      expect((await zipOf(request)).headers["content-disposition"]).toBe(
        `attachment; filename="files.zip"; filename*=UTF-8''files.zip`,
      );
    }
  });

  it("gives a top folder (stored as \"Files\") in the member's language, a group's after the group", async () => {
    const german = await member(app, { language: "de" });
    const asGerman = await as(app, german);
    const root = await rootFolder(asGerman);
    await newTextFile(asGerman, root.id, "a.txt");
    const zip = await zipOf({ folder_ids: [root.id] }, asGerman);
    expect(zip.headers["content-disposition"]).toBe(`attachment; filename="Dateien.zip"; filename*=UTF-8''Dateien.zip`);
    expect(zipNames(zip.rawPayload)).toContain("Dateien/a.txt");

    const english = await member(app, { language: "en" });
    const g = await group(app, { admin: german, members: [english] });
    const groupRoot = await rootFolder(asGerman, g.slug);
    await newTextFile(asGerman, groupRoot.id, "b.txt");
    const groupZip = await zipOf({ folder_ids: [groupRoot.id] }, asGerman);
    const name = `${g.name} – Dateien`;
    expect(groupZip.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(name)}.zip`);
    expect(zipNames(groupZip.rawPayload)).toEqual([`${name}/b.txt`]);

    const inEnglish = await zipOf({ folder_ids: [groupRoot.id] }, await as(app, english));
    expect(zipNames(inEnglish.rawPayload)).toEqual([`${g.name} – Files/b.txt`]);
  });
});
