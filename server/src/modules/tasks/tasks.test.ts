import { TASKS_PER_PAGE } from "@intranet/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { tasks } from "./tasks.schema.js";

const body = (title: string, extra: Record<string, unknown> = {}) => ({ task: { title, ...extra } });
const ids = (list: { tasks: { id: string }[] }) => list.tasks.map((t) => t.id);

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

describe("tasks", () => {
  it("requires a signed-in member", async () => {
    const visitor = anonymous(app);
    expect((await visitor.get("/api/v1/tasks")).statusCode).toBe(401);
    expect((await visitor.post("/api/v1/tasks", body("X"))).statusCode).toBe(401);
    expect((await visitor.get("/api/v1/task_notes")).statusCode).toBe(401);
  });

  it("assigns a personal task; the assignee accepts or declines, stars and archives it", async () => {
    const boss = await member(app);
    const helper = await member(app);
    const stranger = await member(app);
    const asBoss = await as(app, boss);
    const asHelper = await as(app, helper);
    const asStranger = await as(app, stranger);

    const created = await asBoss.post(
      "/api/v1/tasks",
      body("Order chairs", { description: "Twelve of them", due_on: "2030-05-01", assignee_ids: [helper.id] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const t = created.json();
    expect(t).toMatchObject({
      title: "Order chairs",
      description: "Twelve of them",
      due_on: "2030-05-01",
      creator: { id: boss.id },
      group: null,
      assignees: [{ member: { id: helper.id }, state: "open" }],
      my_state: null,
      starred: false,
      archived: false,
      path: `/tasks/${t.id}`,
      can: { update: true, destroy: true, archive: true, respond: false },
    });
    expect(ids((await asBoss.get("/api/v1/tasks?filter=my")).json())).toContain(t.id);
    expect(ids((await asHelper.get("/api/v1/tasks?filter=assigned")).json())).toContain(t.id);
    expect(ids((await asHelper.get("/api/v1/tasks?filter=my")).json())).not.toContain(t.id);

    // A member who is neither creator nor assignee finds it by no path.
    expect((await asStranger.get(`/api/v1/tasks/${t.id}`)).statusCode).toBe(404);
    for (const filter of ["my", "assigned", "declined", "starred", "archive"])
      expect(ids((await asStranger.get(`/api/v1/tasks?filter=${filter}`)).json())).not.toContain(t.id);
    expect((await asStranger.post(`/api/v1/tasks/${t.id}/accept`)).statusCode).toBe(404);
    expect((await asStranger.put(`/api/v1/tasks/${t.id}/star`)).statusCode).toBe(404);
    expect((await asStranger.post(`/api/v1/tasks/${t.id}/archive`)).statusCode).toBe(404);
    expect((await asStranger.put(`/api/v1/tasks/${t.id}`, body("Mine"))).statusCode).toBe(404);
    expect((await asStranger.delete(`/api/v1/tasks/${t.id}`)).statusCode).toBe(404);

    // The creator is no assignee: they do not answer it.
    expect((await asBoss.post(`/api/v1/tasks/${t.id}/accept`)).statusCode).toBe(403);

    const declined = await asHelper.post(`/api/v1/tasks/${t.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ my_state: "declined", can: { update: false, archive: false } });
    expect(ids((await asHelper.get("/api/v1/tasks?filter=declined")).json())).toContain(t.id);
    expect(ids((await asHelper.get("/api/v1/tasks?filter=assigned")).json())).not.toContain(t.id);
    expect((await asHelper.post(`/api/v1/tasks/${t.id}/archive`)).statusCode).toBe(403);
    expect((await asHelper.put(`/api/v1/tasks/${t.id}`, body("Changed"))).statusCode).toBe(403);

    const accepted = (await asHelper.post(`/api/v1/tasks/${t.id}/accept`)).json();
    expect(accepted).toMatchObject({
      my_state: "accepted",
      assignees: [{ state: "accepted" }],
      can: { archive: true },
    });
    expect(ids((await asHelper.get("/api/v1/tasks?filter=assigned")).json())).toContain(t.id);

    const starred = (await asHelper.put(`/api/v1/tasks/${t.id}/star`)).json();
    expect(starred.starred).toBe(true);
    expect(ids((await asHelper.get("/api/v1/tasks?filter=starred")).json())).toEqual([t.id]);
    // Stars are each member's own.
    expect((await asBoss.get(`/api/v1/tasks/${t.id}`)).json().starred).toBe(false);

    const archived = await asHelper.post(`/api/v1/tasks/${t.id}/archive`);
    expect(archived.json()).toMatchObject({ archived: true, can: { update: false, respond: false } });
    expect((await asHelper.post(`/api/v1/tasks/${t.id}/archive`)).statusCode).toBe(409);
    expect(ids((await asHelper.get("/api/v1/tasks?filter=starred")).json())).not.toContain(t.id);
    expect(ids((await asBoss.get("/api/v1/tasks?filter=my")).json())).not.toContain(t.id);
    expect(ids((await asBoss.get("/api/v1/tasks?filter=archive")).json())).toContain(t.id);
    expect(ids((await asHelper.get("/api/v1/tasks?filter=archive")).json())).toContain(t.id);
    expect((await asBoss.post(`/api/v1/tasks/${t.id}/restore`)).json().archived).toBe(false);

    // Unassigned, the helper loses it.
    const changed = await asBoss.put(`/api/v1/tasks/${t.id}`, body("Order chairs", { assignee_ids: [] }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await asHelper.get(`/api/v1/tasks/${t.id}`)).statusCode).toBe(404);

    expect((await asBoss.delete(`/api/v1/tasks/${t.id}`)).statusCode).toBe(204);
    expect((await asBoss.get(`/api/v1/tasks/${t.id}`)).statusCode).toBe(404);
  });

  it("shows a group's tasks to whoever may read the group's content and to nobody else", async () => {
    const boss = await member(app);
    const colleague = await member(app);
    const outsider = await member(app);
    const g = await group(app, { access: "closed", admin: boss, members: [colleague] });
    const asBoss = await as(app, boss);
    const asColleague = await as(app, colleague);
    const asOutsider = await as(app, outsider);

    const created = await asColleague.post("/api/v1/tasks", body("Clean the kitchen", { group_id: g.id }));
    expect(created.statusCode, created.body).toBe(201);
    const t = created.json();
    expect(t.group).toEqual({ id: g.id, slug: g.slug, name: g.name });

    const list = (await asBoss.get(`/api/v1/groups/${g.slug}/tasks`)).json();
    expect(ids(list)).toEqual([t.id]);
    expect(list.can).toEqual({ create: true });
    // The group's administrator keeps the task; a plain member sees it without changing it.
    expect((await asBoss.get(`/api/v1/tasks/${t.id}`)).json().can).toMatchObject({ update: true, destroy: true });

    // A non-member of the closed group sees it by no path and cannot add tasks to it.
    expect((await asOutsider.get(`/api/v1/tasks/${t.id}`)).statusCode).toBe(404);
    expect((await asOutsider.get(`/api/v1/groups/${g.slug}/tasks`)).statusCode).toBe(404);
    for (const filter of ["my", "assigned", "declined", "starred", "archive"])
      expect(ids((await asOutsider.get(`/api/v1/tasks?filter=${filter}`)).json())).not.toContain(t.id);
    for (const path of ["accept", "decline", "archive", "restore"])
      expect((await asOutsider.post(`/api/v1/tasks/${t.id}/${path}`)).statusCode).toBe(404);
    expect((await asOutsider.put(`/api/v1/tasks/${t.id}/star`)).statusCode).toBe(404);
    expect((await asOutsider.delete(`/api/v1/tasks/${t.id}`)).statusCode).toBe(404);
    expect((await asOutsider.post("/api/v1/tasks", body("Sneak in", { group_id: g.id }))).statusCode).toBe(404);

    // Only the group's active members may be assigned.
    const wrong = await asBoss.post("/api/v1/tasks", body("X", { group_id: g.id, assignee_ids: [outsider.id] }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty("assignee_ids");
    const unknown = await asBoss.post("/api/v1/tasks", body("X", { assignee_ids: ["0".repeat(24)] }));
    expect(unknown.statusCode).toBe(422);

    // Network administrators read every group's tasks.
    const root = await as(app, await admin(app));
    expect((await root.get(`/api/v1/tasks/${t.id}`)).statusCode).toBe(200);
  });

  it("validates the task", async () => {
    const asM = await as(app, await member(app));
    const empty = await asM.post("/api/v1/tasks", body("  "));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty("title");
    expect((await asM.post("/api/v1/tasks", body("X", { due_on: "2030-13-01" }))).statusCode).toBe(422);
    expect((await asM.get("/api/v1/tasks/not-an-id")).statusCode).toBe(404);
  });

  it("keeps each member's notes private", async () => {
    const a = await as(app, await member(app));
    const b = await as(app, await member(app));
    const note = await a.post("/api/v1/task_notes", { note: { body: "Call the plumber" } });
    expect(note.statusCode, note.body).toBe(201);
    const { id } = note.json();
    expect((await a.get("/api/v1/task_notes")).json().notes.map((n: { body: string }) => n.body)).toEqual([
      "Call the plumber",
    ]);
    expect((await b.get("/api/v1/task_notes")).json().notes).toEqual([]);
    expect((await b.put(`/api/v1/task_notes/${id}`, { note: { body: "Mine" } })).statusCode).toBe(404);
    expect((await b.delete(`/api/v1/task_notes/${id}`)).statusCode).toBe(404);
    expect((await a.put(`/api/v1/task_notes/${id}`, { note: { body: "Called" } })).json().body).toBe("Called");
    expect((await a.post("/api/v1/task_notes", { note: { body: " " } })).statusCode).toBe(422);
    expect((await a.delete(`/api/v1/task_notes/${id}`)).statusCode).toBe(204);
  });
});

describe("task lists page by keyset", () => {
  type Listed = { id: string; due_on: string | null };
  /** Every page of a list, following `next_cursor` until it is null. */
  async function walk(client: Client, path: string): Promise<{ tasks: Listed[]; pages: number }> {
    const all: Listed[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = path.includes("?") ? "&" : "?";
      const res = await client.get(cursor ? `${path}${sep}after=${encodeURIComponent(cursor)}` : path);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.tasks.length).toBeLessThanOrEqual(TASKS_PER_PAGE);
      all.push(...page.tasks);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 50);
    return { tasks: all, pages };
  }

  /** Open lists: by due date, undated last, then newest (greatest id) first within a date. */
  const openOrder = (a: Listed, b: Listed) =>
    a.due_on === b.due_on
      ? b.id.localeCompare(a.id)
      : a.due_on === null
        ? 1
        : b.due_on === null
          ? -1
          : a.due_on.localeCompare(b.due_on);

  it("walks 230 tasks with tied due dates and archive times without duplicates or gaps", async () => {
    const boss = await member(app);
    const asBoss = await as(app, boss);
    const g = await group(app, { admin: boss });
    const dues = ["2030-01-01", "2030-01-02", null, "2029-12-31"];
    const values = Array.from({ length: 230 }, (_, i) => ({
      title: `Bulk ${i}`,
      dueOn: dues[i % dues.length] ?? null,
      creatorId: boss.id,
      groupId: i % 2 === 0 ? g.id : null,
    }));
    const open = await app.ctx.db.insert(tasks).values(values).returning({ id: tasks.id });
    // Archived in three batches, each sharing one archive time (ties on the sort key).
    const times = [new Date("2031-03-01T10:00:00.000Z"), new Date("2031-03-02T10:00:00.000Z")];
    const archived = await app.ctx.db
      .insert(tasks)
      .values(
        Array.from({ length: 210 }, (_, i) => ({
          title: `Old ${i}`,
          creatorId: boss.id,
          groupId: i % 2 === 0 ? g.id : null,
          archivedAt: times[i % times.length] ?? null,
        })),
      )
      .returning({ id: tasks.id });

    const my = await walk(asBoss, "/api/v1/tasks?filter=my");
    expect(my.pages).toBe(Math.ceil(230 / TASKS_PER_PAGE));
    expect(new Set(my.tasks.map((t) => t.id)).size).toBe(230);
    expect(my.tasks.map((t) => t.id).sort()).toEqual(open.map((t) => t.id).sort());
    expect(my.tasks).toEqual([...my.tasks].sort(openOrder));

    const archive = await walk(asBoss, "/api/v1/tasks?filter=archive");
    expect(archive.tasks.map((t) => t.id).sort()).toEqual(archived.map((t) => t.id).sort());
    const byId = new Map(archived.map((t, i) => [t.id, times[i % times.length]?.getTime() ?? 0]));
    const archiveIds = archive.tasks.map((t) => t.id);
    expect(archiveIds).toEqual(
      [...archiveIds].sort((a, b) => (byId.get(b) ?? 0) - (byId.get(a) ?? 0) || b.localeCompare(a)),
    );

    const groupOpen = await walk(asBoss, `/api/v1/groups/${g.slug}/tasks`);
    expect(groupOpen.tasks.map((t) => t.id).sort()).toEqual(
      open
        .filter((_, i) => i % 2 === 0)
        .map((t) => t.id)
        .sort(),
    );
    expect(groupOpen.tasks).toEqual([...groupOpen.tasks].sort(openOrder));
    const groupArchived = await walk(asBoss, `/api/v1/groups/${g.slug}/tasks?archived=true`);
    expect(groupArchived.tasks.map((t) => t.id).sort()).toEqual(
      archived
        .filter((_, i) => i % 2 === 0)
        .map((t) => t.id)
        .sort(),
    );
  });

  it("finds the tasks after a cursor even when one was added or archived between pages", async () => {
    const boss = await member(app);
    const asBoss = await as(app, boss);
    await app.ctx.db
      .insert(tasks)
      .values(Array.from({ length: TASKS_PER_PAGE + 5 }, (_, i) => ({ title: `T ${i}`, creatorId: boss.id })));
    const first = (await asBoss.get("/api/v1/tasks?filter=my")).json();
    expect(first.tasks).toHaveLength(TASKS_PER_PAGE);
    // A new undated task is newer than every listed one: it sorts before the cursor and stays out of page two.
    await asBoss.post("/api/v1/tasks", body("Latecomer"));
    const second = (await asBoss.get(`/api/v1/tasks?filter=my&after=${first.next_cursor}`)).json();
    expect(second.tasks).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it("refuses a cursor it did not give", async () => {
    const asM = await as(app, await member(app));
    const id = "a".repeat(24);
    expect((await asM.get("/api/v1/tasks?filter=my&after=garbage")).statusCode).toBe(400);
    // An archive's cursor (a time) on an open list, and a date on the archive.
    const wrongKind = await asM.get(`/api/v1/tasks?filter=my&after=1700000000000_${id}`);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toBe("invalid_cursor");
    expect((await asM.get(`/api/v1/tasks?filter=archive&after=2030-01-01_${id}`)).statusCode).toBe(400);
    expect((await asM.get(`/api/v1/tasks?filter=archive&after=none_${id}`)).statusCode).toBe(400);
    expect((await asM.get(`/api/v1/tasks?filter=my&after=none_${id}`)).json()).toMatchObject({
      tasks: [],
      next_cursor: null,
    });
  });
});
