import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { addMembership } from "../groups/groups.service.js";
import type { MemberRow } from "../members/members.schema.js";

/**
 * Who reads which activity: the network's own, an open group's, a closed group's and a hidden group's, by
 * an insider (member of every group), an outsider, an external guest (member of one open group) and a
 * network administrator in none. The single check (`/activities/:id`) must agree with the list query
 * (an author's page), and nothing of a closed or hidden group may reach anyone outside it by any route.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;
type Kind = "network" | "open" | "closed" | "hidden" | "guests";

let app: App;
let owner: MemberRow;
let insider: MemberRow;
let outsider: MemberRow;
let guest: MemberRow;
let groups: Record<Exclude<Kind, "network">, GroupRow>;
let posted: Record<Kind, Json>;
let answers: Record<Kind, Json>;
let clients: Record<"insider" | "outsider" | "guest" | "admin", Client>;

const FILTERS = ["mine", "mentions", "questions", "unanswered", "likes"] as const;

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  insider = await member(app);
  outsider = await member(app);
  guest = await member(app, { isExternal: true });
  const boss = await admin(app);
  groups = {
    open: await group(app, { admin: owner, members: [insider] }),
    closed: await group(app, { admin: owner, members: [insider], access: "closed" }),
    hidden: await group(app, { admin: owner, members: [insider], access: "hidden" }),
    guests: await group(app, { admin: owner, members: [insider] }),
  };
  await addMembership(app.ctx.db, groups.guests.id, guest.id, { status: "member" });
  const asOwner = await as(app, owner);
  const asInsider = await as(app, insider);
  posted = {} as typeof posted;
  answers = {} as typeof answers;
  for (const kind of ["network", "open", "closed", "hidden", "guests"] as const) {
    const where = kind === "network" ? { stream: "all" } : { group_id: groups[kind].id };
    // Each one a question mentioning the outsider and the guest, tagged, answered and liked by the insider.
    const res = await asOwner.post("/api/v1/activities", {
      ...where,
      object_type: "question",
      content: `<p>${kind} @[${outsider.id}:Out] @[${guest.id}:Guest] #[${owner.id}:leak${kind}]</p>`,
      tags: ["leaktest"],
    });
    expect(res.statusCode, res.body).toBe(201);
    posted[kind] = res.json();
    const answer = await asInsider.post(`/api/v1/activities/${posted[kind].id}/answers`, { content: "<p>a</p>" });
    expect(answer.statusCode, answer.body).toBe(201);
    answers[kind] = answer.json();
    expect((await asInsider.post(`/api/v1/activities/${posted[kind].id}/like`)).statusCode).toBe(200);
  }
  clients = {
    insider: asInsider,
    outsider: await as(app, outsider),
    guest: await as(app, guest),
    admin: await as(app, boss),
  };
});

/** Which activities each caller may read (single check and lists alike). */
const READABLE: Record<keyof typeof clients, Kind[]> = {
  insider: ["network", "open", "closed", "hidden", "guests"],
  outsider: ["network", "open", "guests"],
  // A guest reads only groups they belong to or open ones shown to guests (none here besides their own).
  guest: ["network", "guests"],
  admin: ["network", "open", "closed", "hidden", "guests"],
};
/** What each caller's stream `all` shows: the network's and the groups they are active members of. */
const FOLLOWED: Record<keyof typeof clients, Kind[]> = {
  insider: ["network", "open", "closed", "hidden", "guests"],
  outsider: ["network"],
  guest: ["network", "guests"],
  admin: ["network"],
};

const KINDS = ["network", "open", "closed", "hidden", "guests"] as const;
/** The kinds of the test's activities a page holds, in the order of KINDS. */
const shown = (page: Json) => {
  const ids = new Set((page.activities as Json[]).map((a) => a.id));
  return KINDS.filter((k) => ids.has(posted[k].id));
};
const get = async (c: Client, url: string) => {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

describe("activities: who reads what", () => {
  it.each(Object.keys(READABLE) as (keyof typeof clients)[])("%s: single check and lists agree", async (who) => {
    const c = clients[who];
    const single: Kind[] = [];
    for (const kind of KINDS) {
      const res = await c.get(`/activities/${posted[kind].id}`);
      expect([200, 404]).toContain(res.statusCode);
      if (res.statusCode === 200) single.push(kind);
    }
    expect(single).toEqual(READABLE[who]);
    expect(shown(await get(c, `/members/${owner.id}/activities`))).toEqual(READABLE[who]);
    expect(shown(await get(c, `/members/${insider.id}/likes`))).toEqual(READABLE[who]);
    expect(shown(await get(c, "/activitystreams/all"))).toEqual(FOLLOWED[who]);
    expect(shown(await get(c, "/activitystreams/all?tag=leaktest"))).toEqual(FOLLOWED[who]);
    for (const filter of FILTERS) {
      const page = await get(c, `/activitystreams/all/${filter}`);
      expect(
        shown(page).every((k) => FOLLOWED[who].includes(k)),
        filter,
      ).toBe(true);
    }
    const found = (await get(c, "/tags/find?q=leak")) as Json[];
    const names = found.map((t) => t.name);
    for (const kind of ["closed", "hidden"] as const) {
      expect(names.includes(`leak${kind}`)).toBe(READABLE[who].includes(kind));
    }
  });

  it("shows the outsider and the guest none of their mentions in groups they cannot read", async () => {
    expect(shown(await get(clients.outsider, "/activitystreams/all/mentions"))).toEqual(["network"]);
    expect(shown(await get(clients.guest, "/activitystreams/all/mentions"))).toEqual(["network", "guests"]);
    expect(shown(await get(clients.outsider, "/activitystreams/all/unanswered"))).toEqual([]);
    expect(shown(await get(clients.outsider, "/activitystreams/all/questions"))).toEqual(["network"]);
  });

  it("answers 404 for a closed or hidden group's stream, and for every route on its activities", async () => {
    for (const who of ["outsider", "guest"] as const) {
      const c = clients[who];
      for (const kind of ["closed", "hidden"] as const) {
        const g = groups[kind];
        expect((await c.get(`/groups/${g.slug}/activitystreams/all`)).statusCode, `${who} ${kind}`).toBe(404);
        expect((await c.get(`/groups/${g.slug}/activitystreams/all/mine`)).statusCode).toBe(404);
        const id = posted[kind].id;
        const answer = answers[kind].id;
        const calls: [string, string, unknown?][] = [
          ["GET", `/activities/${id}`],
          ["GET", `/api/v1/activities/${id}/likes`],
          ["POST", `/api/v1/activities/${id}/like`],
          ["DELETE", `/api/v1/activities/${id}/like`],
          ["PUT", `/api/v1/activities/${id}`, { content: "<p>x</p>" }],
          ["DELETE", `/api/v1/activities/${id}`],
          ["POST", `/api/v1/activities/${id}/replies`, { content: "<p>x</p>" }],
          ["POST", `/api/v1/activities/${id}/answers`, { content: "<p>x</p>" }],
          ["PUT", `/api/v1/activities/${id}/answers/${answer}`, { content: "<p>x</p>" }],
          ["DELETE", `/api/v1/activities/${id}/answers/${answer}`],
          ["POST", `/api/v1/activities/${id}/answers/${answer}/accept`],
          ["DELETE", `/api/v1/activities/${id}/answers/${answer}/accept`],
          ["POST", "/api/v1/activities", { group_id: g.id, content: "<p>x</p>" }],
        ];
        for (const [method, url, payload] of calls) {
          const res = await c.request({
            method: method as "GET",
            url,
            ...(payload ? { payload: payload as object } : {}),
          });
          expect(res.statusCode, `${who}: ${method} ${url}`).toBe(404);
          expect(res.body).not.toContain(`leak${kind}`);
        }
      }
    }
    // The guest reads the open group's stream nowhere: it is not shown to guests.
    expect((await clients.guest.get(`/groups/${groups.open.slug}/activitystreams/all`)).statusCode).toBe(404);
    expect((await clients.guest.get(`/groups/${groups.guests.slug}/activitystreams/all`)).statusCode).toBe(200);
    // Nothing changed: the insider still sees every like and answer.
    const closed = await get(clients.insider, `/activities/${posted.closed.id}`);
    expect(closed).toMatchObject({ like_count: 1, answer_count: 1, accepted_answer_id: null });
  });
});
