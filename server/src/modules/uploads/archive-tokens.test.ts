import { beforeAll, describe, expect, it } from "vitest";
import { chatTestApp } from "../../../test/chat-sockets.js";
import { as, type Client, member, upload } from "../../../test/factories.js";
import { newTextFile, rootFolder } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

/**
 * An archive token opens one zip (docs/security.md, "Kinds of token"): the probe used one twice within its minute.
 * Over real HTTP, so that two uses at the same moment are two requests the server handles side by side.
 */
const chat = chatTestApp();
let app: App;
let baseUrl: string;
let owner: Client;
let ownerMember: MemberRow;

beforeAll(async () => {
  app = chat.app;
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  ownerMember = await member(app);
  owner = await as(app, ownerMember);
});

/** The browser's form post to the one archive route. */
const archive = (token: string) =>
  fetch(`${baseUrl}/api/storage/v2/archive`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `token=${encodeURIComponent(token)}`,
  });

async function expectOneZip(token: string) {
  const answers = await Promise.all([archive(token), archive(token)]);
  const statuses = answers.map((r) => r.status).sort();
  expect(statuses).toEqual([200, 404]);
  const zip = answers.find((r) => r.status === 200) as Response;
  expect(zip.headers.get("content-type")).toBe("application/zip");
  expect(
    Buffer.from(await zip.arrayBuffer())
      .subarray(0, 2)
      .toString(),
  ).toBe("PK");
  const refused = answers.find((r) => r.status === 404) as Response;
  expect(await refused.json()).toEqual({ error: "not_found", message: "Not found." });
  // Nor later within its minute.
  expect((await archive(token)).status).toBe(404);
}

describe("archive tokens", () => {
  it("open the zip of files and folders once: of two uses at the same moment one gets it, the other 404", async () => {
    const top = await rootFolder(owner);
    const file = await newTextFile(owner, top.id, "once.txt");
    const res = await owner.post("/api/v1/file_token", { file_ids: [file.id], folder_ids: [top.id] });
    expect(res.statusCode, res.body).toBe(200);
    await expectOneZip(res.json().token);
  });

  it("open a chat message's zip once", async () => {
    const [a, b] = [ownerMember, await member(app)];
    const ids: string[] = [];
    for (const name of ["one.txt", "two.txt"]) {
      const up = await upload(owner, "files", { name, type: "text/plain", data: Buffer.from(name) });
      expect(up.statusCode, up.body).toBe(201);
      ids.push(up.json().id);
    }
    const msg = await chat.send(await chat.connect(a), a, `member/${b.id}`, "", { file_ids: ids });
    const res = await (await as(app, b)).post("/api/v1/file_token", { chat_message_id: msg.id });
    expect(res.statusCode, res.body).toBe(200);
    await expectOneZip(res.json().token);
  });

  it("leave a download token usable until it expires", async () => {
    const top = await rootFolder(owner);
    const file = await newTextFile(owner, top.id, "viewer.txt", "twice");
    const { token } = (await owner.get(`/api/storage/files/${file.id}/token`)).json();
    const url = `${baseUrl}/api/storage/files/${file.id}/get/viewer.txt?token=${token}`;
    expect((await fetch(url)).status).toBe(200);
    expect(await (await fetch(url)).text()).toBe("twice");
  });
});
