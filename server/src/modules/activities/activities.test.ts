import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { groups } from "../groups/groups.schema.js";
import type { MemberRow } from "../members/members.schema.js";
import { activities, activityMentions } from "./activities.schema.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

const post = async (c: Client, body: Json): Promise<Json> => {
  const res = await c.post("/api/v1/activities", { stream: "all", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const inGroup = (c: Client, groupId: string, body: Json) => post(c, { stream: undefined, group_id: groupId, ...body });
const list = async (c: Client, url: string): Promise<Json> => {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const ids = (page: Json) => (page.activities as Json[]).map((a) => a.id);
const reply = async (c: Client, activityId: string, type: "replies" | "answers", body: Json): Promise<Json> => {
  const res = await c.post(`/api/v1/activities/${activityId}/${type}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [T, ...R]>;

/** `n` members and a client for each, as tuples so they destructure without checks. */
async function people<N extends 1 | 2 | 3>(n: N): Promise<[Tuple<MemberRow, N>, Tuple<Client, N>]> {
  const rows: MemberRow[] = [];
  for (let i = 0; i < n; i++) rows.push(await member(app));
  const clients = await Promise.all(rows.map((m) => as(app, m)));
  return [rows as Tuple<MemberRow, N>, clients as Tuple<Client, N>];
}

describe("activities: posting, reading, editing, removing", () => {
  it("requires a signed-in member", async () => {
    const visitor = anonymous(app);
    expect((await visitor.get("/activitystreams/all")).statusCode).toBe(401);
    expect((await visitor.post("/api/v1/activities", { stream: "all", content: "x" })).statusCode).toBe(401);
  });

  it("lists the network stream and its one virtual stream", async () => {
    const [, [asA]] = await people(1);
    const streams = await list(asA, "/activitystreams");
    expect(streams).toEqual({
      streams: [
        {
          id: "000000000000000000000a11",
          slug: "all",
          name: "All",
          path: "/activitystreams/all",
          subscription_status: null,
        },
      ],
      can: { create_streams: false },
    });
    expect((await asA.get("/activitystreams/other")).statusCode).toBe(404);
    expect((await asA.get("/activitystreams/other/mine")).statusCode).toBe(404);
  });

  it("posts a note, shows it in the stream and alone, edits and removes it", async () => {
    const [[a], [asA, asB]] = await people(2);
    const note = await post(asA, { content: "<p>Hello <script>x()</script><b>world</b></p>", tags: ["News"] });
    expect(note).toMatchObject({
      object: { type: "note" },
      actor: { id: a?.id },
      content: "<p>Hello <b>world</b></p>",
      tags: [{ name: "News" }],
      context: { type: "network", slug: "all", name: "All", path: "/activitystreams/all" },
      html_url: `/activities/${note.id}`,
      edited: false,
      reply_count: 0,
      like_count: 0,
      likers: [],
      liked: false,
      replies: [],
      can: { update: true, destroy: true, reply: true, like: true },
    });
    const page = await list(asB, "/activitystreams/all");
    expect(ids(page)).toContain(note.id);
    expect(page.can).toEqual({ post: true });
    const seen = (page.activities as Json[]).find((x) => x.id === note.id);
    expect(seen?.can).toEqual({ update: false, destroy: false, reply: true, like: true });
    expect((await list(asB, `/activities/${note.id}`)).content).toBe(note.content);

    // Another member may neither edit nor remove it.
    expect((await asB.put(`/api/v1/activities/${note.id}`, { content: "<p>mine now</p>" })).statusCode).toBe(403);
    expect((await asB.delete(`/api/v1/activities/${note.id}`)).statusCode).toBe(403);

    // Likes and replies a while after posting change the row but are no edit; an edit shows as one, and the
    // tags follow the body.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await app.ctx.db
      .update(activities)
      .set({ createdAt: aMinuteAgo, updatedAt: aMinuteAgo })
      .where(eq(activities.id, note.id));
    expect((await asB.post(`/api/v1/activities/${note.id}/like`)).statusCode).toBe(200);
    await reply(asB, note.id, "replies", { content: "<p>Nice</p>" });
    expect((await list(asA, `/activities/${note.id}`)).edited).toBe(false);
    const edited = await asA.put(`/api/v1/activities/${note.id}`, { content: "<p>Hello again</p>", tags: ["Later"] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: "<p>Hello again</p>", edited: true, tags: [{ name: "Later" }] });

    expect((await asA.delete(`/api/v1/activities/${note.id}`)).statusCode).toBe(204);
    expect((await asA.get(`/activities/${note.id}`)).statusCode).toBe(404);
  });

  it("lets network administrators and the group's administrators remove activities", async () => {
    const [[a, b], [asA, asB, asC]] = await people(3);
    const boss = await admin(app);
    const g = await group(app, { admin: b, members: [a] });
    const first = await inGroup(asA, g.id, { content: "<p>in the group</p>" });
    expect(first.context).toEqual({
      type: "group",
      slug: g.slug,
      name: g.name,
      path: `/groups/${g.slug}/activitystreams/all`,
    });
    const second = await post(asA, { content: "<p>in the network</p>" });
    const asBoss = await as(app, boss);
    // The group's administrator removes in the group, not in the network; a member neither.
    expect((await list(asB, `/activities/${first.id}`)).can.destroy).toBe(true);
    expect((await asB.delete(`/api/v1/activities/${second.id}`)).statusCode).toBe(403);
    expect((await asC.delete(`/api/v1/activities/${first.id}`)).statusCode).toBe(403);
    expect((await asB.delete(`/api/v1/activities/${first.id}`)).statusCode).toBe(204);
    expect((await list(asBoss, `/activities/${second.id}`)).can).toMatchObject({ update: false, destroy: true });
    expect((await asBoss.delete(`/api/v1/activities/${second.id}`)).statusCode).toBe(204);
  });

  it("refuses blank content, unknown streams, guests in the network stream and groups one may not post in", async () => {
    const [[a, b], [asA]] = await people(2);
    const blank = await asA.post("/api/v1/activities", { stream: "all", content: "<p> <br></p><script>x</script>" });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { content: ["can't be blank"] }, codes: { content: ["required"] } });
    const unknown = await asA.post("/api/v1/activities", { stream: "elsewhere", content: "x" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty("stream");
    const both = await asA.post("/api/v1/activities", { content: "x" });
    expect(both.statusCode).toBe(422);
    const tooMany = await asA.post("/api/v1/activities", {
      stream: "all",
      content: Array.from({ length: 6 }, (_, i) => `#[0123456789abcdef0123456${i}:t${i}]`).join(" "),
      tags: ["a", "b", "c", "d", "e"],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().codes).toEqual({ tags: ["too_long"] });

    const guest = await as(app, await member(app, { isExternal: true }));
    const refused = await guest.post("/api/v1/activities", { stream: "all", content: "<p>hi</p>" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("forbidden");
    expect((await list(guest, "/activitystreams/all")).can).toEqual({ post: false });

    const open = await group(app, { admin: b });
    const closed = await group(app, { admin: b, access: "closed" });
    const hidden = await group(app, { admin: b, access: "hidden" });
    expect((await asA.post("/api/v1/activities", { group_id: open.id, content: "x" })).statusCode).toBe(403);
    expect((await asA.post("/api/v1/activities", { group_id: closed.id, content: "x" })).statusCode).toBe(404);
    expect((await asA.post("/api/v1/activities", { group_id: hidden.id, content: "x" })).statusCode).toBe(404);
    const archived = await group(app, { admin: b, members: [a as MemberRow] });
    expect((await list(asA, `/groups/${archived.slug}/activitystreams/all`)).can).toEqual({ post: true });
    await app.ctx.db.update(groups).set({ archivedAt: new Date() }).where(eq(groups.id, archived.id));
    expect((await asA.post("/api/v1/activities", { group_id: archived.id, content: "x" })).statusCode).toBe(403);
    expect((await list(asA, `/groups/${archived.slug}/activitystreams/all`)).can).toEqual({ post: false });
    expect((await list(asA, `/groups/${open.slug}/activitystreams/all`)).can).toEqual({ post: false });
  });

  it("turns mention and tag markup into spans and links, records real mentions only", async () => {
    const [[a, b], [asA, asB]] = await people(2);
    const forged = "0123456789abcdef01234567";
    const note = await post(asA, {
      content: `<p>Thanks @[${b?.id}:Ben &lt;Boss&gt; &amp; Co] and @[${forged}:Nobody] #[${forged}:Launch] #[${forged}:bad tag]</p>`,
      tags: ["launch", "Team"],
    });
    expect(note.content).toContain(
      `<span data-type="mention" data-id="${b?.id}" data-label="Ben &lt;Boss&gt; &amp; Co">@Ben &lt;Boss&gt; &amp; Co</span>`,
    );
    expect(note.content).toContain(
      '<a href="/activitystreams/all?tag=Launch" rel="noopener noreferrer nofollow" target="_blank">#Launch</a>',
    );
    expect(note.content).toContain("#[0123456789abcdef01234567:bad tag]");
    // One tag whatever its case; the body's spelling came first.
    expect((note.tags as Json[]).map((t) => t.name)).toEqual(["launch", "Team"]);
    const mentioned = await app.ctx.db.select().from(activityMentions).where(eq(activityMentions.activityId, note.id));
    expect(mentioned.map((m) => m.memberId)).toEqual([b?.id]);
    expect(ids(await list(asB, "/activitystreams/all/mentions"))).toEqual([note.id]);
    expect(ids(await list(asA, "/activitystreams/all/mentions"))).toEqual([]);
    expect(a).toBeDefined();
  });
});

describe("activities: filters, pages and tags", () => {
  it("filters by author, mentions, questions, unanswered and likes", async () => {
    const [[a, b], [asA, asB]] = await people(2);
    const mine = await post(asA, { content: "<p>mine</p>" });
    const theirs = await post(asB, { content: `<p>for @[${a?.id}:A]</p>` });
    const question = await post(asB, { object_type: "question", content: "<p>why?</p>" });
    const answered = await post(asB, { object_type: "question", content: "<p>how?</p>" });
    await reply(asA, answered.id, "answers", { content: "<p>like this</p>" });
    expect((await asA.post(`/api/v1/activities/${theirs.id}/like`)).statusCode).toBe(200);
    const onlyMine = (page: Json) =>
      ids(page).filter((id) => [mine.id, theirs.id, question.id, answered.id].includes(id));
    expect(onlyMine(await list(asA, "/activitystreams/all/mine"))).toEqual([mine.id]);
    expect(onlyMine(await list(asA, "/activitystreams/all/mentions"))).toEqual([theirs.id]);
    expect(onlyMine(await list(asA, "/activitystreams/all/questions"))).toEqual([answered.id, question.id]);
    expect(onlyMine(await list(asA, "/activitystreams/all/unanswered"))).toEqual([question.id]);
    expect(onlyMine(await list(asA, "/activitystreams/all/likes"))).toEqual([theirs.id]);
    expect((await asA.get("/activitystreams/all/unknown")).statusCode).toBe(404);
    expect(ids(await list(asA, `/members/${b?.id}/activities`))).toEqual([answered.id, question.id, theirs.id]);
    expect(ids(await list(asB, `/members/${a?.id}/likes`))).toEqual([theirs.id]);
    expect((await asA.get("/members/0123456789abcdef01234567/activities")).statusCode).toBe(404);
  });

  it("pages a stream by cursor, newest first, without repeats", async () => {
    const [[a], [asA, asB]] = await people(2);
    const g = await group(app, { admin: a });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await inGroup(asA, g.id, { content: `<p>${i}</p>` })).id);
    const url = `/groups/${g.slug}/activitystreams/all?limit=2`;
    const first = await list(asA, url);
    const second = await list(asA, `${url}&before=${first.next_cursor}`);
    const third = await list(asA, `${url}&before=${second.next_cursor}`);
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual([...made].reverse());
    expect(first.next_cursor).toBe(ids(first)[1]);
    expect(third.next_cursor).toBeNull();
    expect(ids(third)).toHaveLength(1);
    expect((await asA.get(`${url}&before=nope`)).statusCode).toBe(400);
    // The open group's stream reads for a non-member; its activities stay out of their `all` (they do not follow it).
    expect(ids(await list(asB, `/groups/${g.slug}/activitystreams/all`))).toHaveLength(5);
    expect(ids(await list(asB, "/activitystreams/all"))).not.toContain(made[0]);
    expect(ids(await list(asA, "/activitystreams/all"))).toContain(made[0]);
    expect((await asA.get(`/groups/${g.slug}/activitystreams/other`)).statusCode).toBe(404);
    expect((await asA.get("/groups/no-such-group/activitystreams/all")).statusCode).toBe(404);
  });

  it("narrows by tag and finds tags by their start", async () => {
    const [, [asA]] = await people(1);
    const tagged = await post(asA, { content: "<p>tagged</p>", tags: ["Zebra42"] });
    const also = await post(asA, { content: `<p>#[0123456789abcdef01234567:zebra42]</p>` });
    await post(asA, { content: "<p>other</p>", tags: ["Zebu42"] });
    expect(ids(await list(asA, "/activitystreams/all?tag=ZEBRA42"))).toEqual([also.id, tagged.id]);
    const found = await list(asA, "/tags/find?q=zeb&exclude_new=true");
    expect(found.map((t: Json) => t.name)).toEqual(["Zebra42", "Zebu42"]);
    expect((also.tags as Json[])[0]?.id).toBe((tagged.tags as Json[])[0]?.id);
    expect(await list(asA, "/tags/find?q=zebr%25&exclude_new=true")).toEqual([]);
    // Without exclude_new the typed name comes first as a new tag, unless a tag found is named so (any case).
    expect(await list(asA, "/tags/find?q=zebr%25")).toEqual([{ id: null, name: "zebr%" }]);
    expect((await list(asA, "/tags/find?q=zeb&exclude_new=false")).map((t: Json) => [t.id === null, t.name])).toEqual([
      [true, "zeb"],
      [false, "Zebra42"],
      [false, "Zebu42"],
    ]);
    expect((await list(asA, "/tags/find?q=%23ZEBRA42")).map((t: Json) => t.name)).toEqual(["Zebra42"]);
    expect((await asA.get("/tags/find?q=")).statusCode).toBe(400);
  });
});

describe("activities: replies, answers, likes", () => {
  it("replies, quotes, edits and removes replies, with counts and previews", async () => {
    const [[a, b], [asA, asB, asC]] = await people(3);
    const g = await group(app, { admin: b, members: [a as MemberRow] });
    const note = await inGroup(asA, g.id, { content: "<p>note</p>" });
    const made: Json[] = [];
    for (let i = 0; i < 4; i++) made.push(await reply(asA, note.id, "replies", { content: `<p>r${i}</p>` }));
    const [r0, r1, r2, r3] = made as [Json, Json, Json, Json];
    expect(r0).toMatchObject({
      activity_id: note.id,
      type: "replies",
      content: "<p>r0</p>",
      author: { id: a?.id },
      accepted: false,
      quoted_reply: null,
      html_url: `/activities/${note.id}/replies/${r0.id}`,
      can: { update: true, destroy: true, accept: false },
    });
    const quoting = await reply(asB, note.id, "replies", { content: "<p>quoting</p>", quotedReplyId: r0.id });
    expect(quoting.quoted_reply).toMatchObject({ id: r0.id, author: { id: a?.id }, content: "<p>r0</p>" });

    // The stream shows the newest three, oldest first; the activity's page all of them.
    const inStream = (await list(asA, `/groups/${g.slug}/activitystreams/all`)).activities[0];
    expect(inStream.reply_count).toBe(5);
    expect(inStream.replies.map((r: Json) => r.id)).toEqual([r2.id, r3.id, quoting.id]);
    const detail = await list(asA, `/activities/${note.id}`);
    expect(detail.replies.map((r: Json) => r.id)).toEqual([r0.id, r1.id, r2.id, r3.id, quoting.id]);

    // Edits: the author only; quotes must be published replies of the same activity.
    expect((await asB.put(`/api/v1/activities/${note.id}/replies/${r1.id}`, { content: "<p>x</p>" })).statusCode).toBe(
      403,
    );
    const edited = await asA.put(`/api/v1/activities/${note.id}/replies/${r1.id}`, { content: "<p>r1!</p>" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().content).toBe("<p>r1!</p>");
    const other = await post(asA, { content: "<p>elsewhere</p>" });
    const foreign = await reply(asA, other.id, "replies", { content: "<p>there</p>" });
    const badQuote = await asA.post(`/api/v1/activities/${note.id}/replies`, {
      content: "<p>q</p>",
      quotedReplyId: foreign.id,
    });
    expect(badQuote.statusCode).toBe(422);
    expect(badQuote.json().errors).toHaveProperty("quotedReplyId");
    const withFiles = await asA.post(`/api/v1/activities/${note.id}/replies`, {
      content: "<p>q</p>",
      file_ids: [foreign.id],
    });
    expect(withFiles.statusCode).toBe(422);
    expect(withFiles.json().errors).toHaveProperty("file_ids");
    const blank = await asA.post(`/api/v1/activities/${note.id}/replies`, { content: " " });
    expect(blank.json().codes).toEqual({ content: ["required"] });
    const answer = await asA.post(`/api/v1/activities/${note.id}/answers`, { content: "<p>a</p>" });
    expect(answer.statusCode).toBe(422);

    // Removal: the author, or the group's administrator; others 403. Removed replies vanish, quotes of them too.
    expect((await asC.delete(`/api/v1/activities/${note.id}/replies/${r0.id}`)).statusCode).toBe(403);
    expect((await asB.delete(`/api/v1/activities/${note.id}/replies/${r0.id}`)).statusCode).toBe(204);
    expect((await asA.delete(`/api/v1/activities/${note.id}/replies/${r0.id}`)).statusCode).toBe(404);
    expect((await asB.delete(`/api/v1/activities/${note.id}/replies/${quoting.id}`)).statusCode).toBe(204);
    const after = await list(asA, `/activities/${note.id}`);
    expect(after.reply_count).toBe(3);
    expect(after.replies.map((r: Json) => r.id)).toEqual([r1.id, r2.id, r3.id]);
    expect(
      (await asA.post(`/api/v1/activities/${note.id}/replies`, { content: "<p>q</p>", quotedReplyId: r0.id }))
        .statusCode,
    ).toBe(422);
  });

  it("answers questions and lets the asker accept one", async () => {
    const [[, b], [asA, asB, asC]] = await people(3);
    const question = await post(asA, { object_type: "question", content: "<p>Which?</p>" });
    const first = await reply(asB, question.id, "answers", { content: "<p>This</p>" });
    const second = await reply(asC, question.id, "answers", { content: "<p>That</p>" });
    const comment = await reply(asC, question.id, "replies", { content: "<p>Good question</p>" });
    expect(first.can).toEqual({ update: true, destroy: true, accept: false });
    expect(first.html_url).toBe(`/activities/${question.id}/answers/${first.id}`);
    const url = `/api/v1/activities/${question.id}/answers/${first.id}/accept`;
    expect((await asB.post(url)).statusCode).toBe(403);
    expect((await asA.post(`/api/v1/activities/${question.id}/replies/${comment.id}/accept`)).statusCode).toBe(404);
    const accepted = await asA.post(url);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ accepted_answer_id: first.id, answer_count: 2, reply_count: 1 });
    expect(accepted.json().replies.map((r: Json) => [r.id, r.accepted, r.can.accept])).toEqual([
      [first.id, true, true],
      [second.id, false, true],
    ]);
    expect(ids(await list(asA, "/activitystreams/all/unanswered"))).not.toContain(question.id);
    const cleared = await asA.delete(url);
    expect(cleared.json().accepted_answer_id).toBeNull();
    await asA.post(url);
    // Removing the accepted answer clears the mark.
    expect((await asB.delete(`/api/v1/activities/${question.id}/answers/${first.id}`)).statusCode).toBe(204);
    const after = await list(asA, `/activities/${question.id}`);
    expect(after).toMatchObject({ accepted_answer_id: null, answer_count: 1 });
    expect(after.replies.map((r: Json) => r.id)).toEqual([second.id, comment.id]);
    expect(b).toBeDefined();
  });

  it("likes idempotently and lists the likers, newest first", async () => {
    const [[a, b, c], [asA, asB, asC]] = await people(3);
    const note = await post(asA, { content: "<p>like me</p>" });
    const url = `/api/v1/activities/${note.id}/like`;
    expect((await asB.post(url)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await asB.post(url)).json()).toEqual({ liked: true, like_count: 1 });
    expect((await asC.post(url)).json()).toEqual({ liked: true, like_count: 2 });
    const likers = await list(asA, `/api/v1/activities/${note.id}/likes`);
    expect(likers.members.map((m: Json) => m.id)).toEqual([c?.id, b?.id]);
    const seen = await list(asB, `/activities/${note.id}`);
    expect(seen).toMatchObject({ liked: true, like_count: 2 });
    expect(seen.likers.map((m: Json) => m.id)).toEqual([b?.id, c?.id]);
    expect((await asB.delete(url)).json()).toEqual({ liked: false, like_count: 1 });
    expect((await asB.delete(url)).json()).toEqual({ liked: false, like_count: 1 });
    expect((await list(asB, `/activities/${note.id}`)).liked).toBe(false);
    expect(a).toBeDefined();
  });
});

describe("activities: member pages and content negotiation", () => {
  it("answers JSON calls on the member paths and leaves browser navigations to the web client", async () => {
    const [[a], [asA]] = await people(1);
    const json = await asA.get(`/members/${a?.id}/activities`);
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-type"]).toContain("application/json");
    const page = await asA.get(`/members/${a?.id}/likes`, { accept: "text/html" });
    // No web build in tests: the SPA answer is the "not built" notice, never the route's JSON.
    expect(page.headers["content-type"]).toContain("text/plain");
    expect(page.body).toContain("web client is not built");
    expect((await asA.get(`/members/${a?.id}/activities.json`)).json()).toHaveProperty("activities");
  });
});
