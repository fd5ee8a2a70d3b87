import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { zipOf } from "../../../test/document-fixtures.js";
import { anonymous, as, type Client, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { REVIEW_CAPS } from "./review-status.js";

// Approval of new versions, finalized files and review status over HTTP as real members (issue 16 "Approval").
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
type Json = Record<string, any>;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

let app: App;
let asAdmin: Client;
let asInsider: Client;
let asOther: Client;
let asOutsider: Client;
let closed: GroupRow;
let approvalFolder: Json;
let rootId: string;

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A minimal Word document with two insertions, one deletion, a formatting change, a move and two comments. */
const trackedDocx = () =>
  zipOf({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml": `<?xml version="1.0"?><w:document ${W}><w:body>
      <w:p><w:ins w:id="1" w:author="A"><w:r><w:t>new</w:t></w:r></w:ins><w:del w:id="2" w:author="A"><w:r><w:delText>old</w:delText></w:r></w:del></w:p>
      <w:p><w:r><w:rPr><w:b/><w:rPrChange w:id="3" w:author="A"><w:rPr/></w:rPrChange></w:rPr><w:t>bold</w:t></w:r></w:p>
      <w:p><w:moveFrom w:id="4" w:author="A"><w:r><w:t>moved</w:t></w:r></w:moveFrom><w:ins w:id="5" w:author="B"><w:r><w:t>x</w:t></w:r></w:ins></w:p>
      <w:p><w:r><w:t>plain text that mentions &lt;w:ins&gt; as text</w:t></w:r></w:p>
    </w:body></w:document>`,
    "word/comments.xml": `<?xml version="1.0"?><w:comments ${W}><w:comment w:id="0" w:author="A"><w:p/></w:comment><w:comment w:id="1" w:author="B"><w:p/></w:comment></w:comments>`,
  });

async function uploaded(client: Client, name: string, data: Buffer | string = "hello", type = "text/plain") {
  const res = await upload(client, "files", { name, type, data: Buffer.isBuffer(data) ? data : Buffer.from(data) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function newFile(client: Client, folderId: string, name: string, data?: Buffer | string, type?: string) {
  const id = await uploaded(client, name, data, type);
  const res = await client.post("/api/v1/files", { files: [id], folder_ids: [folderId] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0] as Json;
}

async function newVersion(client: Client, fileId: string, text: string, description?: string) {
  const id = await uploaded(client, "v.txt", text);
  return client.post(`/api/v1/files/${fileId}/versions`, { upload_id: id, description });
}

beforeAll(async () => {
  app = await createTestApp();
  const admin = await member(app);
  const insider = await member(app);
  const other = await member(app);
  asAdmin = await as(app, admin);
  asInsider = await as(app, insider);
  asOther = await as(app, other);
  asOutsider = await as(app, await member(app));
  closed = await group(app, { access: "closed", admin, members: [insider, other] });
  const root = await asAdmin.get(`/api/storage/folders/root?group_slug=${closed.slug}`);
  rootId = root.json().id;
  const created = await asAdmin.post("/api/storage/folders", {
    folder: { name: "Contracts", parent_folder_id: rootId, requires_approval: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  approvalFolder = created.json();
});

describe("approval of new versions", () => {
  it("requires authentication", async () => {
    expect((await anonymous(app).get(`/api/storage/folders/${rootId}/files/approval`)).statusCode).toBe(401);
  });

  it("lets only those who may update the folder change the setting", async () => {
    expect(approvalFolder.requires_approval).toBe(true);
    const res = await asInsider.put(`/api/storage/folders/${approvalFolder.id}`, {
      folder: { name: "Contracts", requires_approval: false },
    });
    expect(res.statusCode).toBe(403);
    const plain = await asAdmin.post("/api/storage/folders", { folder: { name: "Plain", parent_folder_id: rootId } });
    expect(plain.json().requires_approval).toBe(false);
    const on = await asAdmin.put(`/api/storage/folders/${plain.json().id}`, {
      folder: { name: "Plain", requires_approval: true },
    });
    expect(on.json().requires_approval).toBe(true);
    // Absent: unchanged.
    const renamed = await asAdmin.put(`/api/storage/folders/${plain.json().id}`, { folder: { name: "Plain 2" } });
    expect(renamed.json().requires_approval).toBe(true);
  });

  it("keeps a member's version pending until a manager approves it; a manager's own goes straight in", async () => {
    const file = await newFile(asInsider, approvalFolder.id, "terms.txt", "v1");
    const res = await newVersion(asInsider, file.id, "v2 by insider", "Section 3 reworded");
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.pending).toBe(true);
    expect(answer.version.major).toBe(1);
    expect(answer.pending_versions).toHaveLength(1);
    const pending = answer.pending_versions[0];
    expect(pending).toMatchObject({
      original_filename: "v.txt",
      extension: "txt",
      file_id: file.id,
      description: "Section 3 reworded",
    });
    // Another member sees the file unchanged and no pending version of someone else.
    const seen = (await asOther.get(`/api/v1/files/${file.id}`)).json();
    expect(seen.pending_versions).toEqual([]);
    // The author and the managers read the pending bytes; anyone else gets 404.
    expect((await asInsider.get(pending.url)).body).toBe("v2 by insider");
    expect((await asAdmin.get(pending.url)).statusCode).toBe(200);
    expect((await asOther.get(pending.url)).statusCode).toBe(404);
    // The approval list: the managers' only.
    const list = await asAdmin.get(`/api/storage/folders/${rootId}/files/approval`);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().files.find((f: Json) => f.id === file.id);
    expect(listed.pending_versions.map((p: Json) => p.id)).toEqual([pending.id]);
    expect(listed.folder_path.map((p: Json) => p.name)).toContain("Contracts");
    expect((await asInsider.get(`/api/storage/folders/${rootId}/files/approval`)).statusCode).toBe(403);
    expect(
      (await asInsider.post(`/api/storage/files/${file.id}/pending_versions/${pending.id}/approve`)).statusCode,
    ).toBe(403);
    // Approved: version 2, written by the insider.
    const approved = await asAdmin.post(`/api/storage/files/${file.id}/pending_versions/${pending.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().version.major).toBe(2);
    expect(approved.json().current_version_authors.map((a: Json) => a.id)).toEqual([asInsider.member?.id]);
    expect(approved.json().pending_versions).toEqual([]);
    const bytes = await asOther.get(`/api/storage/files/${file.id}/get/terms.txt`);
    expect(bytes.body).toBe("v2 by insider");
    // Approving twice finds nothing.
    expect(
      (await asAdmin.post(`/api/storage/files/${file.id}/pending_versions/${pending.id}/approve`)).statusCode,
    ).toBe(404);
    const own = await newVersion(asAdmin, file.id, "v3 by admin");
    expect(own.json()).toMatchObject({ pending: false, version: { major: 3 } });
  });

  it("removes a declined version and its bytes", async () => {
    const file = await newFile(asInsider, approvalFolder.id, "draft.txt", "v1");
    const pending = (await newVersion(asInsider, file.id, "rejected")).json().pending_versions[0];
    const declined = await asAdmin.delete(`/api/storage/files/${file.id}/pending_versions/${pending.id}`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ version: { major: 1 }, pending_versions: [] });
    expect((await asInsider.get(pending.url)).statusCode).toBe(404);
    const list = (await asAdmin.get(`/api/storage/folders/${approvalFolder.id}/files/approval`)).json();
    expect(list.files.some((f: Json) => f.id === file.id)).toBe(false);
  });

  it("answers 404 to an outsider on every approval route, the pending bytes included", async () => {
    const file = await newFile(asInsider, approvalFolder.id, "secret.txt", "v1");
    const pending = (await newVersion(asInsider, file.id, "secret v2")).json().pending_versions[0];
    const base = `/api/storage/files/${file.id}/pending_versions/${pending.id}`;
    for (const res of [
      await asOutsider.get(`/api/storage/folders/${rootId}/files/approval`),
      await asOutsider.get(`/api/storage/folders/${approvalFolder.id}/files/approval`),
      await asOutsider.post(`${base}/approve`),
      await asOutsider.delete(base),
      await asOutsider.get(pending.url),
      await asOutsider.put(`/api/v1/files/${file.id}/finalize`),
      await asOutsider.delete(`/api/v1/files/${file.id}/finalize`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain("secret");
    }
    const reviewed = await asOutsider.get(
      `/api/storage/v2/files?context_id=${closed.id}&context_type=group&query=reviewed`,
    );
    expect(reviewed.json()).toEqual([]);
  });
});

describe("finalized files", () => {
  it("refuses new versions, rename, move, delete and lock while finalized", async () => {
    const file = await newFile(asInsider, approvalFolder.id, "final.txt", "v1");
    expect(file.can.finalize).toBe(false);
    expect((await asInsider.put(`/api/v1/files/${file.id}/finalize`)).statusCode).toBe(403);
    const done = await asAdmin.put(`/api/v1/files/${file.id}/finalize`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().finalized_at).toEqual(expect.any(String));
    expect(done.json().can).toEqual({ destroy: false, update: false, new_version: false, lock: false, finalize: true });
    const refusals = [
      await newVersion(asAdmin, file.id, "v2"),
      await asAdmin.put(`/api/v1/files/${file.id}`, { file: { name: "renamed.txt" } }),
      await asAdmin.post("/api/storage/files/move", { file_ids: [file.id], target_folder_id: rootId }),
      await asAdmin.delete("/api/storage/files", { file_ids: [file.id] }),
      await asAdmin.put(`/api/storage/files/${file.id}/lock`, {}),
      await asAdmin.delete("/api/storage/folders", { folder_ids: [approvalFolder.id] }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toBe("finalized");
    }
    const undone = await asAdmin.delete(`/api/v1/files/${file.id}/finalize`);
    expect(undone.json()).toMatchObject({ finalized_at: null, can: { update: true } });
    expect((await asAdmin.put(`/api/v1/files/${file.id}`, { file: { name: "renamed.txt" } })).statusCode).toBe(200);
  });
});

describe("review status", () => {
  it("counts tracked changes and comments of a Word document and lists it as reviewed", async () => {
    const file = await newFile(asInsider, rootId, "contract.docx", await trackedDocx(), DOCX);
    expect(file.review_status).toEqual({ insertions: 2, deletions: 1, changes: 2, comments: 2 });
    const detail = (await asOther.get(`/api/v1/files/${file.id}`)).json();
    expect(detail.review_status).toEqual(file.review_status);
    const res = await asOther.get(`/api/storage/v2/files?context_id=${closed.id}&context_type=group&query=reviewed`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((f: Json) => f.id)).toContain(file.id);
    expect(res.headers["x-total"]).toBe("1");
    expect(res.headers["x-page"]).toBe("1");
    expect(res.headers["x-per-page"]).toBe("25");
    expect(res.headers["x-total-pages"]).toBe("1");
    // A clean new version clears it.
    const clean = await uploaded(
      asInsider,
      "contract.docx",
      await zipOf({ "word/document.xml": `<w:document ${W}/>` }),
      DOCX,
    );
    const next = await asInsider.post(`/api/v1/files/${file.id}/versions`, { upload_id: clean });
    expect(next.json().review_status).toBeNull();
  });

  it("counts tracked changes and comments of an OpenDocument text", async () => {
    const odt = await zipOf({
      mimetype: "application/vnd.oasis.opendocument.text",
      "content.xml": `<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>
        <text:tracked-changes><text:changed-region text:id="c1"><text:insertion/></text:changed-region><text:changed-region text:id="c2"><text:deletion/></text:changed-region><text:changed-region text:id="c3"><text:format-change/></text:changed-region></text:tracked-changes>
        <text:p><office:annotation><text:p>Why?</text:p></office:annotation>x<office:annotation-end/></text:p>
      </office:text></office:body></office:document-content>`,
    });
    const file = await newFile(asInsider, rootId, "minutes.odt", odt, "application/vnd.oasis.opendocument.text");
    expect(file.review_status).toEqual({ insertions: 1, deletions: 1, changes: 1, comments: 1 });
  });

  it("gives null, never a failure, for a zip bomb or a broken document", async () => {
    const bomb = await zipOf({
      "word/document.xml": Buffer.alloc(REVIEW_CAPS.maxInflatedBytes + 1024, "<w:ins>"),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const exploded = await newFile(asInsider, rootId, "bomb.docx", bomb, DOCX);
    expect(exploded.review_status).toBeNull();
    // Under the byte cap but inflating a thousandfold: refused by the ratio.
    const dense = await zipOf({ "word/document.xml": Buffer.alloc(20 * 1024 * 1024, "<w:ins>") });
    expect((await newFile(asInsider, rootId, "dense.docx", dense, DOCX)).review_status).toBeNull();
    const broken = await newFile(asInsider, rootId, "broken.docx", "PK\u0003\u0004 not a zip", DOCX);
    expect(broken.review_status).toBeNull();
  });

  it("answers 404 for another network's id and for external guests in the network's context", async () => {
    const wrong = await asInsider.get(
      `/api/storage/v2/files?context_id=${closed.id}&context_type=network&query=reviewed`,
    );
    expect(wrong.statusCode).toBe(404);
    const bad = await asInsider.get(`/api/storage/v2/files?context_id=${closed.id}&context_type=group&query=other`);
    expect(bad.statusCode).toBe(400);
  });
});
