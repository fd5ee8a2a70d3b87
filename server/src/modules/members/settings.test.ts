import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { networks } from "../network/network.schema.js";
import { getNetwork } from "../network/network.service.js";
import { changeRequests } from "./members.schema.js";

describe("member settings, ignored members, change requests, onboarding", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("requires sign-in", async () => {
    const m = await member(app);
    expect((await anonymous(app).get(`/members/${m.id}/settings`)).statusCode).toBe(401);
    expect((await anonymous(app).put("/onboarding/profile", {})).statusCode).toBe(401);
  });

  it("must not see someone else's settings (403) nor an unknown member's (404)", async () => {
    const m = await member(app);
    const other = await as(app, await member(app));
    expect((await other.get(`/members/${m.id}/settings`)).statusCode).toBe(403);
    expect((await other.put(`/members/${m.id}/settings`, { settings: { email_digests: false } })).statusCode).toBe(403);
    expect((await other.get("/members/0123456789abcdef01234567/settings")).statusCode).toBe(404);
    expect((await (await as(app, await admin(app))).get(`/members/${m.id}/settings`)).statusCode).toBe(200);
  });

  it("reads defaults and saves digests for all or selected groups of the member's", async () => {
    const m = await member(app);
    const mine = await group(app, { members: [m] });
    const notMine = await group(app);
    const client = await as(app, m);
    expect((await client.get(`/members/${m.id}/settings`)).json()).toMatchObject({
      email_digests: true,
      email_daily_digests: { enabled: false, group_ids: "all" },
    });
    const saved = await client.put(`/members/${m.id}/settings`, {
      settings: { email_daily_digests: { enabled: true, group_ids: [mine.id], include_network_level: false } },
    });
    expect(saved.json().email_daily_digests).toEqual({
      enabled: true,
      group_ids: [mine.id],
      include_network_level: false,
    });
    const bad = await client.put(`/members/${m.id}/settings`, {
      settings: { email_daily_digests: { enabled: true, group_ids: [notMine.id], include_network_level: false } },
    });
    expect(bad.statusCode).toBe(422);
    expect((await client.get(`/members/${m.id}/settings`)).json().email_daily_digests.group_ids).toEqual([mine.id]);
  });

  it("lists the members one ignores", async () => {
    const m = await member(app);
    const pest = await member(app);
    const client = await as(app, m);
    await client.post(`/members/${pest.id}/ignored`);
    expect((await client.get("/api/v1/ignored_members")).json().members.map((x: { id: string }) => x.id)).toEqual([
      pest.id,
    ]);
  });

  it("takes change requests only when enabled and only for the configured fields", async () => {
    const m = await member(app);
    const client = await as(app, m);
    expect((await client.post("/change_requests", { change_request: { department: "IT" } })).statusCode).toBe(404);
    const n = await getNetwork(app.ctx.db);
    await app.ctx.db
      .update(networks)
      .set({
        settings: { ...n.settings, change_requests_enabled: true, change_request_profile_fields: ["department"] },
      })
      .where(eq(networks.id, n.id));
    expect((await client.get("/api/v1/change_requests/fields")).json()).toEqual({
      enabled: true,
      fields: ["department"],
    });
    const refused = await client.post("/change_requests", { change_request: { position: "CEO" } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.position).toBeDefined();
    const ok = await client.post("/change_requests", { change_request: { department: "IT" } });
    expect(ok.statusCode).toBe(201);
    const rows = await app.ctx.db.select().from(changeRequests).where(eq(changeRequests.memberId, m.id));
    expect(rows.map((r) => r.values)).toEqual([{ department: "IT" }]);
  });

  it("saves the onboarding profile and answers where to go next", async () => {
    const m = await member(app);
    const client = await as(app, m);
    const res = await client.put("/onboarding/profile", { member: { profile: { position: "Gardener" } } });
    expect(res.json()).toEqual({ redirect_to: "/" });
    expect((await client.get(`/members/${m.id}`)).json().profile.position).toBe("Gardener");
  });
});
