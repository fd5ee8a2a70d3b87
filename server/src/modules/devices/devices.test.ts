import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, member } from "../../../test/factories.js";
import { pushReceiver, standInPushService } from "../../../test/push-service.js";
import type { App } from "../../app.js";
import { displayName } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
let service: Awaited<ReturnType<typeof standInPushService>>;
beforeAll(async () => {
  app = await createTestApp({ pushAllowPrivateHosts: true });
  service = await standInPushService();
});
afterAll(() => service.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

async function person(): Promise<{ m: MemberRow; c: Client }> {
  const m = await member(app);
  return { m, c: await as(app, m) };
}

/** Registers a device for the client's session at the stand-in push service; gives the device and its keys. */
async function subscribe(c: Client, name: string) {
  const receiver = pushReceiver();
  const endpoint = service.endpoint(name);
  const res = await c.post("/api/v1/devices", {
    device: { name: "Firefox on Linux", push_subscription: { endpoint, keys: receiver.keys } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { device: res.json() as Json, receiver, endpoint };
}

async function mention(author: Client, who: MemberRow) {
  const res = await author.post("/api/v1/activities", {
    stream: "all",
    object_type: "note",
    content: `<p>Look @[${who.id}:${who.firstName} ${who.lastName}]</p>`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

const pushesTo = (endpoint: string) => service.received.filter((r) => endpoint.endsWith(r.path));

describe("devices", () => {
  it("requires a signed-in member", async () => {
    const visitor = anonymous(app);
    expect((await visitor.get("/api/v1/devices")).statusCode).toBe(401);
    expect((await visitor.post("/api/v1/devices", {})).statusCode).toBe(401);
  });

  it("registers this session's device, lists it with the VAPID key, and keeps its toggles", async () => {
    const ben = await person();
    const { device } = await subscribe(ben.c, "ben-1");
    expect(device).toMatchObject({
      name: "Firefox on Linux",
      current: true,
      notifications: { mentions: true, direct_messages: true, chat_messages: true, invitations: true, tasks: true },
    });
    const list = (await ben.c.get("/api/v1/devices")).json() as Json;
    expect(list.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(list.devices.map((d: Json) => [d.id, d.current])).toEqual([[device.id, true]]);
    // Another session of Ben's sees the device, not as its own.
    const elsewhere = await as(app, ben.m);
    expect(((await elsewhere.get("/api/v1/devices")).json() as Json).devices[0].current).toBe(false);

    const changed = await ben.c.post(`/api/v1/devices/${device.id}/settings`, { notifications: { mentions: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      notifications: { mentions: false, direct_messages: true, chat_messages: true, invitations: true, tasks: true },
    });
    expect((await ben.c.get(`/api/v1/devices/${device.id}/settings`)).json()).toEqual(changed.json());
  });

  it("hides a device from every other member (404) and deletes it for its own", async () => {
    const ben = await person();
    const eve = await person();
    const { device } = await subscribe(ben.c, "ben-2");
    expect((await eve.c.get(`/api/v1/devices/${device.id}/settings`)).statusCode).toBe(404);
    expect((await eve.c.post(`/api/v1/devices/${device.id}/settings`, { notifications: {} })).statusCode).toBe(404);
    expect((await eve.c.delete(`/api/v1/devices/${device.id}`)).statusCode).toBe(404);
    expect((await ben.c.delete(`/api/v1/devices/${device.id}`)).statusCode).toBe(204);
    expect(((await ben.c.get("/api/v1/devices")).json() as Json).devices).toEqual([]);
  });

  it("refuses push endpoints outgoing requests may not reach", async () => {
    const ben = await person();
    app.ctx.config.pushAllowPrivateHosts = false;
    try {
      for (const endpoint of [
        "http://push.example.com/x",
        "https://127.0.0.1/push",
        "https://10.0.0.8/push",
        "https://localhost/push",
        "https://localhost./push",
        "https://push.localhost/x",
        "https://[::1]/push",
        "https://user:pw@push.example.com/x",
        "ftp://push.example.com/x",
      ]) {
        const res = await ben.c.post("/api/v1/devices", {
          device: { push_subscription: { endpoint, keys: pushReceiver().keys } },
        });
        expect(res.statusCode, endpoint).toBe(422);
        expect(res.json().error).toBe("validation_failed");
      }
    } finally {
      app.ctx.config.pushAllowPrivateHosts = true;
    }
  });

  it("pushes a mention to an offline member's device, encrypted for it, with the right title", async () => {
    const anna = await person();
    const ben = await person();
    const { receiver, endpoint } = await subscribe(ben.c, "ben-3");
    const activity = await mention(anna.c, ben.m);
    const [push] = pushesTo(endpoint);
    expect(push, "one push received").toBeDefined();
    if (!push) return;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(receiver.decrypt(push.body))).toEqual({
      title: `${displayName(anna.m)} mentioned you`,
      body: expect.stringContaining("Open it in"),
      url: `/activities/${activity.id}`,
      tag: `mention:${activity.id}`,
    });
    // The author mentioning themself is not pushed.
    await mention(anna.c, anna.m);
    expect(pushesTo(endpoint)).toHaveLength(1);
  });

  it("follows the device's toggles", async () => {
    const anna = await person();
    const ben = await person();
    const { device, endpoint } = await subscribe(ben.c, "ben-4");
    await ben.c.post(`/api/v1/devices/${device.id}/settings`, { notifications: { mentions: false } });
    await mention(anna.c, ben.m);
    expect(pushesTo(endpoint)).toHaveLength(0);
  });

  it("queues no push job where no recipient has a device taking it, and one where one has", async () => {
    const anna = await person();
    const ben = await person();
    const send = vi.spyOn(app.ctx.jobs, "send");
    try {
      const message = () => anna.c.post("/api/v1/messages", { subject: "Hi", content: "<p>Hello</p>", to: [ben.m.id] });
      expect((await message()).statusCode).toBe(201);
      expect(send.mock.calls.filter(([name]) => name === "devices.push")).toHaveLength(0);
      const { device } = await subscribe(ben.c, "ben-7");
      await ben.c.post(`/api/v1/devices/${device.id}/settings`, { notifications: { direct_messages: false } });
      expect((await message()).statusCode).toBe(201);
      expect(send.mock.calls.filter(([name]) => name === "devices.push")).toHaveLength(0);
      await ben.c.post(`/api/v1/devices/${device.id}/settings`, { notifications: { direct_messages: true } });
      expect((await message()).statusCode).toBe(201);
      expect(send.mock.calls.filter(([name]) => name === "devices.push")).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });

  it("ends a device with its session: after sign-out nothing is pushed there, to the next member neither", async () => {
    const anna = await person();
    const ben = await person();
    const carl = await person();
    const { endpoint } = await subscribe(ben.c, "shared-browser");
    expect((await ben.c.delete("/users/sign_out")).statusCode).toBe(204);
    await mention(anna.c, ben.m);
    expect(pushesTo(endpoint)).toHaveLength(0);
    // Carl signs in on the same browser: its endpoint is now his, and Ben's news never reach it.
    const { receiver } = await subscribe(carl.c, "shared-browser");
    await mention(anna.c, ben.m);
    expect(pushesTo(endpoint)).toHaveLength(0);
    await mention(anna.c, carl.m);
    const pushes = pushesTo(endpoint);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(receiver.decrypt((pushes[0] as { body: Buffer }).body)).title).toBe(
      `${displayName(anna.m)} mentioned you`,
    );
  });

  it("forgets a device whose subscription the push service says is gone", async () => {
    const anna = await person();
    const ben = await person();
    const { endpoint } = await subscribe(ben.c, "ben-5");
    service.state.status = 410;
    try {
      await mention(anna.c, ben.m);
    } finally {
      service.state.status = 201;
    }
    expect(pushesTo(endpoint)).toHaveLength(1);
    expect(((await ben.c.get("/api/v1/devices")).json() as Json).devices).toEqual([]);
  });

  it("pushes a direct message to its recipients", async () => {
    const anna = await person();
    const ben = await person();
    const { receiver, endpoint } = await subscribe(ben.c, "ben-6");
    const res = await anna.c.post("/api/v1/messages", { subject: "Hi", content: "<p>Hello</p>", to: [ben.m.id] });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [push] = pushesTo(endpoint);
    expect(push).toBeDefined();
    if (push) expect(JSON.parse(receiver.decrypt(push.body)).title).toBe(`New message from ${displayName(anna.m)}`);
  });
});
