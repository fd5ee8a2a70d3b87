import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { anonymous, as } from "../../test/factories.js";
import type { App } from "../app.js";
import { myChats } from "../modules/chat/chats.service.js";
import { groupCategories, groups } from "../modules/groups/groups.schema.js";
import { findMemberByEmail } from "../modules/members/members.repo.js";
import { members } from "../modules/members/members.schema.js";
import { ADMIN_EMAIL, seedDemoNetwork } from "./demo.js";
import { demoDay } from "./demo-day.js";

describe("demo seed", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seedPassword: "demo-password-123" });
  });

  it("builds a believable network once and leaves it alone on restart", async () => {
    expect((await seedDemoNetwork(app.ctx)).created).toBe(true);
    const [first] = await app.ctx.db.select({ n: count() }).from(members);
    expect(first?.n).toBeGreaterThanOrEqual(35);
    expect((await seedDemoNetwork(app.ctx)).created).toBe(false);
    const [second] = await app.ctx.db.select({ n: count() }).from(members);
    expect(second?.n).toBe(first?.n);
    const accesses = (await app.ctx.db.select({ access: groups.access }).from(groups)).map((g) => g.access);
    expect(new Set(accesses)).toEqual(new Set(["open", "closed", "hidden"]));
    const [guest] = await app.ctx.db.select().from(members).where(eq(members.isExternal, true));
    expect(guest).toBeDefined();
  });

  it("lets the administrator sign in with the seed password", async () => {
    await seedDemoNetwork(app.ctx);
    const res = await anonymous(app).post("/users/sign_in", {
      user: { email: ADMIN_EMAIL, password: "demo-password-123" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().member.is_network_admin).toBe(true);
  });

  it("gives the administrator calendars, today's appointments, unread messages and open invitations", async () => {
    await seedDemoNetwork(app.ctx);
    const admin = await findMemberByEmail(app.ctx.db, ADMIN_EMAIL);
    if (!admin) throw new Error("no administrator");
    const client = await as(app, admin);

    const calendars = (await client.get("/calendars")).json() as { name: string; color: string }[];
    expect(calendars.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Company events", "Alex's calendar", "Board meetings"]),
    );
    // Six hex digits without "#" (calendar.md §3), as the form saves them: the client draws "#" + colour.
    for (const c of calendars) expect(c.color).toMatch(/^[0-9a-f]{6}$/);

    const today = demoDay(0);
    const list = (await client.get(`/appointments?view=list&date=${today}`)).json();
    const onToday = (list.appointments as { name: string; date: { start: string } }[])
      .filter((a) => a.date.start.startsWith(today))
      .map((a) => a.name);
    expect(onToday).toEqual(expect.arrayContaining(["Health day", "One-to-one with Sarah"]));
    const types = new Set((list.appointments as { type: string }[]).map((a) => a.type));
    expect(types.has("appointment") && types.size > 1).toBe(true);

    const unreads = (await client.get("/api/v1/unreads")).json();
    // Four conversations reach the administrator; the newsletter one is read.
    expect(unreads).toMatchObject({ Messages: 3, GroupInvites: 1, Calendars: 2 });

    const invites = (await client.get("/api/v1/invites?filter=appointments&status=open")).json();
    expect(invites.invites.map((i: { invitable: { name: string } }) => i.invitable.name).sort()).toEqual([
      "Architecture review",
      "Board meeting",
    ]);

    const outbox = (await client.get("/administration/outbox")).json();
    expect(outbox.meta.total_count).toBeGreaterThan(0);
  });

  it("fills the activity streams: notes, a question with an accepted answer, likes, replies, a survey and a schedule", async () => {
    await seedDemoNetwork(app.ctx);
    const admin = await findMemberByEmail(app.ctx.db, ADMIN_EMAIL);
    if (!admin) throw new Error("no administrator");
    const stream = (await (await as(app, admin)).get("/activitystreams/all")).json();
    // Newest first, by the posts' (backdated) times: the seed writes them in another order.
    const times = stream.activities.map((a: { created_at: string }) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const question = stream.activities.find((a: { accepted_answer_id: string | null }) => a.accepted_answer_id);
    expect(question).toMatchObject({ object: { type: "question" }, answer_count: 2, reply_count: 1 });
    expect(stream.activities.some((a: { like_count: number }) => a.like_count > 0)).toBe(true);
    const running = (await (await as(app, admin)).get("/groups/running-club/activitystreams/all")).json();
    const [schedule, lunchRun] = running.activities;
    expect(lunchRun).toMatchObject({ reply_count: 4, context: { type: "group", slug: "running-club" } });
    // A survey with votes in the network stream, a schedule of dates in the Running Club.
    expect(schedule).toMatchObject({ object: { type: "schedule" }, poll: { kind: "schedule", voter_count: 4 } });
    const party = stream.activities.find((a: { object: { type: string } }) => a.object.type === "survey");
    expect(party).toMatchObject({ content: "<p>Where should the summer party be?</p>", poll: { voter_count: 6 } });
  });

  it("gives Sofia Klein conversations in the chat: a direct one and the IT group's", async () => {
    await seedDemoNetwork(app.ctx);
    const sofia = await findMemberByEmail(app.ctx.db, "sofia.klein@example.com");
    if (!sofia) throw new Error("no Sofia in the demo");
    const { chats } = await myChats(app.ctx, sofia);
    const withMessages = chats.filter((c) => c.last_message !== null).map((c) => c.name);
    expect(withMessages).toEqual(expect.arrayContaining(["Elias Neumann", "IT"]));
    const it = chats.find((c) => c.name === "IT");
    expect(it?.last_seq).toBe(4);
  });

  it("fills the files: network folders and the IT group's, with documents", async () => {
    await seedDemoNetwork(app.ctx);
    const sofia = await findMemberByEmail(app.ctx.db, "sofia.klein@example.com");
    if (!sofia) throw new Error("no Sofia in the demo");
    const client = await as(app, sofia);
    const network = (await client.get("/api/storage/folders/root")).json();
    expect(network.subfolders.map((f: { name: string }) => f.name)).toEqual(["Handbooks", "Templates"]);
    const it = (await client.get("/api/storage/folders/root?group_slug=it")).json();
    const runbooks = it.subfolders.find((f: { name: string }) => f.name === "Runbooks");
    const listed = (await client.get(`/api/storage/folders/${runbooks.id}`)).json();
    expect(listed.files.map((f: { name: string }) => f.name)).toEqual([
      "Database failover.txt",
      "Release checklist.txt",
    ]);
  });

  it("does not tell by a new group's slug that the hidden Management Board exists", async () => {
    await seedDemoNetwork(app.ctx);
    const [board] = await app.ctx.db.select().from(groups).where(eq(groups.name, "Management Board"));
    expect(board?.slug).toMatch(/^management-board-[0-9a-f]{6}$/);
    const greta = await findMemberByEmail(app.ctx.db, "greta.fuchs@example.com");
    if (!greta) throw new Error("no Greta in the demo");
    const client = await as(app, greta);
    const [communities] = await app.ctx.db
      .select()
      .from(groupCategories)
      .where(eq(groupCategories.slug, "communities"));
    const create = async (name: string) => {
      const res = await client.post("/groups", { group: { name, access: "open", group_category_id: communities?.id } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().slug;
    };
    // The same answer as for a name nobody used: its own slug, no suffix.
    expect(await create("Book Circle")).toBe("book-circle");
    expect(await create("Management Board")).toBe("management-board");
  });

  it("dates the demo relative to today in Berlin", () => {
    const noonUtc = new Date("2026-03-29T12:00:00Z");
    expect(demoDay(0, noonUtc)).toBe("2026-03-29");
    expect(demoDay(3, noonUtc)).toBe("2026-04-01");
    expect(demoDay(-1, new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
});
