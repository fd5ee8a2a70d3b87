import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import { activityPolls } from "./polls.schema.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

const created = async (c: Client, body: Json): Promise<Json> => {
  const res = await c.post("/api/v1/activities", { stream: "all", content: "<p>Which one?</p>", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const survey = (c: Client, poll: Json, more: Json = {}) => created(c, { object_type: "survey", poll, ...more });
const refused = async (c: Client, body: Json) => {
  const res = await c.post("/api/v1/activities", { stream: "all", content: "<p>Which one?</p>", ...body });
  expect(res.statusCode, res.body).toBe(422);
  return res.json().codes as Record<string, string[]>;
};
const vote = (c: Client, id: string, optionIds: string[]) =>
  c.post(`/api/v1/activities/${id}/votes`, { option_ids: optionIds });
const voted = async (c: Client, id: string, optionIds: string[]): Promise<Json> => {
  const res = await vote(c, id, optionIds);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const optionIds = (a: Json) => (a.poll.options as Json[]).map((o) => o.id as string);
const counts = (a: Json) => (a.poll.options as Json[]).map((o) => o.vote_count);
const mine = (a: Json) => (a.poll.options as Json[]).map((o) => o.voted);

type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [T, ...R]>;

/** `n` members and a client for each, as tuples so they destructure without checks. */
async function people<N extends 1 | 2 | 3>(n: N): Promise<[Tuple<MemberRow, N>, Tuple<Client, N>]> {
  const rows: MemberRow[] = [];
  for (let i = 0; i < n; i++) rows.push(await member(app));
  const clients = await Promise.all(rows.map((m) => as(app, m)));
  return [rows as Tuple<MemberRow, N>, clients as Tuple<Client, N>];
}

describe("polls and schedules", () => {
  it("requires a signed-in member on every poll route", async () => {
    const visitor = anonymous(app);
    const id = "0123456789abcdef01234567";
    expect((await visitor.post(`/api/v1/activities/${id}/votes`, { option_ids: [] })).statusCode).toBe(401);
    expect((await visitor.get(`/api/v1/activities/${id}/votes/${id}`)).statusCode).toBe(401);
    expect((await visitor.put(`/api/v1/activities/${id}/poll`, { closed: true })).statusCode).toBe(401);
  });

  it("posts a survey and a schedule and shows their polls", async () => {
    const [[a], [asA]] = await people(1);
    const s = await survey(asA, { options: [" Beach ", "Park", "Roof"], multiple_choice: false });
    expect(s.object).toEqual({ type: "survey", summary: null });
    expect(s.poll).toMatchObject({
      kind: "survey",
      multiple_choice: false,
      closes_at: null,
      closed: false,
      voter_count: 0,
      can_vote: true,
      can_close: true,
    });
    expect((s.poll.options as Json[]).map((o) => o.label)).toEqual(["Beach", "Park", "Roof"]);
    expect(s.poll.options[0]).toMatchObject({
      starts_at: null,
      ends_at: null,
      all_day: false,
      vote_count: 0,
      voted: false,
      voters: [],
    });

    const sch = await created(asA, {
      object_type: "schedule",
      poll: {
        options: [
          { starts_at: "2026-07-01" },
          { starts_at: "2026-07-02", ends_at: "2026-07-03" },
          { starts_at: "2026-07-04T18:00:00+02:00", ends_at: "2026-07-04T20:00:00+02:00" },
        ],
        closes_at: "2999-01-01T00:00:00Z",
      },
    });
    expect(sch.poll).toMatchObject({
      kind: "schedule",
      multiple_choice: true,
      closes_at: "2999-01-01T00:00:00.000Z",
      closed: false,
    });
    expect((sch.poll.options as Json[]).map((o) => [o.label, o.starts_at, o.ends_at, o.all_day])).toEqual([
      [null, "2026-07-01", null, true],
      [null, "2026-07-02", "2026-07-03", true],
      [null, "2026-07-04T16:00:00.000Z", "2026-07-04T18:00:00.000Z", false],
    ]);
    // A note has no poll; an activity's own page shows the poll too.
    const note = await created(asA, { content: "<p>Just a note</p>" });
    expect(note.poll).toBeNull();
    expect((await asA.get(`/activities/${sch.id}`)).json().poll.kind).toBe("schedule");
    expect(a).toBeDefined();
  });

  it("refuses polls that are malformed, with field codes", async () => {
    const [, [asA]] = await people(1);
    expect(await refused(asA, { object_type: "survey" })).toEqual({ options: ["required"] });
    expect(await refused(asA, { object_type: "survey", poll: { options: ["Only"] } })).toEqual({
      options: ["too_small"],
    });
    expect(await refused(asA, { object_type: "survey", poll: { options: ["Same", " Same "] } })).toEqual({
      options: ["not_unique"],
    });
    expect(await refused(asA, { object_type: "survey", poll: { options: ["x".repeat(201), ""] } })).toEqual({
      "options.0": ["too_long"],
      "options.1": ["required"],
    });
    expect(
      await refused(asA, { object_type: "survey", poll: { options: Array.from({ length: 21 }, (_, i) => `${i}`) } }),
    ).toEqual({ options: ["too_big"] });
    expect(
      await refused(asA, { object_type: "survey", poll: { options: ["A", "B"], closes_at: "2020-01-01T00:00:00Z" } }),
    ).toEqual({ closes_at: ["not_in_future"] });
    expect(await refused(asA, { object_type: "survey", poll: { options: ["A", "B"], closes_at: "soon" } })).toEqual({
      closes_at: ["invalid_date"],
    });
    expect(await refused(asA, { object_type: "note", poll: { options: ["A", "B"] } })).toEqual({ poll: ["invalid"] });
    expect(
      await refused(asA, {
        object_type: "schedule",
        poll: {
          options: [
            { starts_at: "2026-02-30" },
            { starts_at: "2026-07-02", ends_at: "2026-07-01" },
            { starts_at: "2026-07-02", ends_at: "2026-07-02T10:00:00Z" },
          ],
        },
      }),
    ).toEqual({
      "options.0.starts_at": ["invalid_date"],
      "options.1.ends_at": ["end_before_start"],
      "options.2.ends_at": ["invalid"],
    });
    expect(
      await refused(asA, {
        object_type: "schedule",
        poll: { options: [{ starts_at: "2026-07-01T10:00:00Z" }, { starts_at: "2026-07-01T12:00:00+02:00" }] },
      }),
    ).toEqual({ options: ["not_unique"] });
    expect(
      await refused(asA, {
        object_type: "schedule",
        poll: { options: ["2026-07-01", "2026-07-02"] },
      }),
    ).toEqual({ "options.0": ["invalid"], "options.1": ["invalid"] });
  });

  it("counts single-choice votes, changes and withdraws them", async () => {
    const [[a, b, c], [asA, asB, asC]] = await people(3);
    const s = await survey(asA, { options: ["Beach", "Park", "Roof"] });
    const [beach, park, roof] = optionIds(s) as [string, string, string];

    let seen = await voted(asB, s.id, [beach]);
    expect(counts(seen)).toEqual([1, 0, 0]);
    expect(mine(seen)).toEqual([true, false, false]);
    expect(seen.poll.voter_count).toBe(1);
    expect(seen.poll.options[0].voters.map((m: Json) => m.id)).toEqual([b.id]);

    // One answer only; unknown answers (another poll's too) are refused.
    expect((await vote(asC, s.id, [beach, park])).json().codes).toEqual({ option_ids: ["single_choice"] });
    const other = await survey(asA, { options: ["X", "Y"] });
    expect((await vote(asC, s.id, [optionIds(other)[0] as string])).json().codes).toEqual({
      option_ids: ["invalid"],
    });
    // The same answer twice is one vote.
    seen = await voted(asC, s.id, [park, park]);
    expect(counts(seen)).toEqual([1, 1, 0]);
    expect(seen.poll.voter_count).toBe(2);

    // Changing a vote moves it.
    seen = await voted(asB, s.id, [roof]);
    expect(counts(seen)).toEqual([0, 1, 1]);
    expect(mine(seen)).toEqual([false, false, true]);
    expect(seen.poll.voter_count).toBe(2);
    // Voting again for the same answer changes nothing.
    seen = await voted(asB, s.id, [roof]);
    expect(counts(seen)).toEqual([0, 1, 1]);

    // An empty list withdraws.
    seen = await voted(asB, s.id, []);
    expect(counts(seen)).toEqual([0, 1, 0]);
    expect(mine(seen)).toEqual([false, false, false]);
    expect(seen.poll.voter_count).toBe(1);
    seen = await voted(asB, s.id, []);
    expect(seen.poll.voter_count).toBe(1);

    // The stream shows each reader their own choice.
    const page = async (client: Client) =>
      ((await client.get("/activitystreams/all")).json().activities as Json[]).find((x) => x.id === s.id) as Json;
    expect(mine(await page(asC))).toEqual([false, true, false]);
    expect(mine(await page(asA))).toEqual([false, false, false]);
    expect(counts(await page(asA))).toEqual([0, 1, 0]);
    expect([a, c].every(Boolean)).toBe(true);

    // Votes on an activity without a poll name nothing.
    const note = await created(asA, { content: "<p>note</p>" });
    expect((await vote(asB, note.id, [])).statusCode).toBe(404);
    expect((await asA.put(`/api/v1/activities/${note.id}/poll`, { closed: true })).statusCode).toBe(404);
  });

  it("takes several answers on a multiple-choice survey and on a schedule", async () => {
    const [[, b], [asA, asB, asC]] = await people(3);
    const s = await survey(asA, { options: ["Mon", "Tue", "Wed"], multiple_choice: true });
    const [mon, tue, wed] = optionIds(s) as [string, string, string];
    let seen = await voted(asB, s.id, [mon, wed]);
    expect(counts(seen)).toEqual([1, 0, 1]);
    seen = await voted(asC, s.id, [mon, tue, wed]);
    expect(counts(seen)).toEqual([2, 1, 2]);
    expect(seen.poll.voter_count).toBe(2);
    seen = await voted(asB, s.id, [tue]);
    expect(counts(seen)).toEqual([1, 2, 1]);
    expect(seen.poll.voter_count).toBe(2);

    const sch = await created(asA, {
      object_type: "schedule",
      poll: { options: [{ starts_at: "2026-08-01" }, { starts_at: "2026-08-02" }], multiple_choice: true },
    });
    seen = await voted(asB, sch.id, optionIds(sch));
    expect(counts(seen)).toEqual([1, 1]);
    expect(mine(seen)).toEqual([true, true]);

    // The voters of one answer, first voters first; an answer of another poll names nothing here.
    const voters = await asA.get(`/api/v1/activities/${s.id}/votes/${tue}`);
    expect(voters.statusCode, voters.body).toBe(200);
    expect((voters.json().members as Json[]).map((m) => m.id)).toEqual([
      (await asC.get("/api/v1/network")).json().current_member.id,
      b.id,
    ]);
    expect((await asA.get(`/api/v1/activities/${s.id}/votes/${optionIds(sch)[0]}`)).statusCode).toBe(404);
  });

  it("closes polls by their closing moment or by their author, who may reopen them", async () => {
    const [, [asA, asB]] = await people(2);
    const s = await survey(asA, { options: ["A", "B"], closes_at: "2999-01-01T00:00:00Z" });
    const [first, second] = optionIds(s) as [string, string];
    await voted(asB, s.id, [first]);

    // The closing moment passes: no more votes, not even a withdrawal.
    await app.ctx.db
      .update(activityPolls)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(activityPolls.activityId, s.id));
    const late = await vote(asB, s.id, [second]);
    expect(late.statusCode).toBe(422);
    expect(late.json().codes).toEqual({ option_ids: ["closed"] });
    const shown = (await asB.get(`/activities/${s.id}`)).json();
    expect(shown.poll).toMatchObject({ closed: true, can_vote: false, can_close: false });
    expect(counts(shown)).toEqual([1, 0]);

    // Only the author closes or reopens; reopening lifts the passed closing moment.
    expect((await asB.put(`/api/v1/activities/${s.id}/poll`, { closed: false })).statusCode).toBe(403);
    const reopened = await asA.put(`/api/v1/activities/${s.id}/poll`, { closed: false });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().poll).toMatchObject({ closed: false, closes_at: null, can_vote: true, can_close: true });
    await voted(asB, s.id, [second]);

    const closed = await asA.put(`/api/v1/activities/${s.id}/poll`, { closed: true });
    expect(closed.json().poll).toMatchObject({ closed: true, can_vote: false });
    expect((await vote(asB, s.id, [])).json().codes).toEqual({ option_ids: ["closed"] });
    expect((await asA.put(`/api/v1/activities/${s.id}/poll`, { closed: false })).json().poll).toMatchObject({
      closed: false,
    });
  });

  it("answers 404 on every poll route to a member who may not read the group", async () => {
    const [[a, insider], [asA, asInsider, asStranger]] = await people(3);
    const closed = await group(app, { admin: a, members: [insider], access: "closed" });
    const s = await survey(asA, { options: ["A", "B"] }, { stream: undefined, group_id: closed.id });
    const [first] = optionIds(s) as [string];
    await voted(asInsider, s.id, [first]);

    expect((await vote(asStranger, s.id, [first])).statusCode).toBe(404);
    expect((await vote(asStranger, s.id, [])).statusCode).toBe(404);
    expect((await asStranger.get(`/api/v1/activities/${s.id}/votes/${first}`)).statusCode).toBe(404);
    expect((await asStranger.put(`/api/v1/activities/${s.id}/poll`, { closed: true })).statusCode).toBe(404);
    // Nothing changed for those who may read it.
    const seen = (await asA.get(`/activities/${s.id}`)).json();
    expect(counts(seen)).toEqual([1, 0]);
    expect(seen.poll.closed).toBe(false);
    expect(((await asA.get(`/api/v1/activities/${s.id}/votes/${first}`)).json().members as Json[]).length).toBe(1);
  });
});
