import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, groupCategory, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { assignRole, createMembershipRole } from "../groups/groups.service.js";
import { members } from "../members/members.schema.js";
import { networks } from "../network/network.schema.js";
import { getNetwork } from "../network/network.service.js";

describe("directory", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  const setSettings = async (patch: Record<string, unknown>) => {
    const n = await getNetwork(app.ctx.db);
    await app.ctx.db
      .update(networks)
      .set({ settings: { ...n.settings, ...patch } })
      .where(eq(networks.id, n.id));
  };

  it("requires sign-in", async () => {
    for (const url of ["/directory?q=ab", "/directory/members", "/directory/anything.json"])
      expect((await anonymous(app).get(url)).statusCode).toBe(401);
  });

  it("must not see a hidden group: context, picker exclusion and member list are 404", async () => {
    const insider = await member(app, { firstName: "Hidd", lastName: "Insider" });
    const g = await group(app, { access: "hidden", members: [insider] });
    const client = await as(app, await member(app));
    expect((await client.get(`/directory?context=${g.slug}`)).statusCode).toBe(404);
    expect((await client.get(`/members?q=Hidd&exclude_group_members_of=${g.slug}`)).statusCode).toBe(404);
    expect((await client.get(`/members?q=Hidd&exclude_group_members_of=${g.id}`)).statusCode).toBe(404);
    expect((await client.get(`/groups/${g.slug}/members`)).statusCode).toBe(404);
    const search = (await client.get(`/directory?q=${encodeURIComponent(g.name)}`)).json();
    expect(search.groups).toEqual([]);
  });

  it("lists members sorted by the network's default, with badges, filters and pages", async () => {
    const role = await createMembershipRole(app.ctx.db, { name: "Mentor", pluralName: "Mentors", color: "#00ff00" });
    const a = await member(app, { firstName: "Dirk", lastName: "Zeta", profile: { department: "Sales" } });
    const b = await member(app, {
      firstName: "Dirk",
      lastName: "Alpha",
      profile: { department: "IT" },
      isExternal: true,
    });
    const c = await admin(app, { firstName: "Dirkina", lastName: "Beta", profile: { department: "Sales" } });
    await assignRole(app.ctx.db, role.id, a.id);
    const client = await as(app, await member(app));
    const byLast = (await client.get("/directory/members?q=dirk")).json();
    expect(byLast.sort).toBe("last_name");
    expect(byLast.entries.map((e: { id: string }) => e.id)).toEqual([b.id, c.id, a.id]);
    expect(byLast.entries[0]).toMatchObject({ is_external: true, roles: [] });
    expect(byLast.entries[1]).toMatchObject({ is_network_admin: true });
    expect(byLast.entries[2].roles).toEqual([{ name: "Mentor", color: "#00ff00", text_color: "#ffffff" }]);
    await setSettings({ directory_default_sort: "first_name" });
    const byFirst = (await client.get("/directory/members?q=dirk")).json();
    expect(byFirst.entries.map((e: { id: string }) => e.id)).toEqual([b.id, a.id, c.id]);
    const sales = (await client.get("/directory/members?q=dirk&profile.department=Sales")).json();
    expect(sales.entries.map((e: { id: string }) => e.id).sort()).toEqual([a.id, c.id].sort());
    const page2 = (await client.get("/directory/members?q=dirk&per_page=2&page=2")).json();
    expect(page2.meta).toMatchObject({ page: 2, per_page: 2, total_count: 3, total_pages: 2, too_large: false });
    expect(page2.entries).toHaveLength(1);
    const filters = (await client.get("/directory/members/filters")).json();
    expect(filters.filters.find((f: { name: string }) => f.name === "department").options).toEqual(
      expect.arrayContaining(["IT", "Sales"]),
    );
    await setSettings({ directory_default_sort: "last_name" });
  });

  it("sorts names as a reader does: umlauts with their vowel, ß as ss, case aside", async () => {
    const names = ["Zander", "Özdemir", "Krüger", "obermann", "Köhler", "Strauß", "Straub", "Ängström"];
    for (const lastName of names) await member(app, { firstName: "Umlautprobe", lastName });
    const client = await as(app, await member(app));
    const listed = (await client.get("/directory/members?q=umlautprobe")).json();
    expect(listed.entries.map((e: { displayName: string }) => e.displayName.replace("Umlautprobe ", ""))).toEqual([
      "Ängström",
      "Köhler",
      "Krüger",
      "obermann",
      "Özdemir",
      "Straub",
      "Strauß",
      "Zander",
    ]);
    // A typed name finds its member accents aside, and a typed accent finds the plain name too.
    const named = async (q: string) =>
      (await client.get(`/directory/members?q=${encodeURIComponent(q)}`))
        .json()
        .entries.map((e: { displayName: string }) => e.displayName);
    expect(await named("umlautprobe kohler")).toEqual(["Umlautprobe Köhler"]);
    expect(await named("umlautprobe Öz")).toEqual(["Umlautprobe Özdemir"]);
    expect(await named("umlautprobe OBER")).toEqual(["Umlautprobe obermann"]);
    expect(await named("umlautprobe strauss")).toEqual(["Umlautprobe Strauß"]);
    // The pickers' quick search likewise.
    const picked = (await client.get("/members?q=umlautprobe%20angstr")).json();
    expect(picked.map((m: { displayName: string }) => m.displayName)).toEqual(["Umlautprobe Ängström"]);
  });

  it("lists a category's groups in the same order: Ärzte before Bau, a lower-case name among the others", async () => {
    const cat = await groupCategory(app);
    const { groups } = await import("../groups/groups.schema.js");
    for (const name of ["Zoll", "Ärzte", "it", "Bau"]) {
      const g = await group(app, { categoryId: cat.id });
      await app.ctx.db.update(groups).set({ name }).where(eq(groups.id, g.id));
    }
    const client = await as(app, await member(app));
    const listing = (await client.get(`/directory/${cat.slug}.json`)).json();
    expect(listing.entries.map((g: { name: string }) => g.name)).toEqual(["Ärzte", "Bau", "it", "Zoll"]);
  });

  it("anonymizes shown locked memberships when the network says so", async () => {
    const gone = await member(app, { firstName: "Lockd", lastName: "Person" });
    await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, gone.id));
    const client = await as(app, await member(app));
    expect((await client.get("/directory/members?q=lockd")).json().entries).toEqual([]);
    await setSettings({
      show_locked_memberships: true,
      anonymize_memberships_config: "enabled",
      anonymize_memberships_name: "Ex",
    });
    const [row] = (await client.get("/directory/members?q=lockd")).json().entries;
    expect(row).toMatchObject({ id: gone.id, displayName: "Ex", anonymized: true, images: { medium: null } });
    await setSettings({ show_locked_memberships: false, anonymize_memberships_config: "disabled" });
  });

  it("answers category-not-found, and searches groups and members together", async () => {
    const client = await as(app, await member(app));
    const missing = await client.get("/directory/no-such-category.json");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("category_not_found");
    const cat = await groupCategory(app);
    const g = await group(app, { categoryId: cat.id });
    const sensitive = await group(app, { categoryId: cat.id });
    const { groups } = await import("../groups/groups.schema.js");
    await app.ctx.db
      .update(groups)
      .set({ sensitive: true, name: `${g.name} sensitive` })
      .where(eq(groups.id, sensitive.id));
    const found = (await client.get(`/directory?q=${encodeURIComponent(g.name)}&groups_only=true`)).json();
    expect(found.members).toEqual([]);
    expect(found.groups.map((x: { id: string }) => x.id).sort()).toEqual([g.id, sensitive.id].sort());
    const safe = (await client.get(`/directory?q=${encodeURIComponent(g.name)}&exclude_sensitive_groups=true`)).json();
    expect(safe.groups.map((x: { id: string }) => x.id)).toEqual([g.id]);
    const listing = (await client.get(`/directory/${cat.slug}.json`)).json();
    expect(listing.group_category.slug).toBe(cat.slug);
    expect(listing.meta.total_count).toBe(2);
  });

  it("filters pickers by consumers and existing group members", async () => {
    const inside = await member(app, { firstName: "Pickr", lastName: "Inside" });
    const outside = await member(app, { firstName: "Pickr", lastName: "Outside" });
    const guest = await member(app, { firstName: "Pickr", lastName: "Guest", isExternal: true });
    const g = await group(app, { members: [inside] });
    const client = await as(app, await member(app));
    const ids = async (url: string) =>
      (await client.get(url))
        .json()
        .map((m: { id: string }) => m.id)
        .sort();
    expect(await ids("/members?q=pickr")).toEqual([inside.id, outside.id, guest.id].sort());
    expect(await ids("/members?q=pickr&include_consumers=false")).toEqual([inside.id, outside.id].sort());
    expect(await ids(`/members?q=pickr&exclude_group_members_of=${g.slug}`)).toEqual([outside.id, guest.id].sort());
    const ctx = (await client.get(`/directory?context=${g.slug}`)).json();
    expect(ctx.members.map((m: { id: string }) => m.id)).toEqual([inside.id]);
  });
});
