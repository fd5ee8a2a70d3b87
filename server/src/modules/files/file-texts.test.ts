import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { docxOf, odtOf, pdfOf, pptxOf, xlsxOf, zipOf } from "../../../test/document-fixtures.js";
import { as, type Client, group, member, upload } from "../../../test/factories.js";
import { type Json, newFolder, rootFolder } from "../../../test/files-helpers.js";
import { searchAs } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";
import { TEXT_CAPS } from "./document-text.js";
import { findFileText } from "./file-texts.repo.js";
import { extractBacklog } from "./file-texts.service.js";
import { fileTexts } from "./files.schema.js";

// The text inside uploaded documents (issue 29) over HTTP: read by the files.extract_text job after the upload (run
// inline here), searched below the file's name, shown as the matching passage, and only to members who may read
// the folder.
let app: App;
let asOwner: Client;
let asInsider: Client;
let asOutsider: Client;
let folder: Json;

async function fileOf(client: Client, folderId: string, name: string, type: string, data: Buffer): Promise<Json> {
  const up = await upload(client, "files", { name, type, data });
  expect(up.statusCode, up.body).toBe(201);
  const res = await client.post("/api/v1/files", { files: [up.json().id], folder_ids: [folderId] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0];
}

const files = async (client: Client, q: string) =>
  (await searchAs(client, `q=${encodeURIComponent(q)}&module=files`)).files;

beforeAll(async () => {
  app = await createTestApp();
  const owner = await member(app);
  const insider = await member(app);
  asOwner = await as(app, owner);
  asInsider = await as(app, insider);
  asOutsider = await as(app, await member(app));
  const closed = await group(app, { access: "closed", admin: owner, members: [insider] });
  folder = await newFolder(asOwner, (await rootFolder(asOwner, closed.slug)).id, "Board papers");
});

describe("the text of uploaded documents", () => {
  const documents = [
    { name: "Minutes.pdf", type: "application/pdf", word: "quixotic", make: () => pdfOf("A quixotic plan", "page") },
    {
      name: "Letter.docx",
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      word: "marmalade",
      make: () => docxOf("The marmalade supplier", "Regards"),
    },
    {
      name: "Pitch.pptx",
      type: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      word: "albatross",
      make: () => pptxOf("Mention the albatross sightings", "Quarterly review", "Birdwatching club"),
    },
    {
      name: "Slides.pptx",
      type: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      word: "kingfisher",
      make: () => pptxOf("Notes", "Intro", "The kingfisher project"),
    },
    {
      name: "Report.odt",
      type: "application/vnd.oasis.opendocument.text",
      word: "lighthouses",
      make: () => odtOf("Coast", "Three lighthouses were painted"),
    },
    {
      name: "Budget.xlsx",
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      word: "trombones",
      make: () =>
        xlsxOf([
          ["Item", "Cost"],
          ["Trombones for the band", 1250],
        ]),
    },
    {
      name: "Inventory.csv",
      type: "text/csv",
      word: "walrus",
      make: async () => Buffer.from("item;count\nwalrus figurine;3\n"),
    },
    {
      name: "Notes.txt",
      type: "text/plain",
      word: "pelican",
      make: async () => Buffer.from("Remember the pelican feeding at noon."),
    },
  ];

  it.each(documents)("finds $name by a word only in its body, with the passage", async (doc) => {
    const file = await fileOf(asOwner, folder.id, doc.name, doc.type, await doc.make());
    const found = await files(asInsider, doc.word);
    expect(found.hits.map((h: Json) => h.id)).toEqual([file.id]);
    expect(found.hits[0].highlight).toMatch(new RegExp(`<mark>${doc.word}</mark>`, "i"));
    expect((await findFileText(app.ctx.db, file.id))?.state).toBe("extracted");
    // A member who may not read the folder finds nothing, not even a total.
    expect(await files(asOutsider, doc.word)).toMatchObject({ hits: [], total: 0 });
  });

  it("ranks a word in the name above the same word in another file's text, and keeps deleted Word text out", async () => {
    const inText = await fileOf(asOwner, folder.id, "Memo.txt", "text/plain", Buffer.from("about the zeppelin hangar"));
    const inName = await fileOf(asOwner, folder.id, "Zeppelin.txt", "text/plain", Buffer.from("nothing"));
    expect((await files(asInsider, "zeppelin")).hits.map((h: Json) => h.id)).toEqual([inName.id, inText.id]);
    expect((await files(asInsider, "struckout")).total).toBe(0);
  });

  it("reads the new version's text instead of the old one", async () => {
    const file = await fileOf(
      asOwner,
      folder.id,
      "Plan.txt",
      "text/plain",
      Buffer.from("the first draft mentions kiwis"),
    );
    expect((await files(asInsider, "kiwis")).total).toBe(1);
    const up = await upload(asOwner, "files", {
      name: "Plan.txt",
      type: "text/plain",
      data: Buffer.from("the second draft mentions papayas"),
    });
    const res = await asOwner.post(`/api/v1/files/${file.id}/versions`, { upload_id: up.json().id });
    expect(res.statusCode, res.body).toBe(201);
    expect((await files(asInsider, "kiwis")).total).toBe(0);
    expect((await files(asInsider, "papayas")).hits.map((h: Json) => h.id)).toEqual([file.id]);
  });

  it("shows the passage of a word far into a long document", async () => {
    const text = `${"Minutes of the meeting. ".repeat(2500)}Then the albatrosses landed on the roof.`;
    const file = await fileOf(asOwner, folder.id, "Long minutes.txt", "text/plain", Buffer.from(text));
    const hit = (await files(asInsider, "albatross")).hits[0];
    expect(hit.id).toBe(file.id);
    expect(hit.highlight).toContain("Then the <mark>albatrosses</mark> landed on the roof");
  });

  it("reads the backlog at start: documents whose text was never read", async () => {
    const file = await fileOf(asOwner, folder.id, "Old.txt", "text/plain", Buffer.from("the forgotten narwhal memo"));
    // As if filed before texts were read.
    await app.ctx.db.delete(fileTexts).where(eq(fileTexts.fileId, file.id));
    expect((await files(asInsider, "narwhal")).total).toBe(0);
    await extractBacklog(app.ctx, "");
    expect((await files(asInsider, "narwhal")).hits.map((h: Json) => h.id)).toEqual([file.id]);
  });

  it("records a document it cannot read, and the file stays found by its name", async () => {
    const broken = await fileOf(asOwner, folder.id, "Broken scan.pdf", "application/pdf", Buffer.from("%PDF-1.4 no"));
    expect(await findFileText(app.ctx.db, broken.id)).toMatchObject({ state: "failed", error: "unreadable" });
    expect((await files(asInsider, "broken scan")).hits.map((h: Json) => h.id)).toEqual([broken.id]);
  });

  it("refuses a zip bomb and keeps no more than the character cap", async () => {
    // One part of 60 MB of blanks deflates to a few kilobytes: over the inflated bytes the reader allows.
    const bomb = await zipOf({ "word/document.xml": Buffer.alloc(60 * 1024 * 1024, 0x20) });
    const file = await fileOf(asOwner, folder.id, "Bomb.docx", "application/octet-stream", bomb);
    expect(await findFileText(app.ctx.db, file.id)).toMatchObject({ state: "failed", error: "zip_bomb" });

    const long = await fileOf(asOwner, folder.id, "Long.txt", "text/plain", Buffer.from("lorem ".repeat(40_000)));
    const kept = await findFileText(app.ctx.db, long.id);
    expect(kept?.state).toBe("extracted");
    expect(kept?.content.length).toBeLessThanOrEqual(TEXT_CAPS.maxChars);
  });
});
