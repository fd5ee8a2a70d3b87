import net from "node:net";
import { expect } from "vitest";
import type { App } from "../src/app.js";
import type { GroupRow } from "../src/modules/groups/groups.schema.js";
import type { MemberRow } from "../src/modules/members/members.schema.js";
import { createTestApp } from "./app.js";
import { as, type Client, group, member, upload } from "./factories.js";
import { startWopiStandin, type WopiStandin } from "./wopi-standin.js";

// The office tests' world: the app listening on a port, a local stand-in of the office server (wopi-standin.ts)
// serving the discovery and calling the WOPI endpoints with proofs, and members of a closed and an open group.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
export type Json = Record<string, any>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function newFile(client: Client, slug: string, name: string, text: string): Promise<Json> {
  const up = await upload(client, "files", {
    name,
    type: "application/vnd.oasis.opendocument.text",
    data: Buffer.from(text),
  });
  expect(up.statusCode, up.body).toBe(201);
  const root = await client.get(`/api/storage/folders/root?group_slug=${slug}`);
  expect(root.statusCode, root.body).toBe(200);
  const res = await client.post("/api/v1/files", { files: [up.json().id], folder_ids: [root.json().id] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0];
}

export async function session(client: Client, fileId: string, action = "edit") {
  const res = await client.post(`/api/v1/files/${fileId}/wopi/host/${action}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { action_url: string; access_token: string; access_token_ttl: number };
}

export type OfficeWorld = {
  app: App;
  standin: WopiStandin;
  hostUrl: string;
  author: MemberRow;
  insider: MemberRow;
  outsider: MemberRow;
  asAuthor: Client;
  asInsider: Client;
  asOutsider: Client;
  closed: GroupRow;
  open: GroupRow;
  /** The WOPISrc of a file on this app. */
  wopiSrc: (fileId: string) => string;
};

/** Starts the stand-in and the app (1 MB upload limit); the caller closes `standin` after its tests. */
export async function officeWorld(): Promise<OfficeWorld> {
  const standin = await startWopiStandin();
  const port = await freePort();
  const hostUrl = `http://127.0.0.1:${port}`;
  const app = await createTestApp({
    wopi: { discoveryUrl: standin.discoveryUrl, hostUrl, proofKeys: null },
    maxUploadBytes: 1024 * 1024,
  });
  await app.listen({ port, host: "127.0.0.1" });
  const author = await member(app);
  const insider = await member(app);
  const outsider = await member(app);
  return {
    app,
    standin,
    hostUrl,
    author,
    insider,
    outsider,
    asAuthor: await as(app, author),
    asInsider: await as(app, insider),
    asOutsider: await as(app, outsider),
    closed: await group(app, { access: "closed", admin: author, members: [insider] }),
    open: await group(app, { access: "open", admin: author }),
    wopiSrc: (fileId) => `${hostUrl}/api/wopi/files/${fileId}`,
  };
}
