import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app.js";
import { createTestApp } from "./app.js";
import { as, type Client, calendar, group, member } from "./factories.js";
import { type Plausible, requestArbitrary, routeTable } from "./route-inputs.js";

/**
 * Hostile values (NUL bytes, lone surrogates, dates out of range, random text) in every path parameter,
 * query key and body field of every route of the contracts' route table, sent as a signed-in member
 * who owns real objects, so requests that pass validation reach the handlers. No answer may be a 5xx.
 * FUZZ_SEED reproduces a failing run; FUZZ_RUNS asks for more requests per route.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const numRuns = Number(process.env.FUZZ_RUNS ?? 4);
/** The whole table's time budget, shared evenly by the routes (each gets at least one request); FUZZ_RUNS lifts it. */
const budgetMs = process.env.FUZZ_RUNS ? undefined : 10_000;

let app: App;
let plausible: Plausible;

beforeAll(async () => {
  app = await createTestApp();
  const me = await member(app);
  const other = await member(app);
  const mine = await group(app, { admin: me, members: [other], access: "closed" });
  const theirs = await group(app, { admin: other, access: "closed" });
  const calendarId = await calendar(app, me);
  const owner = await as(app, me);
  const appointment = await owner.post("/appointments", {
    appointment: {
      name: "Fuzz",
      calendar_ids: [calendarId],
      date: { start: "2026-03-10T10:00", end: "2026-03-10T11:00" },
      time_zone: "Europe/Berlin",
    },
  });
  expect(appointment.statusCode, appointment.body).toBe(201);
  const message = await owner.post("/api/v1/messages", { to: [other.id], subject: "Fuzz", content: "<p>x</p>" });
  expect(message.statusCode, message.body).toBe(201);
  const question = await owner.post("/api/v1/activities", {
    group_id: mine.id,
    object_type: "question",
    content: "<p>Fuzz</p>",
    tags: ["fuzz"],
  });
  expect(question.statusCode, question.body).toBe(201);
  const answer = await owner.post(`/api/v1/activities/${question.json().id}/answers`, { content: "<p>x</p>" });
  expect(answer.statusCode, answer.body).toBe(201);
  const survey = await owner.post("/api/v1/activities", {
    group_id: mine.id,
    object_type: "survey",
    content: "<p>Fuzz poll</p>",
    poll: { options: ["A", "B"], multiple_choice: true },
  });
  expect(survey.statusCode, survey.body).toBe(201);
  const optionIds = (survey.json().poll.options as { id: string }[]).map((o) => o.id);
  const page = await owner.post(`/groups/${mine.slug}/pages`, { group_page: { title: "Fuzz page" } });
  expect(page.statusCode, page.body).toBe(201);
  plausible = [
    survey.json().id,
    ...optionIds,
    "survey",
    "schedule",
    me.id,
    other.id,
    mine.id,
    mine.slug,
    theirs.id,
    theirs.slug,
    page.json().slug,
    calendarId,
    appointment.json().id,
    message.json().id,
    question.json().id,
    answer.json().id,
    "all",
    "answers",
    "replies",
    "question",
    "fuzz",
    "Fuzz text",
    "2026-03-15",
    "2026-03-15T10:00",
    "2026-03-15T10:00:00Z",
    "2026-03-15T10:00:00+01:00",
    "Europe/Berlin",
    "en",
    "fuzz@example.test",
    "https://example.test/x",
    "#e03131",
    "1",
    "true",
    "200x200",
    "files",
    "images",
  ];
  newSession = () => as(app, me);
  client = owner;
});

let newSession: () => ReturnType<typeof as>;
let client: Client;

// Routes that end what the next ones need run last, so the rest are tried while the fixtures exist.
const routes = routeTable().sort((a, b) => Number(a.route.method === "DELETE") - Number(b.route.method === "DELETE"));

describe("fuzz: hostile input on every route", () => {
  it("covers the route table", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.map((r) => [r.key, r.route] as const))("%s answers below 500", async (_key, route) => {
    // A route may end the session (sign-out, password change): the next route then starts a new one.
    let ended = false;
    let sent = 0;
    const until = budgetMs ? Date.now() + budgetMs / routes.length : Number.POSITIVE_INFINITY;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, plausible), async ({ url, body }) => {
        // The budget spent, the remaining runs send nothing; every route gets at least one request.
        if (sent > 0 && Date.now() > until) return;
        sent++;
        const res = await client.request({
          method: route.method,
          url,
          ...(body === undefined
            ? {}
            : { payload: JSON.stringify(body), headers: { "content-type": "application/json" } }),
        });
        if (res.statusCode === 401) ended = true;
        if (res.statusCode >= 500)
          throw new Error(`${route.method} ${url} ${JSON.stringify(body)?.slice(0, 300)} → ${res.statusCode}`);
      }),
      { seed, numRuns, endOnFailure: true },
    );
    if (ended) client = await newSession();
  });
});
