import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, group, groupCategory, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

describe("GET /api/v1/userbars/administration for a group or a category", () => {
  it("gives a group's administrators its section, with the open join requests counted", async () => {
    const owner = await member(app);
    const g = await group(app, { admin: owner, access: "closed", moderatedJoin: true });
    const asked = await (await as(app, await member(app))).post(`/api/v1/groups/${g.slug}/join`);
    expect(asked.statusCode, asked.body).toBe(200);
    const res = await (await as(app, owner)).get(
      `/api/v1/userbars/administration?context_type=group&context_id=${g.slug}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [section] = res.json().sections;
    expect(section).toMatchObject({ key: "group", title: "administration.shell.section_group", image: null });
    expect(section.links.map((l: { path: string }) => l.path)).toEqual([
      `/groups/${g.slug}/administration`,
      `/groups/${g.slug}/administration/members`,
      `/groups/${g.slug}/administration/statistics`,
      `/groups/${g.slug}/administration/join_requests`,
      `/groups/${g.slug}/administration/membership_roles`,
      `/groups/${g.slug}/administration/designs`,
      `/groups/${g.slug}/administration/invites/new`,
      `/groups/${g.slug}/administration/navigation/edit`,
      `/groups/${g.slug}/administration/widgetbars`,
      `/groups/${g.slug}/administration/apps`,
      `/groups/${g.slug}/edit`,
    ]);
    expect(section.links[0]).toMatchObject({ exact: true, unreads: null, target: "_self", alternative_paths: [] });
    expect(section.links[3].unreads).toBe(1);
    // The network's administrators administrate every group.
    const asAdmin = await as(app, await admin(app));
    expect(
      (await asAdmin.get(`/api/v1/userbars/administration?context_type=group&context_id=${g.slug}`)).statusCode,
    ).toBe(200);
  });

  it("refuses the group's plain members (403) and hides hidden groups (404)", async () => {
    const owner = await member(app);
    const plain = await member(app);
    const g = await group(app, { admin: owner, members: [plain] });
    const hidden = await group(app, { admin: owner, access: "hidden" });
    const asPlain = await as(app, plain);
    expect(
      (await asPlain.get(`/api/v1/userbars/administration?context_type=group&context_id=${g.slug}`)).statusCode,
    ).toBe(403);
    expect(
      (await asPlain.get(`/api/v1/userbars/administration?context_type=group&context_id=${hidden.slug}`)).statusCode,
    ).toBe(404);
    expect((await asPlain.get("/api/v1/userbars/administration?context_type=group")).statusCode).toBe(404);
  });

  it("gives network administrators a category's section; 403 to members, 404 for no such category", async () => {
    const category = await groupCategory(app);
    const url = `/api/v1/userbars/administration?context_type=group_category&context_id=${category.id}`;
    const res = await (await as(app, await admin(app))).get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sections[0].links.map((l: { path: string }) => l.path)).toEqual([
      `/group-categories/${category.id}/administration`,
      `/group-categories/${category.id}/administration/invites/new`,
      `/group-categories/${category.id}/administration/designs`,
    ]);
    expect((await (await as(app, await member(app))).get(url)).statusCode).toBe(403);
    const missing = "/api/v1/userbars/administration?context_type=group_category&context_id=ffffffffffffffffffffffff";
    expect((await (await as(app, await admin(app))).get(missing)).statusCode).toBe(404);
  });
});
