import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, groupCategory, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { releaseHiddenGroupSlugs } from "./group-slugs.service.js";
import { findGroupBySlug, insertGroup } from "./groups.repo.js";

/**
 * A member must not tell by the slug of a group they create that a hidden group of that name exists: a hidden group
 * never holds its name's own slug, however it came to be hidden (created so: groups-form.test.ts; the demo's seed:
 * seed/demo.test.ts; switched later, or seeded or imported before the rule: here).
 */
let app: App;
let categoryId: string;
let asAdmin: Client;
let asMember: Client;
let n = 0;

beforeAll(async () => {
  app = await createTestApp();
  categoryId = (await groupCategory(app, { createAccess: "all" })).id;
  asAdmin = await as(app, await admin(app));
  asMember = await as(app, await member(app));
});

/** A fresh name per test, with its natural slug. */
const fresh = (base: string) => {
  n += 1;
  return { name: `${base} ${n}`, natural: `${base.toLowerCase().replace(/ /g, "-")}-${n}` };
};

async function create(client: Client, name: string, access: "open" | "closed" | "hidden") {
  const res = await client.post("/groups", { group: { name, access, group_category_id: categoryId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { slug: string; access: string };
}

/** What the member learns: the slug their new group of that name gets, beside one of a name nobody used. */
async function memberSees(name: string, natural: string) {
  const unused = fresh("Nobody used this");
  expect((await create(asMember, unused.name, "open")).slug).toBe(unused.natural);
  expect((await create(asMember, name, "open")).slug).toBe(natural);
}

describe("slugs of hidden groups", () => {
  it("a group switched to hidden lets go of its name's slug, and its editor is told the new one", async () => {
    const { name, natural } = fresh("Strategy Circle");
    const closed = await create(asAdmin, name, "closed");
    expect(closed.slug).toBe(natural);
    const res = await asAdmin.put(`/groups/${natural}`, { group: { access: "hidden" } });
    expect(res.statusCode, res.body).toBe(200);
    const hidden = res.json() as { slug: string; access: string };
    expect(hidden).toMatchObject({
      access: "hidden",
      slug: expect.stringMatching(new RegExp(`^${natural}-[0-9a-f]{6}$`)),
    });
    expect((await asAdmin.get(`/api/v1/groups/${hidden.slug}`)).statusCode).toBe(200);
    await memberSees(name, natural);
    // Saved again while hidden, it keeps the slug it has.
    const again = await asAdmin.put(`/groups/${hidden.slug}`, { group: { teaser: "Still here" } });
    expect(again.json().slug).toBe(hidden.slug);
  });

  it("a hidden group seeded or imported with its name's slug lets go of it at the next start", async () => {
    const { name, natural } = fresh("Works Council");
    // As a database seeded or imported before the rule has it: the row holds the natural slug.
    await insertGroup(app.ctx.db, { name, slug: natural, access: "hidden", groupCategoryId: categoryId });
    const groups = app.ctx.modules.descriptors.find((d) => d.name === "groups");
    await groups?.start?.(app.ctx);
    expect(await findGroupBySlug(app.ctx.db, natural)).toBeNull();
    await memberSees(name, natural);
    expect(await releaseHiddenGroupSlugs(app.ctx.db)).toBe(0);
  });
});
