import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, calendar, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let asAdmin: Client;
beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await as(app, await admin(app));
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

let counter = 0;
const slugOf = (base: string) => `${base}-${++counter}`;

const createStream = async (slug: string, name = `Stream ${slug}`): Promise<Json> => {
  const res = await asAdmin.post("/administration/activitystreams", { slug, name, description: "About it" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const post = async (c: Client, stream: string, content: string, extra: Json = {}): Promise<Json> => {
  const res = await c.post("/api/v1/activities", { stream, content: `<p>${content}</p>`, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const page = async (c: Client, url: string): Promise<Json> => {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const contents = async (c: Client, url: string) =>
  ((await page(c, url)).activities as Json[]).map((a) => a.content as string);
const setSubscriptions = async (on: boolean) => {
  const res = await asAdmin.put("/administration/settings", { activity_stream_subscriptions_enabled: on });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ activity_stream_subscriptions_enabled: on });
};

describe("network streams: administration", () => {
  it("requires a signed-in network administrator", async () => {
    const visitor = anonymous(app);
    expect((await visitor.get("/administration/activitystreams")).statusCode).toBe(401);
    expect((await visitor.post("/administration/activitystreams", { slug: "x", name: "X" })).statusCode).toBe(401);
    expect((await visitor.get("/administration/settings")).statusCode).toBe(401);
    const asMember = await as(app, await member(app));
    expect((await asMember.get("/administration/activitystreams")).statusCode).toBe(403);
    expect((await asMember.post("/administration/activitystreams", { slug: "x", name: "X" })).statusCode).toBe(403);
    expect(
      (await asMember.put("/administration/settings", { activity_stream_subscriptions_enabled: true })).statusCode,
    ).toBe(403);
    const stream = await createStream(slugOf("guarded"));
    expect(
      (await asMember.put(`/administration/activitystreams/${stream.id}`, { slug: "y", name: "Y" })).statusCode,
    ).toBe(403);
    expect((await asMember.delete(`/administration/activitystreams/${stream.id}`)).statusCode).toBe(403);
    expect((await asMember.get("/activitystreams")).json().can).toEqual({ create_streams: false });
    expect((await asAdmin.get("/activitystreams")).json().can).toEqual({ create_streams: true });
  });

  it("creates, lists, edits and deletes a stream; its activities move to all", async () => {
    const slug = slugOf("news");
    const created = await createStream(slug, "News");
    expect(created).toMatchObject({ slug, name: "News", description: "About it", path: `/activitystreams/${slug}` });
    const listed = (await page(asAdmin, "/administration/activitystreams")).streams as Json[];
    expect(listed.map((s) => s.slug)).toContain(slug);
    expect((await page(asAdmin, `/administration/activitystreams/${created.id}`)).name).toBe("News");

    const author = await as(app, await member(app));
    const note = await post(author, slug, "In the news");
    expect(note.context).toEqual({ type: "network", slug, name: "News", path: `/activitystreams/${slug}` });

    const renamedSlug = slugOf("headlines");
    const edited = await asAdmin.put(`/administration/activitystreams/${created.id}`, {
      slug: renamedSlug,
      name: "Headlines",
      description: "",
      position: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ slug: renamedSlug, name: "Headlines", position: 3 });
    // The activities follow the new slug; the old one is gone.
    expect(await contents(author, `/activitystreams/${renamedSlug}`)).toEqual(["<p>In the news</p>"]);
    expect((await author.get(`/activitystreams/${slug}`)).statusCode).toBe(404);

    expect((await asAdmin.delete(`/administration/activitystreams/${created.id}`)).statusCode).toBe(204);
    expect((await author.get(`/activitystreams/${renamedSlug}`)).statusCode).toBe(404);
    expect((await asAdmin.get(`/administration/activitystreams/${created.id}`)).statusCode).toBe(404);
    expect((await asAdmin.delete(`/administration/activitystreams/${created.id}`)).statusCode).toBe(404);
    const moved = await page(author, `/activities/${note.id}`);
    expect(moved.context).toMatchObject({ slug: "all", path: "/activitystreams/all" });
    expect(await contents(author, "/activitystreams/all")).toContain("<p>In the news</p>");
  });

  it("validates the slug: format, not all, unique, as field errors", async () => {
    const taken = slugOf("taken");
    const first = await createStream(taken);
    const cases: [Json, string][] = [
      [{ slug: "Has Caps", name: "X" }, "invalid"],
      [{ slug: "under_score", name: "X" }, "invalid"],
      [{ slug: "-lead", name: "X" }, "invalid"],
      [{ slug: "all", name: "X" }, "taken"],
      [{ slug: taken, name: "X" }, "taken"],
      [{ slug: "", name: "X" }, "required"],
    ];
    for (const [body, code] of cases) {
      const res = await asAdmin.post("/administration/activitystreams", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().codes.slug, JSON.stringify(body)).toEqual([code]);
    }
    const blankName = await asAdmin.post("/administration/activitystreams", { slug: slugOf("named"), name: " " });
    expect(blankName.json().codes.name).toEqual(["required"]);
    const other = await createStream(slugOf("other"));
    const clash = await asAdmin.put(`/administration/activitystreams/${other.id}`, { slug: taken, name: "X" });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().codes.slug).toEqual(["taken"]);
    // Keeping its own slug is fine.
    const same = await asAdmin.put(`/administration/activitystreams/${first.id}`, { slug: taken, name: "Renamed" });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe("network streams: reading and posting", () => {
  it("posts into an existing stream only, and shows each stream's own activities", async () => {
    const slug = slugOf("team");
    await createStream(slug);
    const author = await as(app, await member(app));
    const unknown = await author.post("/api/v1/activities", { stream: "nowhere", content: "<p>x</p>" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.stream).toEqual(["is invalid"]);
    await post(author, slug, "Stream only");
    await post(author, "all", "All only");
    expect(await contents(author, `/activitystreams/${slug}`)).toEqual(["<p>Stream only</p>"]);
    expect(await contents(author, `/activitystreams/${slug}/mine`)).toEqual(["<p>Stream only</p>"]);
    // With subscriptions off, `all` shows every network stream.
    const all = await contents(author, "/activitystreams/all/mine");
    expect(all).toEqual(["<p>All only</p>", "<p>Stream only</p>"]);
    expect((await author.get("/activitystreams/nowhere")).statusCode).toBe(404);
    expect((await author.get("/activitystreams/nowhere/mine")).statusCode).toBe(404);
  });

  it("reads a stream's page in the statements of all's (5), whatever it holds", async () => {
    const slug = slugOf("budget");
    await createStream(slug);
    const author = await as(app, await member(app));
    const reader = await as(app, await member(app));
    const count = async (url: string) => {
      await reader.get(url);
      let statements = 0;
      const stop = app.ctx.database.observeQueries(() => {
        statements++;
      });
      try {
        expect((await reader.get(url)).statusCode).toBe(200);
      } finally {
        stop();
      }
      return statements;
    };
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const note = await post(author, slug, `Budget ${i}`);
      await reader.post(`/api/v1/activities/${note.id}/replies`, { content: "<p>Seen</p>" });
      await reader.post(`/api/v1/activities/${note.id}/like`);
      counts.push(await count(`/activitystreams/${slug}`));
    }
    expect(counts.every((n) => n === counts[0])).toBe(true);
    expect(counts[0]).toBeLessThanOrEqual(5);
  });

  it("shows external members only the stream all, by every path", async () => {
    const slug = slugOf("staff");
    await createStream(slug);
    const author = await as(app, await member(app));
    const inStream = await post(author, slug, "Staff only");
    const inAll = await post(author, "all", "For everyone");
    const guest = await as(app, await member(app, { isExternal: true }));
    const streams = (await page(guest, "/activitystreams")).streams as Json[];
    expect(streams.map((s) => s.slug)).toEqual(["all"]);
    expect((await guest.get(`/activitystreams/${slug}`)).statusCode).toBe(404);
    expect((await guest.get(`/activitystreams/${slug}/questions`)).statusCode).toBe(404);
    expect((await guest.get(`/activities/${inStream.id}`)).statusCode).toBe(404);
    expect((await guest.post(`/api/v1/activities/${inStream.id}/like`)).statusCode).toBe(404);
    expect((await guest.post(`/activitystreams/${slug}/subscribe`)).statusCode).toBe(404);
    const seen = (await page(guest, "/activitystreams/all")).activities as Json[];
    expect(seen.map((a) => a.id)).toContain(inAll.id);
    expect(seen.map((a) => a.id)).not.toContain(inStream.id);
    // A member sees both in `all`.
    const ids = ((await page(author, "/activitystreams/all/mine")).activities as Json[]).map((a) => a.id);
    expect(ids).toEqual([inAll.id, inStream.id]);
  });

  it("never shows a hidden group's activities in any network stream or filter", async () => {
    const slug = slugOf("open");
    await createStream(slug);
    const insider = await member(app);
    const g = await group(app, { access: "hidden", admin: insider });
    const asInsider = await as(app, insider);
    const secret = await asInsider.post("/api/v1/activities", { group_id: g.id, content: "<p>secret</p>" });
    expect(secret.statusCode).toBe(201);
    const outsider = await as(app, await member(app));
    for (const url of [
      "/activitystreams/all",
      `/activitystreams/${slug}`,
      "/activitystreams/all/files",
      "/activitystreams/all/appointments",
      `/activitystreams/${slug}/files`,
    ]) {
      const ids = ((await page(outsider, url)).activities as Json[]).map((a) => a.id);
      expect(ids, url).not.toContain(secret.json().id);
    }
    expect(await contents(asInsider, "/activitystreams/all/mine")).toContain("<p>secret</p>");
    expect(await contents(asInsider, `/activitystreams/${slug}`)).not.toContain("<p>secret</p>");
  });
});

describe("network streams: filters files and appointments", () => {
  it("files: activities with a file or image of their own; appointments: posted appointments", async () => {
    const author = await member(app);
    const asAuthor = await as(app, author);
    const uploaded = await upload(asAuthor, "files", { name: "plan.txt", type: "text/plain", data: Buffer.from("x") });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    const withFile = await post(asAuthor, "all", "With a file", { file_ids: [uploaded.json().id] });
    const plain = await post(asAuthor, "all", "Plain");
    // A file only in a reply does not make the activity one with files.
    const replyFile = await upload(asAuthor, "files", { name: "r.txt", type: "text/plain", data: Buffer.from("y") });
    const replied = await asAuthor.post(`/api/v1/activities/${plain.id}/replies`, {
      content: "<p>reply</p>",
      file_ids: [replyFile.json().id],
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const files = ((await page(asAuthor, "/activitystreams/all/files")).activities as Json[]).map((a) => a.id);
    expect(files).toContain(withFile.id);
    expect(files).not.toContain(plain.id);

    const networkAdmin = await admin(app);
    const calendarId = await calendar(app, networkAdmin, { type: "network", name: `Network ${slugOf("cal")}` });
    const created = await (await as(app, networkAdmin)).post("/appointments", {
      appointment: {
        name: "Summer party",
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: "2026-07-04T18:00", end: "2026-07-04T22:00", all_day: false },
        post_to_stream: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const appointments = (await page(asAuthor, "/activitystreams/all/appointments")).activities as Json[];
    expect(appointments.map((a) => a.object.summary?.title)).toContain("Summer party");
    expect(appointments.every((a) => a.object.type === "appointment")).toBe(true);
    expect(appointments.map((a) => a.id)).not.toContain(withFile.id);

    // The same filters in a group's stream.
    const g = await group(app, { access: "closed", admin: author });
    const inGroup = await asAuthor.post("/api/v1/activities", {
      group_id: g.id,
      content: "<p>group file</p>",
      file_ids: [
        (await upload(asAuthor, "files", { name: "g.txt", type: "text/plain", data: Buffer.from("z") })).json().id,
      ],
    });
    expect(inGroup.statusCode, inGroup.body).toBe(201);
    const groupFiles = (await page(asAuthor, `/groups/${g.slug}/activitystreams/all/files`)).activities as Json[];
    expect(groupFiles.map((a) => a.id)).toEqual([inGroup.json().id]);
    expect((await page(asAuthor, `/groups/${g.slug}/activitystreams/all/appointments`)).activities).toEqual([]);
  });
});

describe("network streams: subscriptions", () => {
  it("answers subscription_status null and refuses to subscribe while the network does not enable it", async () => {
    await setSubscriptions(false);
    const slug = slugOf("quiet");
    await createStream(slug);
    const m = await as(app, await member(app));
    const streams = (await page(m, "/activitystreams")).streams as Json[];
    expect(streams[0]).toMatchObject({ slug: "all", subscription_status: null });
    expect(streams.find((s) => s.slug === slug)).toMatchObject({
      subscription_status: null,
      path: `/activitystreams/${slug}`,
    });
    const refused = await m.post(`/activitystreams/${slug}/subscribe`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: "subscriptions_disabled" });
    expect((await m.delete(`/activitystreams/${slug}/subscribe`)).statusCode).toBe(422);
    expect((await m.post("/activitystreams/nowhere/subscribe")).statusCode).toBe(404);
  });

  it("follows every stream by default; leaving one takes it out of all and of the unread count", async () => {
    const slug = slugOf("sports");
    await createStream(slug);
    const reader = await as(app, await member(app));
    const author = await as(app, await member(app));
    await setSubscriptions(true);
    try {
      const status = async () =>
        ((await page(reader, "/activitystreams")).streams as Json[]).find((s) => s.slug === slug)?.subscription_status;
      expect(await status()).toBe(true);
      expect(((await page(reader, "/activitystreams")).streams as Json[])[0]?.subscription_status).toBeNull();
      expect((await reader.post("/activitystreams/all/subscribe")).statusCode).toBe(422);

      expect((await reader.post("/api/v1/activitystreams/all/seen")).statusCode).toBe(204);
      const unread = async () => (await reader.get("/unreads/activities")).json().Activitystreams as number;
      expect(await unread()).toBe(0);
      const sportsNote = await post(author, slug, "Match report");
      const allNote = await post(author, "all", "Canteen menu");
      const allIds = async () => ((await page(reader, "/activitystreams/all")).activities as Json[]).map((a) => a.id);
      expect(await allIds()).toEqual(expect.arrayContaining([sportsNote.id, allNote.id]));
      expect(await unread()).toBe(2);

      const left = await reader.delete(`/activitystreams/${slug}/subscribe`);
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json()).toEqual({ subscription_status: false });
      expect(await status()).toBe(false);
      expect(await allIds()).toContain(allNote.id);
      expect(await allIds()).not.toContain(sportsNote.id);
      expect(await unread()).toBe(1);
      expect((await reader.get("/api/v1/unreads")).json().Activitystreams).toBe(1);
      // The stream's own page still shows it; the author's view of `all` is unchanged.
      expect(((await page(reader, `/activitystreams/${slug}`)).activities as Json[]).map((a) => a.id)).toEqual([
        sportsNote.id,
      ]);
      expect(((await page(author, "/activitystreams/all/mine")).activities as Json[]).map((a) => a.id)).toContain(
        sportsNote.id,
      );

      const back = await reader.post(`/activitystreams/${slug}/subscribe`);
      expect(back.json()).toEqual({ subscription_status: true });
      expect(await allIds()).toContain(sportsNote.id);

      // Switched off again, `all` shows every stream whatever the member left.
      expect((await reader.delete(`/activitystreams/${slug}/subscribe`)).statusCode).toBe(200);
      await setSubscriptions(false);
      expect(await allIds()).toContain(sportsNote.id);
      expect(await unread()).toBe(2);
    } finally {
      await setSubscriptions(false);
    }
  });
});

describe("a group's activity_count", () => {
  it("counts the group's activities for those who may read them", async () => {
    const boss = await member(app);
    const outsider = await member(app);
    const closed = await group(app, { access: "closed", admin: boss });
    const asBoss = await as(app, boss);
    const count = async (c: Client) => (await page(c, `/api/v1/groups/${closed.slug}`)).activity_count;
    expect(await count(asBoss)).toBe(0);
    for (const content of ["<p>One</p>", "<p>Two</p>"]) {
      const res = await asBoss.post("/api/v1/activities", { group_id: closed.id, content });
      expect(res.statusCode, res.body).toBe(201);
    }
    await post(asBoss, "all", "Not the group's");
    expect(await count(asBoss)).toBe(2);
    // A closed group's outsider sees the group, not what its stream holds.
    expect(await count(await as(app, outsider))).toBe(0);
  });

  it("follows deletions, a bulk insert and a deleted group (kept by the database's triggers)", async () => {
    const boss = await member(app);
    const team = await group(app, { access: "open", admin: boss });
    const asBoss = await as(app, boss);
    const count = async () => (await page(asBoss, `/api/v1/groups/${team.slug}`)).activity_count;
    const ids: string[] = [];
    for (const content of ["<p>One</p>", "<p>Two</p>", "<p>Three</p>"]) {
      const res = await asBoss.post("/api/v1/activities", { group_id: team.id, content });
      ids.push(res.json().id);
    }
    expect((await asBoss.delete(`/api/v1/activities/${ids[0]}`)).statusCode).toBe(204);
    expect(await count()).toBe(2);
    // Many rows in one statement (as an import or the load seeds write them) are counted at once.
    await app.ctx.database.executeSql(
      `insert into activities (id, group_id, author_id, object_type, html_content, plain_content)
       select lpad(to_hex(1500000000), 8, '0') || lpad(to_hex(i), 16, '0'), $1, $2, 'note', '<p>Bulk</p>', 'Bulk'
       from generate_series(1, 250) i`,
      [team.id, boss.id],
    );
    expect(await count()).toBe(252);
    await app.ctx.database.executeSql("delete from activities where group_id = $1 and plain_content = 'Bulk'", [
      team.id,
    ]);
    expect(await count()).toBe(2);
    await app.ctx.database.executeSql("delete from groups where id = $1", [team.id]);
    const { rows } = await app.ctx.database.executeSql(
      "select count(*)::int as n from group_activity_counts where group_id = $1",
      [team.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
