import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { newId } from "../../lib/ids.js";
import type { MemberRow } from "../members/members.schema.js";
import { memberCirculars } from "./circulars.repo.js";
import { circularRecipients, circulars } from "./circulars.schema.js";

/**
 * "My circulars" on a few thousand rows: the received and the sent are each an index walk (no sequential scan, no
 * walk of every circular), and the answer is the one the definition gives: every circular the member received or
 * sent, once, newest first, with their confirmation.
 */
let app: App;
let reader: MemberRow;
let groupId: string;
type Made = { id: string; authorId: string; groupId: string | null; recipients: string[]; confirmed: boolean };
const made: Made[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const people: MemberRow[] = [];
  for (let i = 0; i < 40; i++) people.push(await member(app));
  reader = people[0] as MemberRow;
  groupId = (await group(app, { admin: reader })).id;
  for (let i = 0; i < 3000; i++) {
    const author = people[i % 40] as MemberRow;
    // Each to a fifth of the members but its author; now and then the author is among them too (sent and received).
    const recipients = people.filter((p, j) => (i + j) % 5 === 0 && (p !== author || i % 97 === 0)).map((p) => p.id);
    made.push({
      id: newId(),
      authorId: author.id,
      groupId: i % 3 ? null : groupId,
      recipients,
      confirmed: i % 4 === 0,
    });
  }
  for (let i = 0; i < made.length; i += 500) {
    const chunk = made.slice(i, i + 500);
    await app.ctx.db
      .insert(circulars)
      .values(chunk.map((c) => ({ id: c.id, authorId: c.authorId, groupId: c.groupId, title: `Circular ${c.id}` })));
    await app.ctx.db.insert(circularRecipients).values(
      chunk.flatMap((c) =>
        c.recipients.map((memberId) => ({
          circularId: c.id,
          memberId,
          confirmedAt: c.confirmed ? new Date("2026-01-01T00:00:00Z") : null,
        })),
      ),
    );
  }
  await app.ctx.db.execute(sql`analyze circulars, circular_recipients`);
});

/** The definition: received or sent, newest first (ids are time-ordered), before the cursor. */
function expected(opts: { groupId?: string; before?: string; limit: number }) {
  return made
    .filter((c) => c.recipients.includes(reader.id) || c.authorId === reader.id)
    .filter((c) => (opts.groupId ? c.groupId === opts.groupId : true))
    .filter((c) => (opts.before ? c.id < opts.before : true))
    .sort((a, b) => (a.id < b.id ? 1 : -1))
    .slice(0, opts.limit)
    .map((c) => ({ id: c.id, confirmed: c.recipients.includes(reader.id) && c.confirmed }));
}

async function plan(opts: { groupId?: string; before?: string; limit: number }) {
  const query = memberCirculars(app.ctx.db, reader.id, opts);
  const result = await app.ctx.db.execute(sql`explain select * from ${query} as page`);
  return (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("my circulars on a few thousand rows", () => {
  it("answers as the definition says, across pages, for the network and for a group", async () => {
    for (const scope of [{}, { groupId: "" }]) {
      const base = "groupId" in scope ? { groupId } : {};
      let before: string | undefined;
      for (let page = 0; page < 3; page++) {
        const opts = { ...base, ...(before ? { before } : {}), limit: 21 };
        const rows = await memberCirculars(app.ctx.db, reader.id, opts);
        const want = expected(opts);
        expect(rows.map((r) => ({ id: r.circular.id, confirmed: r.confirmedAt !== null }))).toEqual(want);
        before = rows.at(-1)?.circular.id;
      }
    }
  });

  it("walks the member's recipient rows and the author's circulars along their indexes", async () => {
    const network = await plan({ limit: 21 });
    expect(network).toContain("circular_recipients_member_idx");
    expect(network).toContain("circulars_author_idx");
    expect(network).not.toMatch(/Seq Scan/);
    expect(await plan({ groupId, limit: 21 })).not.toMatch(/Seq Scan/);
  });
});
