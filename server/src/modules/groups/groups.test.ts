import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { addMembership } from "./groups.service.js";

describe("GET /api/v1/groups/:slug", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("requires a signed-in member", async () => {
    const g = await group(app);
    expect((await anonymous(app).get(`/api/v1/groups/${g.slug}`)).statusCode).toBe(401);
  });

  it("hides a hidden group from non-members as if it did not exist", async () => {
    const outsider = await member(app);
    const insider = await member(app);
    const g = await group(app, { access: "hidden", members: [insider] });
    const res = await (await as(app, outsider)).get(`/api/v1/groups/${g.slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "not_found", message: "Not found." });
    expect((await (await as(app, await member(app))).get("/api/v1/groups/no-such-group")).json()).toEqual(res.json());
    const seen = await (await as(app, insider)).get(`/api/v1/groups/${g.slug}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().membership_status_of_current_member).toBe("member");
  });

  it("offers joining an open group and a request for a closed one", async () => {
    const m = await member(app);
    const open = await group(app, { access: "open" });
    const closed = await group(app, { access: "closed" });
    const client = await as(app, m);
    const o = (await client.get(`/api/v1/groups/${open.slug}`)).json();
    expect(o.can).toMatchObject({ join: true, join_moderated: false, leave: false, update: false, read_content: true });
    const c = (await client.get(`/api/v1/groups/${closed.slug}`)).json();
    expect(c.can).toMatchObject({ join: false, join_moderated: true, read_content: false });
    expect(c.membership_status_of_current_member).toBe("no_member");
  });

  it("lets a group administrator administrate but not leave as the last administrator", async () => {
    const boss = await member(app);
    const m = await member(app);
    const g = await group(app, { access: "closed", admin: boss, members: [m] });
    const asBoss = (await (await as(app, boss)).get(`/api/v1/groups/${g.slug}`)).json();
    expect(asBoss.can).toMatchObject({ update: true, administrate: true, archive: true, destroy: true, leave: false });
    expect(asBoss.member_count).toBe(2);
    const asMember = (await (await as(app, m)).get(`/api/v1/groups/${g.slug}`)).json();
    expect(asMember.can).toMatchObject({ update: false, leave: true, read_content: true });
    await addMembership(app.ctx.db, g.id, m.id, { status: "member", isAdmin: true });
    const twoAdmins = (await (await as(app, boss)).get(`/api/v1/groups/${g.slug}`)).json();
    expect(twoAdmins.can.leave).toBe(true);
  });

  it("lets network administrators see hidden groups and create hidden ones", async () => {
    const a = await admin(app);
    const g = await group(app, { access: "hidden" });
    const body = (await (await as(app, a)).get(`/api/v1/groups/${g.slug}`)).json();
    expect(body.can).toMatchObject({ create_hidden: true, update: true });
  });
});
