import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member } from "../../../test/factories.js";
import { moduleSearch } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";

// The tasks' share of the search, over HTTP as members: a group's tasks for whoever may read the group's content,
// a personal task for its creator and assignees only.

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; the route schemas check their shapes.
type Json = Record<string, any>;

let app: App;
let asBoss: Client;
let asHelper: Client;
let asStranger: Client;
let closed: GroupRow;
let open: GroupRow;

const { search, suggestions } = moduleSearch("tasks");
const titles = (result: Json | undefined) => ((result?.hits ?? []) as Json[]).map((h) => h.title);
const create = async (c: Client, task: Record<string, unknown>): Promise<Json> => {
  const res = await c.post("/api/v1/tasks", { task });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

beforeAll(async () => {
  app = await createTestApp();
  const [boss, helper, stranger] = await Promise.all([member(app), member(app), member(app)]);
  [asBoss, asHelper, asStranger] = await Promise.all([as(app, boss), as(app, helper), as(app, stranger)]);
  closed = await group(app, { access: "closed", admin: boss, members: [helper] });
  open = await group(app, { access: "open", admin: boss });
  await create(asBoss, { title: "Paint the lantern", description: "Blue paint for the harbour lantern" });
  await create(asBoss, { title: "Lantern wicks", description: "Order wicks", assignee_ids: [helper.id] });
  await create(asBoss, { title: "Closed lantern", description: "Only the team", group_id: closed.id });
  await create(asBoss, { title: "Open lantern", description: "Anyone may read it", group_id: open.id });
  for (let i = 0; i < 9; i++) await create(asBoss, { title: `Beacon ${i}`, description: "beacon" });
});

describe("tasks in the search", () => {
  it("finds a task by a stemmed word of its description, highlighted, leading to it", async () => {
    const result = await search(asBoss, "harbours");
    expect(result.hits).toMatchObject([
      { type: "task", title: "Paint the lantern", group_slug: null, archived: false, due_on: null },
    ]);
    expect(result.hits[0].html_url).toBe(`/tasks/${result.hits[0].id}`);
    expect(result.hits[0].highlight).toContain("harbour");
    const inGroup = await search(asBoss, "closed");
    expect(inGroup.hits).toMatchObject([{ group_slug: closed.slug, group_name: closed.name }]);
  });

  it("shows each member only the tasks they may read: no hit, no total, no suggestion", async () => {
    expect(titles(await search(asBoss, "lantern")).sort()).toEqual(
      ["Closed lantern", "Lantern wicks", "Open lantern", "Paint the lantern"].sort(),
    );
    // The assignee sees their task and the group's; not the creator's personal one.
    expect(titles(await search(asHelper, "lantern")).sort()).toEqual([
      "Closed lantern",
      "Lantern wicks",
      "Open lantern",
    ]);
    // A member outside the closed group sees only the open group's task.
    const strangers = await search(asStranger, "lantern");
    expect(titles(strangers)).toEqual(["Open lantern"]);
    expect(strangers.total).toBe(1);
    expect((await suggestions(asStranger, "lant")).map((s) => s.title)).toEqual(["Open lantern"]);
    expect((await suggestions(asStranger, "clos")).map((s) => s.title)).toEqual([]);
    // The closed group's own search is no way round it.
    const res = await asStranger.get(`/groups/${closed.slug}/search.json?q=lantern&module=tasks`);
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(res.json().tasks)).toEqual([]);
  });

  it("searches only a group's tasks inside the group", async () => {
    const res = await asBoss.get(`/groups/${closed.slug}/search.json?q=lantern&module=tasks`);
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(res.json().tasks)).toEqual(["Closed lantern"]);
  });

  it("sends the same number of statements for one hit as for a page of ten", async () => {
    const statements = async (q: string, hits: number) => {
      await asBoss.get(`/search.json?q=${q}&module=tasks`);
      let count = 0;
      const stop = app.ctx.database.observeQueries(() => {
        count++;
      });
      try {
        expect((await search(asBoss, q)).hits).toHaveLength(hits);
      } finally {
        stop();
      }
      return count;
    };
    const none = await statements('"nowhereword"', 0);
    const one = await statements("wicks", 1);
    const ten = await statements("beacon", 9);
    expect(ten).toBe(one);
    // Past the page of ids with its total: the rows with their group's slug and name, in one statement.
    expect(ten - none).toBe(1);
  });
});
