import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member, upload } from "../../../test/factories.js";
import { type Json, newTextFile, rootFolder } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { networks } from "../network/network.schema.js";
import { uploads } from "../uploads/uploads.schema.js";
import { removeAbandonedUploads } from "../uploads/uploads.service.js";

// The file picker's copy (POST /api/storage/files/{id}/copy): a file the member may read becomes a volatile upload
// of their own, which a form attaches like a fresh upload. Over HTTP as real members.
let app: App;
let asInsider: Client;
let asOutsider: Client;
let asRecipient: Client;
let recipientId: string;
let closed: GroupRow;
let folderId: string;

const copy = (client: Client, fileId: string) => client.post(`/api/storage/files/${fileId}/copy`);

beforeAll(async () => {
  app = await createTestApp();
  const groupAdmin = await member(app);
  const insider = await member(app);
  const recipient = await member(app);
  recipientId = recipient.id;
  asInsider = await as(app, insider);
  asOutsider = await as(app, await member(app));
  asRecipient = await as(app, recipient);
  closed = await group(app, { access: "closed", admin: groupAdmin, members: [insider] });
  folderId = (await rootFolder(asInsider, closed.slug)).id;
});

// Tests that change the network's filter or the size cap put them back.
let restore: (() => Promise<void>) | null = null;
afterEach(async () => {
  await restore?.();
  restore = null;
});

async function withNetworkSettings(settings: Record<string, unknown>) {
  const [net] = await app.ctx.db.select().from(networks);
  if (!net) throw new Error("no network");
  await app.ctx.db
    .update(networks)
    .set({ settings: { ...net.settings, ...settings } })
    .where(eq(networks.id, net.id));
  restore = async () => {
    await app.ctx.db.update(networks).set({ settings: net.settings }).where(eq(networks.id, net.id));
  };
}

describe("copying a file from Files", () => {
  it("answers a volatile upload of the member's own that a message attaches, and the recipient downloads it", async () => {
    const file = await newTextFile(asInsider, folderId, "minutes.txt", "the minutes");
    const res = await copy(asInsider, file.id);
    expect(res.statusCode, res.body).toBe(201);
    const copied: Json = res.json();
    expect(copied).toMatchObject({ name: "minutes.txt", extension: "txt", size: 11, state: "volatile" });
    expect(copied.id).not.toBe(file.id);
    expect(copied.url).toBe(`/api/storage/files/${copied.id}`);
    // The recipient cannot read the group's folder, nor the file there.
    expect((await asRecipient.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404);

    const sent = await asInsider.post("/api/v1/messages", {
      to: [recipientId],
      subject: "Minutes",
      content: "<p>attached</p>",
      attachments: [copied.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachments.map((a: Json) => a.original_filename)).toEqual(["minutes.txt"]);
    const download = await asRecipient.get(`/api/storage/files/${copied.id}?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("the minutes");
    // A bystander still reads neither.
    expect((await asOutsider.get(`/api/storage/files/${copied.id}`)).statusCode).toBe(404);
  });

  it("copies under the file's current name and the bytes of its current version", async () => {
    const file = await newTextFile(asInsider, folderId, "draft.txt", "first");
    expect((await asInsider.put(`/api/v1/files/${file.id}`, { file: { name: "final.txt" } })).statusCode).toBe(200);
    const v2 = await upload(asInsider, "files", { name: "v2.txt", type: "text/plain", data: Buffer.from("second") });
    const added = await asInsider.post(`/api/v1/files/${file.id}/versions`, { upload_id: v2.json().id });
    expect(added.statusCode, added.body).toBe(201);
    const res = await copy(asInsider, file.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe("final.txt");
    expect((await asInsider.get(res.json().url)).body).toBe("second");
  });

  it("is 404 for a file in a closed group's folder to an outsider, and for a guessed id", async () => {
    const file = await newTextFile(asInsider, folderId, "secret.txt", "secret");
    const refused = await copy(asOutsider, file.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain("secret.txt");
    expect((await copy(asInsider, "0123456789abcdef01234567")).statusCode).toBe(404);
    expect((await copy(asInsider, "not-an-id")).statusCode).toBeLessThan(500);
    // Nothing was stored for the outsider.
    const owned = await app.ctx.db.select().from(uploads).where(eq(uploads.name, "secret.txt"));
    expect(owned).toHaveLength(1);
  });

  it("refuses a type the network's filter refuses now, as an upload would (422 extension_refused)", async () => {
    const file = await newTextFile(asInsider, folderId, "script.md", "# notes");
    await withNetworkSettings({
      extension_filter_enabled: true,
      extension_filter_type: "deny",
      extension_filter_list: ["md"],
    });
    const res = await copy(asInsider, file.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe("extension_refused");
    const fresh = await upload(asInsider, "files", {
      name: "other.md",
      type: "text/markdown",
      data: Buffer.from("x"),
    });
    // The same answer an upload of that type gets.
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().error).toBe(res.json().error);
    expect(await app.ctx.db.select().from(uploads).where(eq(uploads.name, "script.md"))).toHaveLength(1);
  });

  it("refuses a file over the upload size cap with 413", async () => {
    const file = await newTextFile(asInsider, folderId, "big.txt", "0123456789");
    const config = app.ctx.config as { maxUploadBytes: number };
    const before = config.maxUploadBytes;
    config.maxUploadBytes = 5;
    restore = async () => {
      config.maxUploadBytes = before;
    };
    expect((await copy(asInsider, file.id)).statusCode).toBe(413);
  });

  it("is removed like any volatile upload when no form publishes it within a day; the file stays", async () => {
    const file = await newTextFile(asInsider, folderId, "abandoned.txt", "kept");
    const copied: Json = (await copy(asInsider, file.id)).json();
    expect((await asInsider.get(copied.url)).statusCode).toBe(200);
    const [row] = await app.ctx.db.select().from(uploads).where(eq(uploads.id, copied.id));
    expect(row?.state).toBe("volatile");
    // A fresh copy is not swept; one left for more than a day is.
    await removeAbandonedUploads(app.ctx);
    expect((await asInsider.get(copied.url)).statusCode).toBe(200);
    await app.ctx.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(uploads.id, copied.id));
    await removeAbandonedUploads(app.ctx);
    expect((await asInsider.get(copied.url)).statusCode).toBe(404);
    expect(await app.ctx.blobs.exists(row?.storageKey ?? "")).toBe(false);
    const original = await asInsider.get(file.url);
    expect(original.statusCode).toBe(200);
    expect(original.body).toBe("kept");
  });
});
