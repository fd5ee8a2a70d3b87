import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { createMembershipRole } from "../groups/groups.service.js";

describe("GET /api/v1/network", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("gives a visitor the name and config but no member data", async () => {
    await member(app);
    const res = await anonymous(app).get("/api/v1/network");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: "Test Network",
      can: { administrate: false },
      current_member: null,
      time_zone_offsets: null,
    });
    expect(body.group_categories).toEqual([]);
    expect(body.my_groups).toEqual([]);
  });

  it("answers a member with can, config, categories, roles and their groups", async () => {
    const m = await member(app);
    const mine = await group(app, { members: [m] });
    await group(app, { access: "hidden" });
    await createMembershipRole(app.ctx.db, { name: "Speaker", pluralName: "Speakers" });
    const body = (await (await as(app, m)).get("/api/v1/network")).json();
    expect(body.can).toEqual({ administrate: false, version_and_updates: false });
    expect(body.config.files).toMatchObject({
      extension_filter_available: true,
      extension_filter_enabled: true,
      extension_filter_type: "deny",
    });
    expect(body.config.memberships.profile_edit_target).toBe(`/members/${m.id}/edit`);
    expect(body.teams_configuration).toEqual({ show_renew_secret_modal: false });
    expect(body.my_groups.map((g: { slug: string }) => g.slug)).toEqual([mine.slug]);
    expect(body.membership_roles.map((r: { name: string }) => r.name)).toContain("Speaker");
    expect(body.group_categories.length).toBeGreaterThan(0);
    expect(body.current_member).toMatchObject({ id: m.id, can: { update_profile: true, update_registration: true } });
    // The member's zone as offsets, from a year back to two years ahead.
    const offsets = body.time_zone_offsets;
    expect(offsets.zone).toBe(body.current_member.time_zone);
    expect(Date.parse(offsets.changes[0].from)).toBeLessThan(Date.now() - 360 * 86_400_000);
    expect(Date.parse(offsets.until)).toBeGreaterThan(Date.now() + 720 * 86_400_000);
  });

  it("tells administrators they may administrate", async () => {
    const a = await admin(app);
    const body = (await (await as(app, a)).get("/api/v1/network")).json();
    expect(body.can.administrate).toBe(true);
  });
});
