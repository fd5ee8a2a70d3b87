import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const userbar = (slug: string) => `/api/v1/userbars/administration?context_type=group&context_id=${slug}`;

describe("a group's apps in its administration userbar", () => {
  it("links its administrators to the group's apps; its plain members get no administration userbar", async () => {
    const owner = await member(app);
    const plain = await member(app);
    const g = await group(app, { admin: owner, access: "closed", members: [plain] });
    const res = await (await as(app, owner)).get(userbar(g.slug));
    expect(res.statusCode, res.body).toBe(200);
    const links = res.json().sections[0].links as { label: string; path: string }[];
    expect(links).toContainEqual(
      expect.objectContaining({ label: "apps.shell.apps", path: `/groups/${g.slug}/administration/apps` }),
    );
    const refused = await (await as(app, plain)).get(userbar(g.slug));
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("/administration/apps");
  });

  it("lists the group's apps its administrator may change, before and after the first", async () => {
    const owner = await member(app);
    const g = await group(app, { admin: owner, access: "closed" });
    const client = await as(app, owner);
    const list = async () => (await client.get(`/apps?filter=manageable&group_id=${g.id}`)).json().apps;
    expect(await list()).toEqual([]);
    const created = await client.post("/api/v1/apps", {
      name: "Tickets",
      group_id: g.id,
      fields: [{ name: "title", label: "Title", type: "text", required: true, admin_only: false, options: [] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list()).map((a: { name: string; group_id: string }) => [a.name, a.group_id])).toEqual([
      ["Tickets", g.id],
    ]);
  });
});
