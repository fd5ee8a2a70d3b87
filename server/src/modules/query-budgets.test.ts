// Query budgets of the main calls: how many statements (database round trips) each sends, counted
// through the database's observeQueries hook. Each call is asked once on a small world and once on a
// world several times larger; the count must be the same (no query per row: no N+1) and within the
// budget written beside the route (the "Query budget" comment of each entry in contracts/src/routes).
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { admin, as, type Client, calendar, group, member, upload } from "../../test/factories.js";
import type { App } from "../app.js";
import { createLegalText } from "./administration/legal-texts.service.js";
import type { MemberRow } from "./members/members.schema.js";

/** The budgets, as written beside the routes in contracts/src/routes; raise one only with a reason. */
const BUDGET = {
  network: 2,
  month: 5,
  appointment: 6,
  inbox: 7,
  conversation: 7,
  directorySearch: 5,
  group: 3,
  unreads: 2,
  stream: 5,
  search: 70,
  suggestions: 22,
  legalTextsPending: 2,
} as const;
type Call = keyof typeof BUDGET;

type World = { client: Client; calls: Record<Call, string> };

let app: App;
const day = (i: number) => String(2 + i).padStart(2, "0");
const SMALL = 2;
const LARGE = 8;

/** A member in `size` groups, with `size` appointments in the month, `size` conversations and `size` peers. */
async function world(size: number): Promise<World> {
  const me = await member(app, { firstName: "Budget", lastName: `Reader ${size}` });
  const peers: MemberRow[] = [];
  for (let i = 0; i < size; i++) peers.push(await member(app, { firstName: `Budget${size}`, lastName: `Peer ${i}` }));
  const groups = [];
  for (let i = 0; i < size; i++) groups.push(await group(app, { admin: me, members: peers }));
  const first = groups[0];
  if (!first) throw new Error("no group");
  const calendarId = await calendar(app, me, { group: first });
  const client = await as(app, me);
  let appointmentId = "";
  for (let i = 0; i < size; i++) {
    const res = await client.post("/appointments", {
      appointment: {
        name: `Budget ${i}`,
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: `2026-03-${day(i)}T10:00`, end: `2026-03-${day(i)}T11:00`, all_day: false },
        recurrence_pattern:
          i % 2 ? { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null } : null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    appointmentId = res.json().id;
  }
  let messageId = "";
  for (const peer of peers) {
    const peerClient = await as(app, peer);
    const sent = await peerClient.post("/api/v1/messages", { to: [me.id], subject: "Budget", content: "<p>Hi</p>" });
    expect(sent.statusCode, sent.body).toBe(201);
    messageId ||= sent.json().id;
  }
  // The conversation read grows with the world too: `size` messages in its thread.
  for (let i = 1; i < size; i++) {
    const reply = await client.post("/api/v1/messages", {
      to: [peers[0]?.id],
      subject: "Re: Budget",
      content: `<p>Reply ${i}</p>`,
      conversation_starter_id: messageId,
    });
    expect(reply.statusCode, reply.body).toBe(201);
  }
  // The stream grows too: `size` activities in the network and in a group, each with replies, likes, a tag
  // and an attached file (the first reply too): the attachments load with the page in one statement.
  const attachable = async (c: Client) => {
    const res = await upload(c, "files", { name: "budget.txt", type: "text/plain", data: Buffer.from("budget") });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().id as string;
  };
  for (let i = 0; i < size; i++) {
    for (const where of [{ stream: "all" }, { group_id: first.id }]) {
      const posted = await client.post("/api/v1/activities", {
        ...where,
        object_type: i % 2 ? "question" : "note",
        content: `<p>Budget ${i} @[${peers[0]?.id}:Peer]</p>`,
        tags: [`budget${i}`],
        file_ids: [await attachable(client)],
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const id = posted.json().id;
      for (const [n, peer] of peers.slice(0, 4).entries()) {
        const peerClient = await as(app, peer);
        const answered = await peerClient.post(`/api/v1/activities/${id}/${i % 2 ? "answers" : "replies"}`, {
          content: "<p>Reply</p>",
          file_ids: n === 0 ? [await attachable(peerClient)] : [],
        });
        expect(answered.statusCode, answered.body).toBe(201);
        expect((await peerClient.post(`/api/v1/activities/${id}/like`)).statusCode).toBe(200);
      }
    }
  }
  // And `size` polls, each answer voted for by the peers: the polls load with the page, in no extra statement.
  for (let i = 0; i < size; i++) {
    const poll = await client.post("/api/v1/activities", {
      stream: "all",
      object_type: i % 2 ? "schedule" : "survey",
      content: `<p>Poll ${i}</p>`,
      poll: {
        options: i % 2 ? [{ starts_at: "2026-03-10" }, { starts_at: "2026-03-11T18:00:00Z" }] : ["One", "Two"],
        multiple_choice: true,
      },
    });
    expect(poll.statusCode, poll.body).toBe(201);
    const optionIds = (poll.json().poll.options as { id: string }[]).map((o) => o.id);
    for (const peer of peers.slice(0, 4)) {
      const voted = await (await as(app, peer)).post(`/api/v1/activities/${poll.json().id}/votes`, {
        option_ids: optionIds,
      });
      expect(voted.statusCode, voted.body).toBe(200);
    }
  }
  // `size` tasks with the search's word, personal (assigned to a peer) and in a group: their hits load in one statement.
  for (let i = 0; i < size; i++) {
    for (const extra of [{ assignee_ids: [peers[0]?.id] }, { group_id: first.id }]) {
      const task = await client.post("/api/v1/tasks", { task: { title: `Budget task ${i}`, ...extra } });
      expect(task.statusCode, task.body).toBe(201);
    }
  }
  // `size` app items with the search's word in a network app and in a group's: their hits and suggestions load in one statement.
  // A network app is made by an administrator; any member writes its items.
  const owner = await as(app, await admin(app));
  for (const groupId of [undefined, first.id]) {
    const made = await (groupId ? client : owner).post("/api/v1/apps", {
      name: `Budget board ${size}${groupId ? " group" : ""}`,
      fields: [{ name: "title", label: "Title", type: "text" }],
      ...(groupId ? { group_id: groupId } : {}),
    });
    expect(made.statusCode, made.body).toBe(201);
    for (let i = 0; i < size; i++) {
      const item = await client.post(`/api/v1/apps/${made.json().slug}/items`, {
        values: { title: `Budget item ${i}` },
      });
      expect(item.statusCode, item.body).toBe(201);
    }
  }
  // `size` legal texts the member has to accept (asked on every page load of the app).
  for (let i = 0; i < size; i++)
    await createLegalText(app.ctx, me.id, {
      name: `Budget terms ${size}-${i}`,
      handle: `budget-terms-${size}-${i}`,
      statement: "consent",
      text: "<p>Terms</p>",
    });
  return {
    client,
    calls: {
      network: "/api/v1/network",
      month: "/appointments?date=2026-03-15",
      appointment: `/appointments/${appointmentId}`,
      inbox: "/api/v1/messages?page=1",
      conversation: `/api/v1/messages/${messageId}`,
      directorySearch: `/directory?q=Budget${size}`,
      group: `/api/v1/groups/${first.slug}`,
      unreads: "/api/v1/unreads",
      stream: "/activitystreams/all",
      search: "/search.json?q=Budget",
      suggestions: "/search/suggestions?q=Budg",
      legalTextsPending: "/api/v1/legal_texts/pending",
    },
  };
}

/** The statements one GET sends, with the answer checked so a failing call cannot pass as cheap. */
async function countQueries(client: Client, url: string): Promise<number> {
  await client.get(url); // warm: a first call may fill caches (translations, prepared state)
  let count = 0;
  const stop = app.ctx.database.observeQueries(() => {
    count++;
  });
  try {
    const res = await client.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  } finally {
    stop();
  }
  return count;
}

let small: World;
let large: World;

beforeAll(async () => {
  app = await createTestApp();
  small = await world(SMALL);
  large = await world(LARGE);
});

describe("query budgets of the main calls", () => {
  it("counts the statements a call sends, and nothing once the listener is removed", async () => {
    let seen = 0;
    const stop = app.ctx.database.observeQueries(() => {
      seen++;
    });
    await small.client.get("/api/v1/unreads");
    stop();
    const counted = seen;
    await small.client.get("/api/v1/unreads");
    expect(counted).toBeGreaterThan(0);
    expect(seen).toBe(counted);
  });

  for (const call of Object.keys(BUDGET) as Call[]) {
    it(`${call}: the same number of statements on a world ${LARGE / SMALL} times larger, within ${BUDGET[call]}`, async () => {
      const onSmall = await countQueries(small.client, small.calls[call]);
      const onLarge = await countQueries(large.client, large.calls[call]);
      expect(onLarge, `${call} sends ${onSmall} statements on the small world, ${onLarge} on the large`).toBe(onSmall);
      expect(onLarge).toBeLessThanOrEqual(BUDGET[call]);
    });
  }
});
