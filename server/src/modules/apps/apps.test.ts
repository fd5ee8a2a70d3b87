import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { initialRanks, rankBetween } from "./rank.js";

let app: App;
let adminClient: Client;
let alice: MemberRow;
let aliceClient: Client;
let bob: MemberRow;
let outsider: MemberRow;
let outsiderClient: Client;

const fields = [
  { name: "title", label: "Title", type: "text", required: true },
  { name: "notes", label: "Notes", type: "rich_text" },
  { name: "due", label: "Due", type: "date" },
  {
    name: "status",
    label: "Status",
    type: "selection",
    options: [
      { id: "todo", label: "To do" },
      { id: "doing", label: "Doing" },
      { id: "done", label: "Done" },
    ],
  },
  { name: "owners", label: "Owners", type: "member" },
  { name: "tags", label: "Tags", type: "tag" },
  { name: "urgent", label: "Urgent", type: "checkbox" },
];

const defineApp = async (c: Client, extra: Record<string, unknown> = {}) => {
  const res = await c.post("/api/v1/apps", {
    name: `Board ${Math.random().toString(36).slice(2, 8)}`,
    fields,
    collection_layout: { view: "wall", column_property: "status" },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { slug: string; id: string };
};

const addItem = async (c: Client, slug: string, values: Record<string, unknown>) => {
  const res = await c.post(`/api/v1/apps/${slug}/items`, { values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; position: string; values: Record<string, unknown> };
};

const column = async (c: Client, slug: string, status: string) =>
  (await c.get(`/api/v1/apps/${slug}/items?view=wall`))
    .json()
    .items.filter((i: { values: { status?: string } }) => i.values.status === status)
    .map((i: { values: { title: string } }) => i.values.title);

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
  alice = await member(app);
  aliceClient = await as(app, alice);
  bob = await member(app);
  outsider = await member(app);
  outsiderClient = await as(app, outsider);
});

describe("ranks", () => {
  it("always finds a rank strictly between two, and after the last", () => {
    const ranks = initialRanks(50);
    for (let i = 1; i < ranks.length; i++) expect((ranks[i - 1] as string) < (ranks[i] as string)).toBe(true);
    let low = "";
    let high: string | null = "1";
    for (let i = 0; i < 200; i++) {
      const mid = rankBetween(low, high);
      expect(mid > low && (high === null || mid < high)).toBe(true);
      if (i % 2) low = mid;
      else high = mid;
    }
    expect(rankBetween("a", "a") > "a").toBe(true);
  });
});

describe("apps and items", () => {
  it("lets network administrators define apps, lists them for members and in the userbar when flagged", async () => {
    const refused = await aliceClient.post("/api/v1/apps", { name: "Mine", fields });
    expect(refused.statusCode).toBe(403);
    const board = await defineApp(adminClient, { show_in_userbar: true });
    const hidden = await defineApp(adminClient);
    const all = (await aliceClient.get("/apps")).json().apps.map((a: { slug: string }) => a.slug);
    expect(all).toEqual(expect.arrayContaining([board.slug, hidden.slug]));
    const userbar = (await aliceClient.get("/apps?filter=show_in_userbar"))
      .json()
      .apps.map((a: { slug: string }) => a.slug);
    expect(userbar).toContain(board.slug);
    expect(userbar).not.toContain(hidden.slug);
    expect((await aliceClient.get(`/api/v1/apps/${board.slug}`)).json().can).toEqual({
      manage: false,
      create_items: true,
    });
  });

  it("refuses definitions that do not hold together", async () => {
    const res = await adminClient.post("/api/v1/apps", {
      name: "Broken",
      fields: [fields[0], fields[0], { name: "s", label: "S", type: "selection" }],
      collection_layout: { column_property: "title" },
      item_layout: {
        type: "custom",
        tabs: [
          { name: "One", layout: "a", columns: { a: [{ field: "title" }], b: [{ field: "s" }] } },
          { name: "Two", layout: "ab", columns: { a: [{ field: "title" }] } },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining([
        "fields.1.name",
        "fields.2.options",
        "column_property",
        "tabs.0.columns.b",
        "tabs.1.columns.a.0.field",
      ]),
    );
  });

  it("checks item values against the field types (422 keyed by field)", async () => {
    const { slug } = await defineApp(adminClient);
    const res = await aliceClient.post(`/api/v1/apps/${slug}/items`, {
      values: {
        notes: true,
        due: "2026-02-30",
        status: "nope",
        owners: ["0123456789abcdef01234567"],
        urgent: "yes",
        unknown: "x",
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ["can't be blank"],
      notes: ["is invalid"],
      due: ["is not a valid date"],
      status: ["is invalid"],
      owners: ["contains unknown members"],
      urgent: ["is invalid"],
      unknown: ["is invalid"],
    });
    const item = await addItem(aliceClient, slug, {
      title: "  Write the plan ",
      notes: "<p>Plan <script>alert(1)</script><b>now</b></p>",
      owners: [bob.id, alice.id],
      tags: ["#Q3", "Budget"],
      urgent: true,
    });
    expect(item.values).toMatchObject({ title: "Write the plan", tags: ["q3", "budget"], urgent: true });
    expect(item.values.notes).not.toContain("script");
    const shown = (await aliceClient.get(`/api/v1/apps/${slug}/items/${item.id}`)).json();
    expect(shown.memberships.map((m: { id: string }) => m.id)).toEqual([bob.id, alice.id]);
    expect(shown.tags).toEqual([
      { id: "q3", name: "q3" },
      { id: "budget", name: "budget" },
    ]);
    expect(shown.description).toBe("Plan now");
    // filters by tag and assignee
    await addItem(aliceClient, slug, { title: "Other" });
    const titles = async (q: string) =>
      (await aliceClient.get(`/api/v1/apps/${slug}/items?${q}`)).json().items.map((i: { title: string }) => i.title);
    expect(await titles("tag=budget")).toEqual(["Write the plan"]);
    expect(await titles(`assignee_id=${bob.id}`)).toEqual(["Write the plan"]);
    expect(await titles(`assignee_id=${outsider.id}`)).toEqual([]);
  });

  it("moves a card within and between columns by writing the moved row alone, and tells the readers", async () => {
    const { slug, id: appId } = await defineApp(adminClient);
    const a = await addItem(aliceClient, slug, { title: "A", status: "todo" });
    const b = await addItem(aliceClient, slug, { title: "B", status: "todo" });
    const c = await addItem(aliceClient, slug, { title: "C", status: "todo" });
    const d = await addItem(aliceClient, slug, { title: "D", status: "doing" });
    const publish = vi.spyOn(app.ctx.realtime, "publish");
    const move = (id: string, body: Record<string, unknown>) =>
      aliceClient.post(`/api/v1/apps/${slug}/items/${id}/move`, body);

    expect((await move(c.id, { insert_after_id: null })).statusCode).toBe(200);
    expect(await column(aliceClient, slug, "todo")).toEqual(["C", "A", "B"]);
    expect((await move(c.id, { insert_after_id: a.id })).statusCode).toBe(200);
    expect(await column(aliceClient, slug, "todo")).toEqual(["A", "C", "B"]);
    const across = await move(a.id, { insert_after_id: d.id, values: { status: "doing" } });
    expect(across.statusCode, across.body).toBe(200);
    expect(await column(aliceClient, slug, "doing")).toEqual(["D", "A"]);
    expect(await column(aliceClient, slug, "todo")).toEqual(["C", "B"]);
    expect((await move(b.id, { insert_after_id: null, values: { status: "done" } })).statusCode).toBe(200);
    expect(await column(aliceClient, slug, "done")).toEqual(["B"]);
    // to the unassigned column
    expect((await move(b.id, { insert_after_id: null, values: { status: null } })).statusCode).toBe(200);
    expect((await aliceClient.get(`/api/v1/apps/${slug}/items/${b.id}`)).json().values.status).toBeUndefined();
    expect(publish).toHaveBeenCalledWith(`apps:${appId}`, "item", { item_id: a.id, kind: "changed" });
    publish.mockRestore();

    // an anchor of another column, or another field than the column, is refused
    expect((await move(c.id, { insert_after_id: d.id })).statusCode).toBe(422);
    expect((await move(c.id, { insert_after_id: null, values: { title: "X" } })).statusCode).toBe(422);
    // many moves into the same gap keep the order
    for (let i = 0; i < 30; i++) {
      await move(i % 2 ? c.id : d.id, { insert_after_id: a.id, values: { status: "doing" } });
    }
    // the last move put C right after A
    expect(await column(aliceClient, slug, "doing")).toEqual(["A", "C", "D"]);
  });

  it("archives and restores; a card with an admin-only column moves only for the app's administrators", async () => {
    const adminOnly = fields.map((f) => (f.name === "status" ? { ...f, admin_only: true } : f));
    const { slug } = await defineApp(adminClient, { fields: adminOnly });
    const a = await addItem(aliceClient, slug, { title: "A" });
    const b = await addItem(adminClient, slug, { title: "B", status: "todo" });
    const refused = await aliceClient.post(`/api/v1/apps/${slug}/items/${a.id}/move`, {
      insert_after_id: b.id,
      values: { status: "todo" },
    });
    expect(refused.statusCode).toBe(403);
    expect((await aliceClient.get(`/api/v1/apps/${slug}/items/${a.id}`)).json().values.status).toBeUndefined();
    const archived = (await aliceClient.post(`/api/v1/apps/${slug}/items/${a.id}/archive`)).json();
    expect(archived).toMatchObject({ archived: true, archived_by: { id: alice.id } });
    expect((await aliceClient.get(`/api/v1/apps/${slug}/items`)).json().items.map((i: { id: string }) => i.id)).toEqual(
      [b.id],
    );
    expect(
      (await aliceClient.get(`/api/v1/apps/${slug}/items?archived=true`)).json().items.map((i: { id: string }) => i.id),
    ).toEqual([a.id]);
    expect((await aliceClient.post(`/api/v1/apps/${slug}/items/${a.id}/restore`)).json().archived).toBe(false);
    expect((await aliceClient.delete(`/api/v1/apps/${slug}/items/${a.id}`)).statusCode).toBe(403);
    expect((await adminClient.delete(`/api/v1/apps/${slug}/items/${a.id}`)).statusCode).toBe(204);
  });

  it("hides a closed group's app from a member of another group by every path", async () => {
    const groupAdmin = await member(app);
    const groupAdminClient = await as(app, groupAdmin);
    const closed = await group(app, { admin: groupAdmin, access: "closed", members: [alice] });
    const { slug, id } = await defineApp(groupAdminClient, { group_id: closed.id, show_in_userbar: true });
    const item = await addItem(aliceClient, slug, { title: "Secret", status: "todo" });
    const other = await addItem(aliceClient, slug, { title: "Other", status: "todo" });

    expect((await aliceClient.get(`/apps?group_id=${closed.id}`)).json().apps).toHaveLength(1);
    expect((await outsiderClient.get(`/apps?group_id=${closed.id}`)).json().apps).toEqual([]);
    expect((await outsiderClient.get("/apps")).json().apps.map((a: { id: string }) => a.id)).not.toContain(id);
    const paths: [string, string, unknown?][] = [
      ["GET", `/api/v1/apps/${slug}`],
      ["PUT", `/api/v1/apps/${slug}`, { name: "Mine", fields }],
      ["DELETE", `/api/v1/apps/${slug}`],
      ["GET", `/api/v1/apps/${slug}/items`],
      ["POST", `/api/v1/apps/${slug}/items`, { values: { title: "Mine" } }],
      ["GET", `/api/v1/apps/${slug}/items/${item.id}`],
      ["PUT", `/api/v1/apps/${slug}/items/${item.id}`, { values: { title: "Mine" } }],
      ["DELETE", `/api/v1/apps/${slug}/items/${item.id}`],
      ["POST", `/api/v1/apps/${slug}/items/${item.id}/archive`],
      ["POST", `/api/v1/apps/${slug}/items/${item.id}/restore`],
      ["POST", `/api/v1/apps/${slug}/items/${item.id}/move`, { insert_after_id: other.id, values: { status: "done" } }],
    ];
    for (const [method, url, payload] of paths) {
      const res = await outsiderClient.request({
        method: method as "GET",
        url,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await outsiderClient.post("/api/v1/apps", { name: "X", fields, group_id: closed.id })).statusCode).toBe(
      404,
    );
    expect((await aliceClient.get(`/api/v1/apps/${slug}/items/${item.id}`)).json().values.title).toBe("Secret");
    const allowed = app.ctx.modules.topicAccess.get("apps");
    expect(await allowed?.allowed(app.ctx.db, outsider, [id])).toEqual(new Set());
    expect(await allowed?.allowed(app.ctx.db, alice, [id])).toEqual(new Set([id]));
    // group members may write; its administrators define
    expect((await aliceClient.put(`/api/v1/apps/${slug}`, { name: "Mine", fields })).statusCode).toBe(403);
  });

  it("mails members assigned and unassigned through the e-mail integration", async () => {
    const { slug } = await defineApp(adminClient, {
      integrations: {
        email: {
          field: "owners",
          on_assign: { subject: "You own {{title}}", text: "{{actor}} gave you {{title}} in {{app}}." },
          on_unassign: { subject: "No longer yours: {{title}}", text: "Bye" },
        },
      },
    });
    const item = await addItem(aliceClient, slug, { title: "Roadmap", owners: [bob.id, alice.id] });
    await expect
      .poll(async () =>
        (await app.ctx.db.select().from(outboxMails)).filter((m) => m.to === bob.email).map((m) => m.subject),
      )
      .toContain("You own Roadmap");
    expect((await app.ctx.db.select().from(outboxMails)).filter((m) => m.to === alice.email)).toEqual([]);
    await aliceClient.put(`/api/v1/apps/${slug}/items/${item.id}`, { values: { owners: [] } });
    await expect
      .poll(async () =>
        (await app.ctx.db.select().from(outboxMails)).filter((m) => m.to === bob.email).map((m) => m.subject),
      )
      .toContain("No longer yours: Roadmap");
  });
});

describe("search", () => {
  it("finds items of readable apps by their values, and none of a closed group's app for others", async () => {
    const { slug } = await defineApp(adminClient);
    const word = `zebracorn${Date.now()}`;
    await addItem(aliceClient, slug, { title: `Feed the ${word}`, status: "todo" });
    const groupAdmin = await member(app);
    const closed = await group(app, { admin: groupAdmin, access: "closed" });
    const hidden = await defineApp(await as(app, groupAdmin), { group_id: closed.id });
    await addItem(await as(app, groupAdmin), hidden.slug, { title: `Hidden ${word}` });
    const found = async (c: Client) =>
      (await c.get(`/search?q=${word}&module=items`)).json().items.hits.map((h: { title: string }) => h.title);
    expect(await found(aliceClient)).toEqual([`Feed the ${word}`]);
    expect(await found(outsiderClient)).toEqual([`Feed the ${word}`]);
    expect((await found(adminClient)).sort()).toEqual([`Feed the ${word}`, `Hidden ${word}`].sort());
  });
});
