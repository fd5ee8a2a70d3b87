import { Socket } from "phoenix";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

type Heard = { topic: string; event: string; payload: { id?: string; change?: string } };

/**
 * A member's browser as the web client opens it (the real Phoenix client): it joins the topics it asks for and
 * keeps every event any of them hears, and the answer of each join.
 */
class Reader {
  readonly heard: Heard[] = [];
  readonly joins = new Map<string, string>();
  constructor(
    readonly client: Client,
    private readonly socket: Socket,
  ) {}
  async join(topics: string[]) {
    await Promise.all(
      topics.map(
        (topic) =>
          new Promise<void>((resolve) => {
            const channel = this.socket.channel(topic);
            channel.onMessage = (event, payload) => {
              // A push that timed out on a busy machine reports under no event (phoenix's Push.trigger after its ref
              // was cancelled): nothing the server sent.
              if (event && !event.startsWith("phx_") && !event.startsWith("chan_reply"))
                this.heard.push({ topic, event, payload });
              return payload;
            };
            channel
              .join()
              .receive("ok", () => resolve(void this.joins.set(topic, "ok")))
              .receive("error", () => resolve(void this.joins.set(topic, "error")));
          }),
      ),
    );
  }
  about = (id: string) =>
    this.heard.filter((h) => h.payload.id === id).map((h) => `${h.event}:${h.payload.change ?? ""}`);
}

describe("activities over the socket", () => {
  let app: App;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  const reader = async (m: MemberRow) => {
    const client = await as(app, m);
    const token = (await client.post("/api/v1/chat_token")).json().token as string;
    const socket = new Socket(`${url.replace("http", "ws")}/api/chat/socket`, {
      params: { token },
      transport: WebSocket,
      reconnectAfterMs: () => 60_000,
    });
    socket.connect();
    sockets.push(socket);
    return new Reader(client, socket);
  };
  const posted = async (c: Client, body: Record<string, unknown>) => {
    const res = await c.post("/api/v1/activities", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  it("pushes a group's new post, reply, answer, like and vote to its readers only", async () => {
    const anna = await member(app);
    const ben = await member(app);
    const cleo = await member(app);
    const closed = await group(app, { access: "closed", admin: anna, members: [ben] });
    const hidden = await group(app, { access: "hidden", admin: anna, members: [ben] });
    const [a, b, c] = await Promise.all([reader(anna), reader(ben), reader(cleo)]);
    const topics = [`activities:${closed.id}`, `activities:${hidden.id}`, "activities:all", "activities:network"];
    await Promise.all([a.join(topics), b.join(topics), c.join([...topics, `group:${closed.id}`])]);
    expect(Object.fromEntries(c.joins)).toEqual({
      [`activities:${closed.id}`]: "error",
      [`activities:${hidden.id}`]: "error",
      "activities:all": "ok",
      "activities:network": "ok",
      [`group:${closed.id}`]: "error",
    });
    expect(b.joins.get(`activities:${closed.id}`)).toBe("ok");

    const question = await posted(a.client, { group_id: closed.id, object_type: "question", content: "<p>Who?</p>" });
    const survey = await posted(a.client, {
      group_id: hidden.id,
      object_type: "survey",
      content: "<p>Lunch?</p>",
      poll: { options: ["Pasta", "Soup"] },
    });
    await expect.poll(() => b.about(question)).toEqual(["activity_created:"]);
    const answered = await b.client.post(`/api/v1/activities/${question}/answers`, { content: "<p>Me</p>" });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await b.client.post(`/api/v1/activities/${question}/like`)).statusCode).toBe(200);
    const reply = await b.client.post(`/api/v1/activities/${survey}/replies`, { content: "<p>Soup!</p>" });
    expect(reply.statusCode, reply.body).toBe(201);
    const poll = (await b.client.get(`/activities/${survey}`)).json().poll;
    const voted = await b.client.post(`/api/v1/activities/${survey}/votes`, { option_ids: [poll.options[1].id] });
    expect(voted.statusCode, voted.body).toBe(200);

    await expect
      .poll(() => a.about(question))
      .toEqual(["activity_created:", "activity_changed:answer", "activity_changed:like"]);
    await expect
      .poll(() => a.about(survey))
      .toEqual(["activity_created:", "activity_changed:reply", "activity_changed:vote"]);
    await expect
      .poll(() => b.about(survey))
      .toEqual(["activity_created:", "activity_changed:reply", "activity_changed:vote"]);
    // Cleo, outside both groups, heard nothing of them on any topic she could join.
    const network = await posted(a.client, { stream: "all", object_type: "note", content: "<p>For everyone</p>" });
    await expect.poll(() => c.about(network)).toEqual(["activity_created:"]);
    expect(c.heard.filter((h) => h.payload.id === question || h.payload.id === survey)).toEqual([]);
  });

  it("keeps a network stream's events from a guest, who reads only the stream all", async () => {
    const boss = await admin(app);
    const asBoss = await as(app, boss);
    const created = await asBoss.post("/administration/activitystreams", { slug: "news-live", name: "News" });
    expect(created.statusCode, created.body).toBe(201);
    const ben = await member(app);
    const guest = await member(app, { isExternal: true });
    const open = await group(app, { access: "open", admin: boss });
    const [b, g] = await Promise.all([reader(ben), reader(guest)]);
    const topics = ["activities:all", "activities:network", `activities:${open.id}`];
    await Promise.all([b.join(topics), g.join(topics)]);
    expect(Object.fromEntries(g.joins)).toEqual({
      "activities:all": "ok",
      "activities:network": "error",
      [`activities:${open.id}`]: "error",
    });
    // A member who is not in the open group still reads it, so hears its posts.
    expect(b.joins.get(`activities:${open.id}`)).toBe("ok");

    const news = await posted(asBoss, { stream: "news-live", object_type: "note", content: "<p>Staff only</p>" });
    const inOpen = await posted(asBoss, { group_id: open.id, object_type: "note", content: "<p>Club</p>" });
    const everyone = await posted(asBoss, { stream: "all", object_type: "note", content: "<p>Hello all</p>" });
    await expect.poll(() => [b.about(news), b.about(inOpen), b.about(everyone)].flat()).toHaveLength(3);
    await expect.poll(() => g.about(everyone)).toEqual(["activity_created:"]);
    expect(g.heard.filter((h) => h.payload.id === news || h.payload.id === inOpen)).toEqual([]);
  });
});
