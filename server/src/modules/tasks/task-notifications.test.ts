import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const notifications = async (c: Client): Promise<Json[]> => {
  const res = await c.get("/notifications");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications;
};
const unreadCount = async (c: Client): Promise<number> => (await c.get("/api/v1/unreads")).json().Notifications ?? 0;

describe("task notifications", () => {
  it("tells an assignee, then the creator of each answer; a deleted task takes them away", async () => {
    const boss = await member(app, { firstName: "Bea" });
    const helper = await member(app, { firstName: "Hal" });
    const later = await member(app, { firstName: "Lia" });
    const [asBoss, asHelper, asLater] = await Promise.all([as(app, boss), as(app, helper), as(app, later)]);

    const t = (
      await asBoss.post("/api/v1/tasks", { task: { title: "Order chairs", assignee_ids: [helper.id, boss.id] } })
    ).json();
    const subject = { type: "task", id: t.id, title: "Order chairs", html_url: `/tasks/${t.id}` };
    expect(await notifications(asHelper)).toMatchObject([
      { kind: "task_assigned", actor: { id: boss.id }, subject, read: false },
    ]);
    expect(await unreadCount(asHelper)).toBe(1);
    // Assigning oneself tells nobody.
    expect(await notifications(asBoss)).toEqual([]);

    // A change tells only whoever is newly assigned.
    await asBoss.put(`/api/v1/tasks/${t.id}`, { task: { title: "Order chairs", assignee_ids: [helper.id, later.id] } });
    expect((await notifications(asLater)).map((n) => n.kind)).toEqual(["task_assigned"]);
    expect(await notifications(asHelper)).toHaveLength(1);

    // Answers reach the creator, one per assignee; the assignment is settled (read) for the assignee.
    expect((await asHelper.post(`/api/v1/tasks/${t.id}/accept`)).statusCode).toBe(200);
    expect(await notifications(asBoss)).toMatchObject([
      { kind: "task_accepted", actor: { id: helper.id }, subject, read: false },
    ]);
    expect(await notifications(asHelper)).toMatchObject([{ kind: "task_assigned", read: true }]);
    expect(await unreadCount(asHelper)).toBe(0);
    await asLater.post(`/api/v1/tasks/${t.id}/decline`);
    expect((await notifications(asBoss)).map((n) => [n.kind, n.actor.id])).toEqual([
      ["task_declined", later.id],
      ["task_accepted", helper.id],
    ]);
    // Changing one's answer replaces the former one.
    await asHelper.post(`/api/v1/tasks/${t.id}/decline`);
    expect((await notifications(asBoss)).map((n) => [n.kind, n.actor.id])).toEqual([
      ["task_declined", helper.id],
      ["task_declined", later.id],
    ]);
    expect(await unreadCount(asBoss)).toBe(2);

    // An assignee removed no longer sees the assignment.
    await asBoss.put(`/api/v1/tasks/${t.id}`, { task: { title: "Order chairs", assignee_ids: [helper.id] } });
    expect(await notifications(asLater)).toEqual([]);

    expect((await asBoss.delete(`/api/v1/tasks/${t.id}`)).statusCode).toBe(204);
    expect(await notifications(asBoss)).toEqual([]);
    expect(await notifications(asHelper)).toEqual([]);
  });
});
