import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, groupCategory, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import { appointCategoryAdmin } from "./category-admins.service.js";
import {
  addressableGroupIds,
  groupContentReadableBy,
  groupsReadableBy,
  groupsVisibleTo,
  mayReadGroupContent,
  maySeeGroup,
  readableGroupIds,
  visibleGroupIds,
} from "./groups.access.js";
import { type GroupRow, groups } from "./groups.schema.js";
import { addMembership, presentedGroups } from "./groups.service.js";
import { contentReadableGroupIds } from "./readable-ids.access.js";

/**
 * The group policy matrix: every kind of member × every visibility class × every ability. Each cell
 * is computed by the single check and by the list query; both must agree and match the table.
 */

const classes = ["open", "closed", "hidden", "externally_visible"] as const;
type GroupClass = (typeof classes)[number];
const kinds = [
  "visitor",
  "member",
  "group_member",
  "group_admin",
  "invited",
  "guest",
  "network_admin",
  "category_admin",
  "other_category_admin",
] as const;
type Kind = (typeof kinds)[number];

/** One character per class, in the order of `classes`: + allowed, - refused. */
const expected: Record<string, Record<Kind, string>> = {
  see: {
    visitor: "----",
    member: "++-+",
    group_member: "++++",
    group_admin: "++++",
    invited: "++++",
    guest: "---+",
    network_admin: "++++",
    category_admin: "++++",
    other_category_admin: "++-+",
  },
  read_content: {
    visitor: "----",
    member: "+--+",
    group_member: "++++",
    group_admin: "++++",
    invited: "+--+",
    guest: "---+",
    network_admin: "++++",
    category_admin: "++++",
    other_category_admin: "+--+",
  },
  join: {
    visitor: "----",
    member: "+--+",
    group_member: "----",
    group_admin: "----",
    invited: "----",
    guest: "---+",
    network_admin: "+--+",
    category_admin: "+--+",
    other_category_admin: "+--+",
  },
  join_moderated: {
    visitor: "----",
    member: "-+--",
    group_member: "----",
    group_admin: "----",
    invited: "----",
    guest: "----",
    network_admin: "-+--",
    category_admin: "-+--",
    other_category_admin: "-+--",
  },
  leave: {
    visitor: "----",
    member: "----",
    group_member: "++++",
    // The last administrator may not leave.
    group_admin: "----",
    invited: "----",
    guest: "----",
    network_admin: "----",
    category_admin: "----",
    other_category_admin: "----",
  },
  update: {
    visitor: "----",
    member: "----",
    group_member: "----",
    group_admin: "++++",
    invited: "----",
    guest: "----",
    network_admin: "++++",
    category_admin: "++++",
    other_category_admin: "----",
  },
  administrate: {
    visitor: "----",
    member: "----",
    group_member: "----",
    group_admin: "++++",
    invited: "----",
    guest: "----",
    network_admin: "++++",
    category_admin: "++++",
    other_category_admin: "----",
  },
  destroy: {
    visitor: "----",
    member: "----",
    group_member: "----",
    group_admin: "++++",
    invited: "----",
    guest: "----",
    network_admin: "++++",
    category_admin: "++++",
    other_category_admin: "----",
  },
};
const abilities = Object.keys(expected);
const canAbilities = abilities.filter((a) => a !== "see");

let app: App;
let categorySlug: string;
const people = {} as Record<Exclude<Kind, "visitor">, MemberRow>;
const groupOf = {} as Record<GroupClass, GroupRow>;

beforeAll(async () => {
  app = await createTestApp();
  people.member = await member(app);
  people.group_member = await member(app);
  people.group_admin = await member(app);
  people.invited = await member(app);
  people.guest = await member(app, { isExternal: true });
  people.network_admin = await admin(app);
  people.category_admin = await member(app);
  people.other_category_admin = await member(app);
  const category = await groupCategory(app);
  const otherCategory = await groupCategory(app);
  await appointCategoryAdmin(app.ctx.db, people.network_admin.id, category.id, people.category_admin.id);
  await appointCategoryAdmin(app.ctx.db, people.network_admin.id, otherCategory.id, people.other_category_admin.id);
  categorySlug = category.slug;
  for (const c of classes) {
    const g = await group(app, {
      access: c === "externally_visible" ? "open" : c,
      admin: people.group_admin,
      members: [people.group_member],
      categoryId: category.id,
    });
    await addMembership(app.ctx.db, g.id, people.invited.id, { status: "invited" });
    if (c === "externally_visible") {
      await app.ctx.db.update(groups).set({ externallyVisible: true }).where(eq(groups.id, g.id));
    }
    groupOf[c] = { ...g, externallyVisible: c === "externally_visible" };
  }
});

const allIds = () => classes.map((c) => groupOf[c].id);
const flag = (on: boolean) => (on ? "+" : "-");

describe("group policy matrix", () => {
  it("refuses visitors at the door (401) and in every predicate", async () => {
    const visitor = anonymous(app);
    for (const c of classes) expect((await visitor.get(`/api/v1/groups/${groupOf[c].slug}`)).statusCode).toBe(401);
    const listed = await app.ctx.db.select({ id: groups.id }).from(groups).where(groupsVisibleTo(null));
    const readable = await app.ctx.db.select({ id: groups.id }).from(groups).where(groupsReadableBy(null));
    expect([listed.length, readable.length]).toEqual([0, 0]);
    expect((await visibleGroupIds(app.ctx.db, null, allIds())).size).toBe(0);
    expect((await readableGroupIds(app.ctx.db, null, allIds())).size).toBe(0);
    expect((await addressableGroupIds(app.ctx.db, null, allIds())).size).toBe(0);
  });

  it("lets members message their own groups only, and network administrators any", async () => {
    // Messages to a group (to_group) are checked with this predicate; invitees are not members yet.
    const addressable = { member: "----", group_member: "++++", group_admin: "++++", invited: "----", guest: "----" };
    const found: Record<string, string> = {};
    for (const kind of [...Object.keys(addressable), "network_admin"] as Exclude<Kind, "visitor">[]) {
      const ids = await addressableGroupIds(app.ctx.db, people[kind], allIds());
      found[kind] = classes.map((c) => flag(ids.has(groupOf[c].id))).join("");
    }
    expect(found).toEqual({ ...addressable, network_admin: "++++" });
  });

  for (const kind of kinds.filter((k) => k !== "visitor") as Exclude<Kind, "visitor">[]) {
    it(`decides every ability the same way, single and listed, for a ${kind}`, async () => {
      const m = people[kind];
      const client = await as(app, m);
      const db = app.ctx.db;
      const visible = await visibleGroupIds(db, m, allIds());
      const readable = await readableGroupIds(db, m, allIds());
      const directory = (await client.get(`/directory/${categorySlug}.json?per_page=50`)).json();
      const directorySlugs = new Set(directory.entries.map((e: { slug: string }) => e.slug));
      const fakeRequest = { member: m, memo: new Map() } as unknown as FastifyRequest;
      const shown = classes.filter((c) => visible.has(groupOf[c].id)).map((c) => groupOf[c]);
      const listedCan = new Map((await presentedGroups(db, fakeRequest, shown)).map((g) => [g.id, g.can]));

      const single: Record<string, string> = Object.fromEntries(abilities.map((a) => [a, ""]));
      const listed: Record<string, string> = Object.fromEntries(abilities.map((a) => [a, ""]));
      for (const c of classes) {
        const g = groupOf[c];
        const res = await client.get(`/api/v1/groups/${g.slug}`);
        const sees = await maySeeGroup(db, m, g.id);
        expect(res.statusCode, `${kind} GET ${c}`).toBe(sees ? 200 : 404);
        const can = sees ? res.json().can : {};
        single.see += flag(sees);
        listed.see += flag(visible.has(g.id) && directorySlugs.has(g.slug));
        expect(await mayReadGroupContent(db, m, g.id), `${kind} read_content ${c}`).toBe(readable.has(g.id));
        for (const a of canAbilities) {
          single[a] += flag(can[a] === true);
          listed[a] += flag((listedCan.get(g.id) as Record<string, boolean> | undefined)?.[a] === true);
        }
        expect(readable.has(g.id), `${kind} bulk read_content ${c}`).toBe(can.read_content === true);
      }
      // The ids read once for the statements of a request (the search's) decide the same, as ids and as the predicate.
      const once = await contentReadableGroupIds(db, m);
      if (once === null) expect(kind).toBe("network_admin");
      else {
        expect(classes.map((c) => flag(once.includes(groupOf[c].id))).join("")).toBe(expected.read_content?.[kind]);
        const named = await db
          .select({ id: groups.id })
          .from(groups)
          .where(and(inArray(groups.id, allIds()), groupContentReadableBy(groups.id, { ...m, readableGroups: once })));
        expect(new Set(named.map((r) => r.id))).toEqual(readable);
      }
      const table = Object.fromEntries(abilities.map((a) => [a, expected[a]?.[kind]]));
      expect(single).toEqual(table);
      expect(listed).toEqual(table);
    });
  }
});
