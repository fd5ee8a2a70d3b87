import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, groupCategory, member } from "../../../test/factories.js";
import type { Json } from "../../../test/files-helpers.js";
import { moduleSearch } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";
import { newId } from "../../lib/ids.js";
import { groups } from "../groups/groups.schema.js";
import { contentReadableGroupIds } from "../groups/readable-ids.access.js";
import type { MemberRow } from "../members/members.schema.js";

// The search names a member's readable groups as ids in its statements, up to 500 of them (readable-ids.access.ts);
// a member who may read more is checked by the access predicate again. Across that line it finds the same.
let app: App;
let reader: MemberRow;
let asReader: Client;
const activities = moduleSearch("activities");
const ids = (found: Json) => found.hits.map((h: Json) => h.id as string);

beforeAll(async () => {
  app = await createTestApp();
  reader = await member(app);
  asReader = await as(app, reader);
});

describe("a member who may read more groups than the search names as ids", () => {
  it("finds an open group's post and not a closed group's, below the line and above it", async () => {
    const author = await member(app);
    const asAuthor = await as(app, author);
    const open = await group(app, { access: "open", members: [author] });
    const closed = await group(app, { access: "closed", members: [author] });
    const posted = async (groupId: string) => {
      const res = await asAuthor.post("/api/v1/activities", { group_id: groupId, content: "<p>Zephyrine lunch</p>" });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const inOpen = await posted(open.id);
    await posted(closed.id);
    const found = async () => ({
      search: ids(await activities.search(asReader, "Zephyrine")),
      suggestions: (await activities.suggestions(asReader, "Zephyr")).map((s) => s.id),
    });

    expect(await contentReadableGroupIds(app.ctx.db, reader)).toContain(open.id);
    const below = await found();
    expect(below).toEqual({ search: [inOpen], suggestions: [inOpen] });

    // 500 more open groups: the reader may now read 501, more than the search names.
    const category = await groupCategory(app);
    await app.ctx.db.insert(groups).values(
      Array.from({ length: 500 }, (_, i) => ({
        id: newId(),
        slug: `cap-${i}`,
        name: `Cap ${i}`,
        groupCategoryId: category.id,
        access: "open" as const,
      })),
    );
    expect(await contentReadableGroupIds(app.ctx.db, reader)).toBeNull();
    expect(await found()).toEqual(below);
  });
});
