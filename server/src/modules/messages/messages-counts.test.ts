import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import { members } from "../members/members.schema.js";
import { mailboxEntries } from "./messages.schema.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const send = async (from: Client, body: Record<string, unknown>) => {
  const res = await from.post("/api/v1/messages", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

async function _three(): Promise<[MemberRow, MemberRow, MemberRow, Client, Client, Client]> {
  const a = await member(app);
  const b = await member(app);
  const c = await member(app);
  return [a, b, c, await as(app, a), await as(app, b), await as(app, c)];
}

async function exact(memberId: string, folder: "inbox" | "sent") {
  const [row] = await app.ctx.db
    .select({ n: count() })
    .from(mailboxEntries)
    .where(
      and(eq(mailboxEntries.memberId, memberId), eq(mailboxEntries.folder, folder), eq(mailboxEntries.deleted, false)),
    );
  return row?.n ?? 0;
}

/** Each member's inbox and sent folder over HTTP: the page's total and pages match the exact count. */
async function expectCounts(people: [MemberRow, Client][]) {
  for (const [m, client] of people) {
    for (const [folder, path] of [
      ["inbox", "/api/v1/messages"],
      ["sent", "/api/v1/messages/sent"],
    ] as const) {
      const n = await exact(m.id, folder);
      const res = await client.get(`${path}`);
      expect(res.statusCode, res.body).toBe(200);
      const meta = res.json().meta;
      expect(meta, `${folder} of ${m.email}`).toMatchObject({
        total_count: n,
        total_pages: Math.max(1, Math.ceil(n / meta.per_page)),
      });
      // A page past the end still says how many there are.
      expect((await client.get(`${path}?page=50`)).json().meta.total_count).toBe(n);
    }
  }
}

describe("messages: the folders' kept counts", () => {
  it("equal the exact count through sending, replies, group messages, deleting, re-receiving and a member's deletion", async () => {
    const [a, b, c] = [await member(app), await member(app), await member(app)];
    const [asA, asB, asC] = [await as(app, a), await as(app, b), await as(app, c)];
    const people: [MemberRow, Client][] = [
      [a, asA],
      [b, asB],
      [c, asC],
    ];
    await expectCounts(people);
    const first = await send(asA, { to: [b.id, c.id], subject: "One", content: "<p>1</p>" });
    const second = await send(asA, { to: [b.id], subject: "Two", content: "<p>2</p>" });
    await send(asA, { to: [c.id], subject: "Three", content: "<p>3</p>" });
    await expectCounts(people);
    // A reply stays in its conversation: no new copy for anyone already holding it.
    await send(asB, { to: [a.id], subject: "Re: One", content: "<p>r</p>", conversation_starter_id: first.id });
    await expectCounts(people);
    const g = await group(app, { admin: a, members: [b, c] });
    await send(asA, { to_group: [g.id], subject: "Everyone", content: "<p>g</p>" });
    await expectCounts(people);
    // Deleting one, then several at once; deleting again changes nothing.
    expect((await asB.delete(`/api/v1/messages/${second.id}`)).statusCode).toBe(204);
    await expectCounts(people);
    expect((await asC.delete("/api/v1/messages/delete", { message_ids: [first.id, second.id] })).statusCode).toBe(204);
    expect((await asB.delete(`/api/v1/messages/${second.id}`)).statusCode).toBe(404);
    expect((await asA.delete(`/api/v1/messages/sent/${second.id}`)).statusCode).toBe(204);
    await expectCounts(people);
    // A new message in a deleted conversation brings the copy back.
    await send(asA, { to: [b.id], subject: "Re: Two", content: "<p>again</p>", conversation_starter_id: second.id });
    await expectCounts(people);
    // Reading does not change the counts.
    expect((await asB.post("/api/v1/messages/read", { message_ids: [first.id] })).statusCode).toBe(204);
    await expectCounts(people);
    // A member deleted: their copies go, the others' counts stay exact.
    await app.ctx.db.delete(members).where(eq(members.id, c.id));
    await expectCounts(people.slice(0, 2));
  });
});
