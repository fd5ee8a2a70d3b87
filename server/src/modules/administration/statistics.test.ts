import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let adminClient: Client;

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
});

type Series = { key: string; total: number; points: { date: string; value: number }[] };
const today = () => new Date().toISOString().slice(0, 10);

describe("statistics", () => {
  it("counts every module's series over the default three months, by week", async () => {
    const m = await member(app);
    const post = await (await as(app, m)).post("/api/v1/activities", {
      stream: "all",
      object_type: "note",
      content: "<p>hi</p>",
    });
    expect(post.statusCode, post.body).toBe(201);
    const res = await adminClient.get("/administration/statistics");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { date_option: string; interval: string; series: Series[] };
    expect(body).toMatchObject({ date_option: "3_months", interval: "week" });
    expect(body.series.map((s) => s.key)).toEqual([
      "members",
      "active_members",
      "posts",
      "messages",
      "appointments",
      "files",
    ]);
    const members = body.series.find((s) => s.key === "members");
    expect(members?.total).toBe(2);
    expect(members?.points.at(-1)?.value).toBe(2);
    expect(body.series.find((s) => s.key === "posts")?.total).toBe(1);
    expect(body.series.find((s) => s.key === "active_members")?.total).toBe(1);
  });

  it("takes a custom range by day, and refuses the spec's invalid ranges", async () => {
    const res = await adminClient.get(
      `/administration/statistics?date_option=custom&start_date=2021-06-01&end_date=2021-06-07`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ interval: "day", start_date: "2021-06-01", end_date: "2021-06-07" });
    expect(res.json().series[0].points).toHaveLength(7);
    const refused = async (q: string, field: string) => {
      const r = await adminClient.get(`/administration/statistics?date_option=custom&${q}`);
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(r.json().errors ?? r.json().field_errors ?? {})).toContain(field);
    };
    await refused("start_date=2021-05-31&end_date=2021-06-07", "start_date");
    await refused(`start_date=2021-06-01&end_date=2999-01-01`, "end_date");
    await refused("start_date=2022-01-02&end_date=2022-01-01", "start_date");
    expect(today() >= "2021-06-01").toBe(true);
  });

  it("gives a group's administrators their group's statistics; 403 to its members, 403 to members elsewhere", async () => {
    const groupAdmin = await member(app);
    const plain = await member(app);
    const g = await group(app, { admin: groupAdmin, members: [plain] });
    const res = await (await as(app, groupAdmin)).get(
      `/groups/${g.slug}/administration/statistics?date_option=30_days`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const series = res.json().series as Series[];
    expect(series.map((s) => s.key)).not.toContain("messages");
    expect(series.find((s) => s.key === "members")?.total).toBe(2);
    expect((await (await as(app, plain)).get(`/groups/${g.slug}/administration/statistics`)).statusCode).toBe(403);
    expect((await (await as(app, plain)).get("/administration/statistics")).statusCode).toBe(403);
    const hidden = await group(app, { access: "hidden", admin: groupAdmin });
    expect((await (await as(app, plain)).get(`/groups/${hidden.slug}/administration/statistics`)).statusCode).toBe(404);
  });
});
