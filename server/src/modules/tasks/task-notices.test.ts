import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, member } from "../../../test/factories.js";
import { pushReceiver, standInPushService } from "../../../test/push-service.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import { displayName } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import { deliverTaskNotice, type TaskNotice } from "./task-notices.js";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

let app: App;
let service: Awaited<ReturnType<typeof standInPushService>>;
beforeAll(async () => {
  app = await createTestApp({ pushAllowPrivateHosts: true });
  service = await standInPushService();
});
afterAll(() => service.close());

type Person = { m: MemberRow; c: Client; device: Json; pushes: () => Json[] };

/** A member signed in with one device registered at the stand-in push service; `pushes` decrypts what it got. */
async function person(overrides: Partial<MemberRow> = {}): Promise<Person> {
  const m = await member(app, overrides);
  const c = await as(app, m);
  const receiver = pushReceiver();
  const endpoint = service.endpoint(`task-${m.id}`);
  const res = await c.post("/api/v1/devices", { device: { push_subscription: { endpoint, keys: receiver.keys } } });
  expect(res.statusCode, res.body).toBe(201);
  const pushes = () =>
    service.received.filter((r) => endpoint.endsWith(r.path)).map((r) => JSON.parse(receiver.decrypt(r.body)));
  return { m, c, device: res.json(), pushes };
}

const mailsTo = async (p: Person) => (await app.ctx.db.select().from(outboxMails)).filter((m) => m.to === p.m.email);

async function createTask(by: Person, title: string, assignees: Person[]): Promise<string> {
  const res = await by.c.post("/api/v1/tasks", { task: { title, assignee_ids: assignees.map((a) => a.m.id) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** Runs the job as if it ran later than the request that queued it. */
const deliver = (kind: TaskNotice["kind"], taskId: string, actor: Person, recipient: Person) =>
  deliverTaskNotice(app.ctx, { kind, taskId, actorId: actor.m.id, recipientIds: [recipient.m.id] });

const settings = async (p: Person, values: Json) => {
  const res = await p.c.put(`/members/${p.m.id}/settings`, { settings: values });
  expect(res.statusCode, res.body).toBe(200);
};

describe("task pushes and mails", () => {
  it("pushes and mails an assignment in the assignee's language, never to the actor", async () => {
    const boss = await person({ firstName: "Bea" });
    const helper = await person({ firstName: "Hal", language: "de" });
    const id = await createTask(boss, "Order chairs", [helper, boss]);

    expect(helper.pushes()).toEqual([
      {
        title: `${displayName(boss.m)} hat Ihnen eine Aufgabe zugewiesen`,
        body: expect.stringContaining("öffnen"),
        url: `/tasks/${id}`,
        tag: `task_assigned:${id}`,
      },
    ]);
    const [mail, ...more] = await mailsTo(helper);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${displayName(boss.m)} hat Ihnen eine Aufgabe zugewiesen: Order chairs`);
    expect(mail?.text).toContain("Order chairs");
    expect(mail?.text).toContain(`${app.ctx.config.publicUrl}/tasks/${id}`);
    expect(boss.pushes()).toEqual([]);
    expect(await mailsTo(boss)).toEqual([]);

    // A change tells only whoever is newly assigned.
    const later = await person();
    await boss.c.put(`/api/v1/tasks/${id}`, {
      task: { title: "Order chairs", assignee_ids: [helper.m.id, later.m.id] },
    });
    expect(later.pushes()).toHaveLength(1);
    expect(helper.pushes()).toHaveLength(1);
    expect(await mailsTo(helper)).toHaveLength(1);
  });

  it("pushes an answer to the creator, mails it only when the creator asked for answers", async () => {
    const boss = await person();
    const helper = await person();
    const id = await createTask(boss, "Book the room", [helper]);

    expect((await helper.c.post(`/api/v1/tasks/${id}/accept`)).statusCode).toBe(200);
    expect(boss.pushes()).toEqual([
      expect.objectContaining({
        title: `${displayName(helper.m)} accepted your task`,
        url: `/tasks/${id}`,
        tag: `task_answer:${id}:${helper.m.id}`,
      }),
    ]);
    expect(await mailsTo(boss)).toEqual([]);
    // The same answer again pushes nothing new.
    await helper.c.post(`/api/v1/tasks/${id}/accept`);
    expect(boss.pushes()).toHaveLength(1);

    await settings(boss, { email_task_answers: true });
    await helper.c.post(`/api/v1/tasks/${id}/decline`);
    expect(boss.pushes().map((p) => [p.title, p.tag])).toEqual([
      [`${displayName(helper.m)} accepted your task`, `task_answer:${id}:${helper.m.id}`],
      [`${displayName(helper.m)} declined your task`, `task_answer:${id}:${helper.m.id}`],
    ]);
    expect((await mailsTo(boss)).map((m) => m.subject)).toEqual([
      `${displayName(helper.m)} declined your task: Book the room`,
    ]);
    // Nothing goes back to the assignee who answered.
    expect(helper.pushes()).toHaveLength(1);
  });

  it("follows the device's tasks toggle and the member's assignment mail setting", async () => {
    const boss = await person();
    const helper = await person();
    const off = await helper.c.post(`/api/v1/devices/${helper.device.id}/settings`, {
      notifications: { tasks: false },
    });
    expect(off.json().notifications).toMatchObject({ tasks: false, mentions: true });
    await settings(helper, { email_task_assignments: false });
    await createTask(boss, "Water the plants", [helper]);
    expect(helper.pushes()).toEqual([]);
    expect(await mailsTo(helper)).toEqual([]);
    // The bell still tells.
    expect((await helper.c.get("/api/v1/unreads")).json().Notifications).toBe(1);
  });

  it("sends nothing when the news no longer stands by the time the job runs", async () => {
    const boss = await person();
    const helper = await person();
    const other = await person();
    const id = await createTask(boss, "Private matter", [helper, other]);
    expect(helper.pushes()).toHaveLength(1);
    // Helper is no longer assigned to the personal task and so may no longer read it.
    await boss.c.put(`/api/v1/tasks/${id}`, { task: { title: "Private matter", assignee_ids: [other.m.id] } });
    expect((await helper.c.get(`/api/v1/tasks/${id}`)).statusCode).toBe(404);
    await deliver("task_assigned", id, boss, helper);
    expect(helper.pushes()).toHaveLength(1);
    expect(await mailsTo(helper)).toHaveLength(1);
    // An answered assignment is not pushed again; an answer that changed since is not pushed.
    await other.c.post(`/api/v1/tasks/${id}/decline`);
    await deliver("task_assigned", id, boss, other);
    await deliver("task_accepted", id, other, boss);
    expect(other.pushes()).toHaveLength(1);
    expect(boss.pushes().map((p) => p.title)).toEqual([`${displayName(other.m)} declined your task`]);
  });
});
