import { encodeAuditFilter } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import { newFolder, newTextFile, rootFolder } from "../../../test/files-helpers.js";
import type { App } from "../../app.js";
import { recordAudit } from "./audit.repo.js";

let app: App;
let adminClient: Client;

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app, { firstName: "Ada", lastName: "Admin" }));
});

type Row = { event_type: string; actor: { name: string } | null; member: { name: string } | null; details: never };
const events = async (filter: object | string, cursor?: string) => {
  const param = typeof filter === "string" ? filter : encodeAuditFilter(filter);
  const res = await adminClient.get(
    `/administration/audit_log/events?filter=${encodeURIComponent(param)}${cursor ? `&cursor=${cursor}` : ""}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: Row[]; next_cursor: string | null; filter: Record<string, unknown> };
};

describe("audit log", () => {
  it("records joining and leaving a group, filtered by type, member and details", async () => {
    const ben = await member(app, { firstName: "Ben", lastName: "Joiner" });
    const g = await group(app);
    const asBen = await as(app, ben);
    expect((await asBen.post(`/api/v1/groups/${g.slug}/join`)).statusCode).toBe(200);
    expect((await asBen.delete(`/api/v1/groups/${g.slug}/join`)).statusCode).toBe(200);
    const page = await events({ event_types: ["GroupJoin", "GroupLeave"], membership_id: ben.id });
    expect(page.events.map((e) => e.event_type)).toEqual(["GroupLeave", "GroupJoin"]);
    expect(page.events[1]).toMatchObject({
      actor: { name: "Ben Joiner" },
      member: { name: "Ben Joiner" },
      details: { name: g.name, how: "open" },
    });
    expect(page.filter).toMatchObject({
      membership_id: ben.id,
      membership_name: "Ben Joiner",
      date_option: "3_months",
    });
    expect((await events({ details: g.name.slice(-6) })).events).toHaveLength(2);
    expect((await events({ event_types: ["FileMove"], membership_id: ben.id })).events).toHaveLength(0);
  });

  it("records publishing, moving and deleting a file, by its actor", async () => {
    const root = await rootFolder(adminClient);
    const target = await newFolder(adminClient, root.id, "Archive");
    const file = await newTextFile(adminClient, root.id, "budget-2026.txt");
    const move = await adminClient.post("/api/storage/files/move", {
      file_ids: [file.id],
      target_folder_id: target.id,
    });
    expect(move.statusCode, move.body).toBe(200);
    expect((await adminClient.delete("/api/storage/files", { file_ids: [file.id] })).statusCode).toBe(200);
    const page = await events({ details: "budget-2026" });
    expect(page.events.map((e) => [e.event_type, e.actor?.name])).toEqual([
      ["FileDestroy", "Ada Admin"],
      ["FileMove", "Ada Admin"],
      ["FilePublish", "Ada Admin"],
    ]);
    expect(page.events[1]?.details).toMatchObject({ name: "budget-2026.txt", to: "Archive" });
  });

  it("commits a join only with its audit row: a refused audit insert rolls the membership back", async () => {
    const g = await group(app);
    const asCy = await as(app, await member(app));
    await app.ctx.database.executeSql(
      "ALTER TABLE audit_events ADD CONSTRAINT test_refuse_join CHECK (event_type <> 'GroupJoin') NOT VALID",
    );
    try {
      const res = await asCy.post(`/api/v1/groups/${g.slug}/join`);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await app.ctx.database.executeSql("ALTER TABLE audit_events DROP CONSTRAINT test_refuse_join");
    }
    expect(
      (await app.ctx.database.executeSql(`select 1 from group_memberships where group_id = '${g.id}'`)).rows,
    ).toEqual([]);
    // And the same join goes through once the audit row can be written.
    expect((await asCy.post(`/api/v1/groups/${g.slug}/join`)).statusCode).toBe(200);
  });

  it("commits a file move only with its audit row", async () => {
    const root = await rootFolder(adminClient);
    const target = await newFolder(adminClient, root.id, "Elsewhere");
    const file = await newTextFile(adminClient, root.id, "stays.txt");
    await app.ctx.database.executeSql(
      "ALTER TABLE audit_events ADD CONSTRAINT test_refuse_move CHECK (event_type <> 'FileMove') NOT VALID",
    );
    try {
      const res = await adminClient.post("/api/storage/files/move", {
        file_ids: [file.id],
        target_folder_id: target.id,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await app.ctx.database.executeSql("ALTER TABLE audit_events DROP CONSTRAINT test_refuse_move");
    }
    expect((await adminClient.get(`/api/v1/files/${file.id}`)).json().folder_id).toBe(root.id);
  });

  it("keeps the default window for invalid dates and a broken parameter, and pages by keyset", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const fallback = await events({ date_option: "custom", start_date: "2026-13-40", end_date: "nope" });
    expect(fallback.filter).toMatchObject({ date_option: "3_months", end_date: expect.any(String) });
    expect((await events("%%%not-base64")).filter).toMatchObject({ date_option: "3_months" });
    const future = await events({ date_option: "custom", start_date: "2021-06-01", end_date: "2999-01-01" });
    expect(future.filter.date_option).toBe("3_months");
    const old = await events({ date_option: "custom", start_date: "2021-06-01", end_date: "2021-06-30" });
    expect(old.filter).toMatchObject({ date_option: "custom", start_date: "2021-06-01" });
    expect(old.events).toHaveLength(0);
    // Today in the administrator's zone: a day either side of UTC's (on 30 November at 23:20 UTC, Berlin's 1 December).
    const daysOff = (Date.parse(String(fallback.filter.end_date)) - Date.parse(today)) / 86_400_000;
    expect(Math.abs(daysOff)).toBeLessThanOrEqual(1);

    for (let i = 0; i < 55; i++)
      await recordAudit(app.ctx.db, {
        type: "PolicySettingUpdate",
        actorId: null,
        subject: { type: "Network", id: null },
        details: { name: `paging-${i}` },
      });
    const first = await events({ event_types: ["PolicySettingUpdate"], details: "paging-" });
    expect(first.events).toHaveLength(50);
    expect(first.next_cursor).not.toBeNull();
    const second = await events({ event_types: ["PolicySettingUpdate"], details: "paging-" }, first.next_cursor ?? "");
    expect(second.events).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    const names = [...first.events, ...second.events].map((e) => (e.details as { name: string }).name);
    expect(new Set(names).size).toBe(55);
  });

  it("answers 403 to members and 400 to a malformed cursor", async () => {
    const res = await (await as(app, await member(app))).get("/administration/audit_log/events");
    expect(res.statusCode).toBe(403);
    expect((await adminClient.get("/administration/audit_log/events?cursor=x")).statusCode).toBe(400);
  });
});

describe("audit log: hostile filters", () => {
  it("drops a details text with a NUL and answers the default filter", async () => {
    const page = await events({ details: "a\u0000b" });
    expect(page.filter.details).toBeUndefined();
  });
});
