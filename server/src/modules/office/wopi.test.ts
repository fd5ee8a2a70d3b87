import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, group, member } from "../../../test/factories.js";
import { newFile, type OfficeWorld, officeWorld, session } from "../../../test/office-helpers.js";
import { startWopiStandin } from "../../../test/wopi-standin.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { members } from "../members/members.schema.js";
import { parseDiscovery } from "./discovery.js";

// The WOPI endpoints through a real exchange with the office stand-in: access tokens, locks, proofs, and the
// endpoints of a server without an office.
let app: App;
let standin: OfficeWorld["standin"];
let author: MemberRow;
let insider: MemberRow;
let asAuthor: Client;
let asInsider: Client;
let closed: GroupRow;
let wopiSrc: OfficeWorld["wopiSrc"];

beforeAll(async () => {
  ({ app, standin, author, insider, asAuthor, asInsider, closed, wopiSrc } = await officeWorld());
});

afterAll(async () => {
  await standin?.close();
});

describe("WOPI access tokens", () => {
  it("refuses a missing, unknown or expired token and a token of another file", async () => {
    const a = await newFile(asAuthor, closed.slug, "a1.odt", "A");
    const b = await newFile(asAuthor, closed.slug, "b1.odt", "B");
    const s = await session(asInsider, a.id);
    expect((await fetch(wopiSrc(a.id))).status).toBe(401);
    expect((await standin.call(wopiSrc(a.id), "not-a-token")).status).toBe(401);
    expect((await standin.call(wopiSrc(b.id), s.access_token)).status).toBe(401);
    expect((await standin.call(`${wopiSrc(b.id)}/contents`, s.access_token)).status).toBe(401);
    const expired = await session(asInsider, a.id);
    await app.ctx.database.executeSql(
      `update office_access_tokens set expires_at = now() - interval '1 minute' where member_id = '${insider.id}'`,
    );
    expect((await standin.call(wopiSrc(a.id), expired.access_token)).status).toBe(401);
  });

  it("re-checks the member on every call: one who left the group gets 404, a locked member 401", async () => {
    const leaver = await member(app);
    const g = await group(app, { access: "closed", admin: author, members: [leaver] });
    const file = await newFile(asAuthor, g.slug, "c.odt", "C");
    const asLeaver = await as(app, leaver);
    const s = await session(asLeaver, file.id);
    expect((await standin.call(wopiSrc(file.id), s.access_token)).status).toBe(200);
    expect((await asLeaver.delete(`/api/v1/groups/${g.slug}/join`)).statusCode).toBeLessThan(300);
    expect((await standin.call(wopiSrc(file.id), s.access_token)).status).toBe(404);
    expect((await standin.call(`${wopiSrc(file.id)}/contents`, s.access_token)).status).toBe(404);

    const locked = await member(app);
    const g2 = await group(app, { access: "closed", admin: author, members: [locked] });
    const file2 = await newFile(asAuthor, g2.slug, "d.odt", "D");
    const s2 = await session(await as(app, locked), file2.id);
    await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
    expect((await standin.call(wopiSrc(file2.id), s2.access_token)).status).toBe(401);
  });
});

describe("WOPI locks", () => {
  const post = (fileId: string, token: string, headers: Record<string, string>) =>
    standin.call(wopiSrc(fileId), token, { method: "POST", headers });

  it("locks, refuses another lock with the current one in X-WOPI-Lock, refreshes, relocks and unlocks", async () => {
    const file = await newFile(asAuthor, closed.slug, "locks.odt", "L");
    const { access_token: t } = await session(asInsider, file.id);
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "A" })).status).toBe(200);
    // Locking again with the same lock refreshes it.
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "A" })).status).toBe(200);
    const other = await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "B" });
    expect(other.status).toBe(409);
    expect(other.headers.get("x-wopi-lock")).toBe("A");
    const got = await post(file.id, t, { "X-WOPI-Override": "GET_LOCK" });
    expect(got.status).toBe(200);
    expect(got.headers.get("x-wopi-lock")).toBe("A");
    expect((await post(file.id, t, { "X-WOPI-Override": "REFRESH_LOCK", "X-WOPI-Lock": "A" })).status).toBe(200);
    const badRefresh = await post(file.id, t, { "X-WOPI-Override": "REFRESH_LOCK", "X-WOPI-Lock": "B" });
    expect(badRefresh.status).toBe(409);
    expect(badRefresh.headers.get("x-wopi-lock")).toBe("A");
    const put = await standin.call(`${wopiSrc(file.id)}/contents`, t, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT", "X-WOPI-Lock": "B" },
      body: "nope",
    });
    expect(put.status).toBe(409);
    expect(put.headers.get("x-wopi-lock")).toBe("A");
    const relock = await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "C", "X-WOPI-OldLock": "A" });
    expect(relock.status).toBe(200);
    expect((await post(file.id, t, { "X-WOPI-Override": "GET_LOCK" })).headers.get("x-wopi-lock")).toBe("C");
    const wrongUnlock = await post(file.id, t, { "X-WOPI-Override": "UNLOCK", "X-WOPI-Lock": "A" });
    expect(wrongUnlock.status).toBe(409);
    expect(wrongUnlock.headers.get("x-wopi-lock")).toBe("C");
    expect((await post(file.id, t, { "X-WOPI-Override": "UNLOCK", "X-WOPI-Lock": "C" })).status).toBe(200);
    expect((await post(file.id, t, { "X-WOPI-Override": "GET_LOCK" })).headers.get("x-wopi-lock")).toBe("");
    // Nothing of this changed the file.
    expect((await asAuthor.get(`/api/v1/files/${file.id}`)).json().version.major).toBe(1);
  });

  it("refuses a save of an unlocked, non-empty file, an unknown override and a missing lock", async () => {
    const file = await newFile(asAuthor, closed.slug, "unlocked.odt", "U");
    const { access_token: t } = await session(asInsider, file.id);
    const put = await standin.call(`${wopiSrc(file.id)}/contents`, t, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT" },
      body: "x",
    });
    expect(put.status).toBe(409);
    expect(put.headers.get("x-wopi-lock")).toBe("");
    expect((await post(file.id, t, { "X-WOPI-Override": "PUT_RELATIVE" })).status).toBe(501);
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK" })).status).toBe(400);
  });

  it("refuses a save larger than the upload limit with 413 and keeps the version", async () => {
    const file = await newFile(asAuthor, closed.slug, "big.odt", "B");
    const { access_token: t } = await session(asInsider, file.id);
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "A" })).status).toBe(200);
    const big = Buffer.alloc(app.ctx.config.maxUploadBytes + 1, 0x61);
    const put = await standin.call(`${wopiSrc(file.id)}/contents`, t, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT", "X-WOPI-Lock": "A" },
      body: big,
    });
    expect(put.status).toBe(413);
    // Streamed without Content-Length: cut off at the limit while it arrives.
    const chunk = new Uint8Array(64 * 1024).fill(0x62);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > app.ctx.config.maxUploadBytes) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const chunked = await standin.call(`${wopiSrc(file.id)}/contents`, t, {
      method: "POST",
      headers: { "X-WOPI-Override": "PUT", "X-WOPI-Lock": "A" },
      body: stream,
    });
    expect(chunked.status).toBe(413);
    expect((await asAuthor.get(`/api/v1/files/${file.id}`)).json().version.major).toBe(1);
  });

  it("answers 409 to writes on a file finalized or locked by another member since the session began", async () => {
    const file = await newFile(asAuthor, closed.slug, "later.odt", "L");
    const { access_token: t } = await session(asInsider, file.id);
    expect((await asAuthor.put(`/api/storage/files/${file.id}/lock`, {})).statusCode).toBe(200);
    expect((await post(file.id, t, { "X-WOPI-Override": "LOCK", "X-WOPI-Lock": "A" })).status).toBe(409);
    expect((await standin.call(wopiSrc(file.id), t)).status).toBe(200);
  });
});

describe("WOPI proofs", () => {
  it("refuses calls without a proof, with a forged one or a stale one; accepts the old key's", async () => {
    const file = await newFile(asAuthor, closed.slug, "proof.odt", "P");
    const { access_token: t } = await session(asInsider, file.id);
    expect((await standin.call(wopiSrc(file.id), t, {}, { key: "none" })).status).toBe(401);
    expect((await standin.call(wopiSrc(file.id), t, {}, { key: "forged" })).status).toBe(401);
    expect((await standin.call(wopiSrc(file.id), t, {}, { at: Date.now() - 21 * 60_000 })).status).toBe(401);
    expect((await standin.call(wopiSrc(file.id), t, {}, { at: Date.now() + 60 * 60_000 })).status).toBe(401);
    expect((await standin.call(wopiSrc(file.id), t, {}, { key: "old" })).status).toBe(200);
    expect((await standin.call(wopiSrc(file.id), t, {}, { at: Date.now() - 10 * 60_000 })).status).toBe(200);
  });

  it("reads a proof key published only as a CryptoAPI blob", async () => {
    const blobOnly = await startWopiStandin({ keyFormat: "value" });
    try {
      const xml = await (await fetch(blobOnly.discoveryUrl)).text();
      const discovery = parseDiscovery(xml);
      expect(discovery.proofKeys.current?.asymmetricKeyType).toBe("rsa");
      expect(discovery.proofKeys.old?.asymmetricKeyType).toBe("rsa");
      expect(discovery.actions.some((a) => a.ext === "docx" && a.name === "edit")).toBe(true);
    } finally {
      await blobOnly.close();
    }
  });
});

describe("unconfigured", () => {
  it("is off: no actions, no sessions, WOPI endpoints 404, the preload says so", async () => {
    const off = await createTestApp();
    const owner = await member(off);
    const asOwner = await as(off, owner);
    const g = await group(off, { access: "closed", admin: owner });
    const file = await newFile(asOwner, g.slug, "off.odt", "x");
    expect((await asOwner.get(`/files/${file.id}/wopi/actions`)).json()).toEqual([]);
    expect((await asOwner.post(`/api/v1/files/${file.id}/wopi/host/view`)).statusCode).toBe(404);
    expect((await anonymous(off).get(`/api/wopi/files/${file.id}?access_token=x`)).statusCode).toBe(404);
    expect((await asOwner.get("/api/v1/network")).json().config.office).toEqual({ wopi: { enabled: false } });
  });
});
