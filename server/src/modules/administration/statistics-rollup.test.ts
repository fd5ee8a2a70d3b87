import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { rollUpStatistics } from "./statistics-rollup.service.js";

let app: App;
let adminClient: Client;
let groupAdminClient: Client;
let groupSlug = "";

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** Posts (network and group) and members spread over the last 400 days, some days with several, most with none. */
async function spreadContent(authors: Client[], groupId: string, days: number[]) {
  for (const [i, offset] of days.entries()) {
    const author = authors[i % authors.length];
    const post = await author?.post("/api/v1/activities", {
      ...(i % 2 ? { stream: "all" } : { group_id: groupId }),
      object_type: "note",
      content: `<p>post ${i}</p>`,
    });
    expect(post?.statusCode, post?.body).toBe(201);
    const id = post?.json().id as string;
    await app.ctx.db.execute(
      sql`update activities set created_at = now() + ${offset} * interval '1 day' - ${i} * interval '17 minutes' where id = ${id}`,
    );
  }
}

const RANGES = [
  "date_option=7_days",
  "date_option=30_days",
  "date_option=3_months",
  "date_option=6_months",
  "date_option=12_months",
  // A custom range starting and ending inside weeks and months (partial buckets at both edges).
  `date_option=custom&start_date=${day(-200)}&end_date=${day(-3)}`,
  `date_option=custom&start_date=${day(-45)}&end_date=${day(-1)}`,
  `date_option=custom&start_date=${day(-20)}&end_date=${day(0)}`,
];

async function answers() {
  const out: unknown[] = [];
  for (const q of RANGES) {
    for (const [client, path] of [
      [adminClient, "/administration/statistics"],
      [groupAdminClient, `/groups/${groupSlug}/administration/statistics`],
    ] as const) {
      const res = await client.get(`${path}?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      out.push({ q, path, body: res.json() });
    }
  }
  return out;
}

/** The same requests counted live: the rollup set aside (its rows stay; the scopes read as not rolled up). */
async function liveAnswers() {
  const saved = (await app.ctx.db.execute(
    sql`select zone, scope, rolled_until::text as d from statistics_rollup_scopes`,
  )) as unknown as { rows: { zone: string; scope: string; d: string | null }[] };
  await app.ctx.db.execute(sql`update statistics_rollup_scopes set rolled_until = null`);
  const out = await answers();
  for (const row of saved.rows)
    await app.ctx.db.execute(
      sql`update statistics_rollup_scopes set rolled_until = ${row.d}::date where zone = ${row.zone} and scope = ${row.scope}`,
    );
  return out;
}

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
  const groupAdmin = await member(app);
  const others = [await member(app), await member(app), await member(app)];
  const g = await group(app, { admin: groupAdmin, members: others });
  groupSlug = g.slug;
  groupAdminClient = await as(app, groupAdmin);
  // Members and group memberships joined on different days.
  for (const [i, m] of [groupAdmin, ...others].entries()) {
    await app.ctx.db.execute(
      sql`update members set created_at = now() - ${i * 37 + 2} * interval '1 day' where id = ${m.id}`,
    );
    await app.ctx.db.execute(
      sql`update group_memberships set created_at = now() - ${i * 41 + 1} * interval '1 day' where member_id = ${m.id}`,
    );
  }
  const authors = [groupAdminClient, ...(await Promise.all(others.map((m) => as(app, m))))];
  await spreadContent(authors, g.id, [-390, -200, -200, -120, -95, -64, -40, -31, -30, -14, -8, -7, -7, -3, -1, 0, 0]);
});

describe("statistics' daily rollup", () => {
  it("answers the same series as the live count, for the network and a group, before and after changes", async () => {
    const live = await answers();
    await rollUpStatistics(app.ctx, new Date());
    const rolled = (await app.ctx.db.execute(sql`select count(*)::int as n from statistics_rollups`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rolled.rows[0]?.n).toBeGreaterThan(10);
    expect(await answers()).toEqual(live);

    // Changes today (counted live on top of the rollup) and on days already rolled up (taken at the next run).
    const [author] = [groupAdminClient];
    const post = await author.post("/api/v1/activities", { stream: "all", object_type: "note", content: "<p>now</p>" });
    expect(post.statusCode, post.body).toBe(201);
    await member(app);
    expect(await answers()).toEqual(await liveAnswers());
    await app.ctx.db.execute(
      sql`update activities set created_at = now() - interval '50 days' where id = ${post.json().id}`,
    );
    await app.ctx.db.execute(sql`update statistics_rollup_scopes set rolled_until = rolled_until - 1`);
    await rollUpStatistics(app.ctx, new Date());
    expect(await answers()).toEqual(await liveAnswers());
  });
});
