import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member, upload } from "../../../test/factories.js";
import { type Json, newFolder, rootFolder } from "../../../test/files-helpers.js";
import { searchAs, suggestionsAs } from "../../../test/search-helpers.js";
import { statementsOf } from "../../../test/statements.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";

// The files and folders of the search (issue 17) over HTTP: found by stemmed and accent-free words, in
// folders the member may read only, with no hit, total or suggestion from a closed group's folder.
let app: App;
let asOwner: Client;
let asInsider: Client;
let asOutsider: Client;
let closed: GroupRow;
let open: GroupRow;
let network: Json;
let budgets: Json;
let closedRoot: Json;

const search = searchAs;
const suggestions = suggestionsAs;

/** Uploads the files and files them into the folder at once; their entries in upload order. */
async function fileInto(
  client: Client,
  folderId: string,
  names: string[],
  description = "",
  type = "text/plain",
): Promise<Json[]> {
  const ids: string[] = [];
  for (const name of names) {
    const data = type === "image/png" ? await png() : Buffer.from(`text of ${name}`);
    const up = await upload(client, "files", { name, type, data });
    expect(up.statusCode, up.body).toBe(201);
    ids.push(up.json().id);
  }
  const res = await client.post("/api/v1/files", { files: ids, folder_ids: [folderId], description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files;
}

const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: "#2266aa" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  app = await createTestApp();
  const owner = await member(app);
  const insider = await member(app);
  asOwner = await as(app, owner);
  asInsider = await as(app, insider);
  asOutsider = await as(app, await member(app));
  closed = await group(app, { access: "closed", admin: owner, members: [insider] });
  open = await group(app, { access: "open", admin: owner });
  network = await rootFolder(asOwner);
  budgets = await newFolder(asOwner, network.id, "Annual budgets of Müller");
  closedRoot = await rootFolder(asOwner, closed.slug);
});

describe("files in the search", () => {
  it("finds a file by a stemmed and by an accent-free word, with its folder, author and link", async () => {
    const [file] = await fileInto(asOwner, budgets.id, ["Quarterly reports Häuser.txt"], "Numbers for the board");
    for (const q of ["report", "hauser", "Häuser"]) {
      const files = (await search(asOutsider, `q=${encodeURIComponent(q)}&module=files`)).files;
      expect(files.total, q).toBe(1);
      expect(files.hits[0]).toMatchObject({
        type: "file",
        id: file?.id,
        name: "Quarterly reports Häuser.txt",
        html_url: `/files/${file?.id}`,
        content_type: "text/plain",
        folder: { id: budgets.id, name: "Annual budgets of Müller", html_url: `/files/folders/${budgets.id}` },
        image_url: null,
      });
      expect(files.hits[0].author.id).toBe(asOwner.member?.id);
    }
    const hit = (await search(asOutsider, "q=hauser&module=files")).files.hits[0];
    expect(hit.highlight).toContain("<mark>Häuser</mark>");
    // The description is searched too.
    expect((await search(asOutsider, "q=board&module=files")).files.total).toBe(1);
  });

  it("finds a word glued to the extension by the name's trigrams", async () => {
    // PostgreSQL's parser reads "expenses.txt" as one host name, so the text alone would miss "expenses".
    const [file] = await fileInto(asOwner, budgets.id, ["Travel expenses.txt"]);
    const files = (await search(asOutsider, "q=expenses&module=files")).files;
    expect(files.hits.map((h: Json) => h.id)).toEqual([file?.id]);
  });

  it("shows a small preview of an image the member may open", async () => {
    const [image] = await fileInto(asOwner, budgets.id, ["Lighthouse photo.png"], "", "image/png");
    const hit = (await search(asOutsider, "q=lighthouse&module=files")).files.hits[0];
    expect(hit.id).toBe(image?.id);
    expect(hit.image_url).toMatch(/^\/api\/storage\/images\/[^/]+\/get\/200x200$/);
    const preview = await asOutsider.get(hit.image_url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
  });

  it("sorts by newest on request", async () => {
    // The older file has the word in its name (weighted higher), the newer one only in its description.
    const [older] = await fileInto(asOwner, budgets.id, ["Invoice archive overview.txt"]);
    const [newer] = await fileInto(asOwner, budgets.id, ["Scan 7.txt"], "an invoice from the printer");
    const relevance = (await search(asInsider, "q=invoice&module=files")).files.hits.map((h: Json) => h.id);
    expect(relevance).toEqual([older?.id, newer?.id]);
    const newest = (await search(asInsider, "q=invoice&module=files&sort_by=newest")).files.hits.map((h: Json) => h.id);
    expect(newest).toEqual([newer?.id, older?.id]);
  });

  it("pages one module by ten", async () => {
    const folder = await newFolder(asOwner, network.id, "Ledgers");
    await fileInto(
      asOwner,
      folder.id,
      Array.from({ length: 12 }, (_, i) => `Ledger sheet ${i}.txt`),
    );
    const first = (await search(asInsider, "q=ledger&module=files")).files;
    const second = (await search(asInsider, "q=ledger&module=files&page=2")).files;
    expect(first).toMatchObject({ total: 12, page: 1, per: 10 });
    expect(first.hits).toHaveLength(10);
    expect(second).toMatchObject({ total: 12, page: 2, per: 10 });
    expect(second.hits).toHaveLength(2);
    const ids = new Set([...first.hits, ...second.hits].map((h: Json) => h.id));
    expect(ids.size).toBe(12);
    // The overview shows five per module.
    expect((await search(asInsider, "q=ledger")).files.hits).toHaveLength(5);
  });

  it("keeps a closed group's files to those who may read its folders", async () => {
    const secret = await newFolder(asOwner, closedRoot.id, "Zephyrine plans");
    const [file] = await fileInto(asOwner, secret.id, ["Zephyrine merger draft.txt"]);
    const inside = (await search(asInsider, "q=zephyrine")).files;
    expect(inside.total).toBe(1);
    expect(inside.hits[0].html_url).toBe(`/groups/${closed.slug}/files/${file?.id}`);
    expect(inside.hits[0].folder.html_url).toBe(`/groups/${closed.slug}/files/folders/${secret.id}`);

    const outside = await search(asOutsider, "q=zephyrine");
    expect(outside.files).toMatchObject({ hits: [], total: 0 });
    expect(outside.folders).toMatchObject({ hits: [], total: 0 });
    expect(await suggestions(asOutsider, "q=zephyr")).toEqual([]);
    // Inside the closed group's own search (the group is visible to them, its files are not).
    const scoped = (await asOutsider.get(`/groups/${closed.slug}/search.json?q=zephyrine`)).json();
    expect(scoped.files).toMatchObject({ hits: [], total: 0 });
    expect(await suggestions(asOutsider, `q=zephyr&group=${closed.slug}`)).toEqual([]);
  });

  it("searches only the group's files inside a group", async () => {
    const groupRoot = await rootFolder(asOwner, open.slug);
    const [inGroup] = await fileInto(asOwner, groupRoot.id, ["Harbour timetable group.txt"]);
    await fileInto(asOwner, network.id, ["Harbour timetable network.txt"]);
    expect((await search(asOutsider, "q=harbour&module=files")).files.total).toBe(2);
    const res = await asOutsider.get(`/groups/${open.slug}/search.json?q=harbour&module=files`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files.hits.map((h: Json) => h.id)).toEqual([inGroup?.id]);
    expect(res.json().files.total).toBe(1);
  });

  it("links a file in a top folder to the files' own page, by which the hit names it as they do", async () => {
    const groupRoot = await rootFolder(asOwner, open.slug);
    await fileInto(asOwner, groupRoot.id, ["Windrose group.txt"]);
    await fileInto(asOwner, network.id, ["Windrose network.txt"]);
    const hits = (await search(asOutsider, "q=windrose&module=files&sort=name")).files.hits as Json[];
    const folders = Object.fromEntries(hits.map((h) => [h.name, h.folder.html_url]));
    expect(folders).toEqual({
      "Windrose group.txt": `/groups/${open.slug}/files`,
      "Windrose network.txt": "/files",
    });
  });

  it("suggests files and folders by the prefix of the last word", async () => {
    await fileInto(asOwner, budgets.id, ["Compass calibration.txt"]);
    const found = await suggestions(asInsider, "q=compa");
    expect(found).toEqual([
      expect.objectContaining({ module: "files", title: "Compass calibration.txt", image_url: null }),
    ]);
    expect(found[0]?.html_url).toMatch(/^\/files\//);
    expect(await suggestions(asInsider, "q=annual%20budg&module=folders")).toEqual([
      expect.objectContaining({
        module: "folders",
        title: "Annual budgets of Müller",
        html_url: `/files/folders/${budgets.id}`,
      }),
    ]);
  });

  it("finds none with a #tag: files are not searched by tags", async () => {
    expect((await search(asInsider, "q=ledger%20%23finance&module=files")).files.total).toBe(0);
  });
});

describe("folders in the search", () => {
  it("finds a folder by a stemmed, accent-free word with its path, file count and link", async () => {
    const sub = await newFolder(asOwner, budgets.id, "Travel expenses collected");
    await fileInto(asOwner, sub.id, ["Receipt one.txt", "Receipt two.txt"]);
    const folders = (await search(asOutsider, "q=expense&module=folders")).folders;
    expect(folders.total).toBe(1);
    expect(folders.hits[0]).toMatchObject({
      type: "folder",
      id: sub.id,
      name: "Travel expenses collected",
      folder_path: [network.name, "Annual budgets of Müller"],
      total_files_count: 2,
      html_url: `/files/folders/${sub.id}`,
    });
    // The name is the hit's title, not repeated in the excerpt (the description's, empty here).
    expect(folders.hits[0].highlight).toBe("");
    expect((await search(asOutsider, "q=muller&module=folders")).folders.hits[0].id).toBe(budgets.id);
  });

  it("leaves roots out: they are the files pages themselves", async () => {
    expect(network.type).toBe("root_folder");
    const res = await search(asOwner, `q=${encodeURIComponent(network.name)}&module=folders`);
    expect(res.folders.total).toBe(0);
  });

  it("finds a closed group's folder for its members only, linked under the group", async () => {
    const secret = await newFolder(asOwner, closedRoot.id, "Obsidian roadmap");
    const inside = (await search(asInsider, "q=obsidian&module=folders")).folders;
    expect(inside.hits[0]).toMatchObject({
      id: secret.id,
      html_url: `/groups/${closed.slug}/files/folders/${secret.id}`,
      folder_path: [closedRoot.name],
    });
    expect((await search(asOutsider, "q=obsidian&module=folders")).folders).toMatchObject({ hits: [], total: 0 });
    expect(await suggestions(asOutsider, "q=obsid&module=folders")).toEqual([]);
  });
});

describe("query budget", () => {
  const statements = (client: Client, url: string) => statementsOf(app, client, url);

  it("presents one hit and ten in the same number of statements", async () => {
    const folder = await newFolder(asOwner, network.id, "Budget probe folder");
    await fileInto(asOwner, folder.id, ["Quokka single.txt"]);
    await fileInto(
      asOwner,
      folder.id,
      Array.from({ length: 10 }, (_, i) => `Wombat ${i}.txt`),
    );
    await fileInto(asInsider, folder.id, ["Wombat by another author.txt"]);
    const one = await statements(asInsider, "/search.json?q=quokka&module=files");
    const many = await statements(asInsider, "/search.json?q=wombat&module=files");
    expect(one).toBe(many);
    const folders = await statements(asInsider, "/search.json?q=probe&module=folders");
    expect(folders).toBe(await statements(asInsider, "/search.json?q=budget&module=folders"));
  });
});
