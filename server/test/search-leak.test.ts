import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app.js";
import { type GroupRow, groups } from "../src/modules/groups/groups.schema.js";
import { type MemberRow, members } from "../src/modules/members/members.schema.js";
import { createTestApp } from "./app.js";
import { admin, as, type Client, calendar, group, member } from "./factories.js";
import { newFolder, newTextFile, rootFolder } from "./files-helpers.js";

/**
 * The search's leak matrix (issue 17, "Bad input"): content in every visibility class carries a word of its
 * own; per member kind, no hit, total, highlight or suggestion of any module reveals a class that member may
 * not read, while a member who may read it finds it (so the matrix cannot pass by finding nothing at all).
 */

let app: App;
let owner: MemberRow;
let insider: MemberRow;
let outsider: MemberRow;
let guest: MemberRow;
let closed: GroupRow;
let hidden: GroupRow;
const clients: Record<string, Client> = {};

/** One word per class, found nowhere else and resembling no other (titles match within a typo). */
const WORDS = {
  closedGroup: "marzipan",
  hiddenGroup: "quokka",
  personal: "xylophone",
  message: "bergamot",
  networkStream: "kumquat",
  locked: "wombat",
} as const;

async function ok(res: { statusCode: number; body: string }, code = 201) {
  expect(res.statusCode, res.body).toBe(code);
  return JSON.parse(res.body);
}

/** A note, a page, a task, an app's item, a folder with a file and an appointment in a group, all carrying the word. */
async function fillGroup(client: Client, g: GroupRow, word: string) {
  await ok(await client.post("/api/v1/activities", { content: `<p>Plans ${word} ahead</p>`, group_id: g.id }));
  const board = await ok(
    await client.post("/api/v1/apps", {
      name: `Board of ${g.slug}`,
      fields: [{ name: "title", label: "Title", type: "text" }],
      group_id: g.id,
    }),
  );
  await ok(await client.post(`/api/v1/apps/${board.slug}/items`, { values: { title: `Item ${word}` } }));
  await ok(
    await client.post(`/groups/${g.slug}/pages`, {
      group_page: { title: `Page ${word}`, html_content: `<p>${word}</p>` },
    }),
  );
  await ok(await client.post("/api/v1/tasks", { task: { title: `Task ${word}`, group_id: g.id } }));
  const root = await rootFolder(client, g.slug);
  const folder = await newFolder(client, root.id, `Folder ${word}`);
  await newTextFile(client, folder.id, `${word}.txt`);
  const calendarId = await calendar(app, owner, { group: g });
  await ok(
    await client.post("/appointments", {
      appointment: {
        name: `Meeting ${word}`,
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: "2026-12-01T10:00", end: "2026-12-01T11:00", all_day: false },
      },
    }),
  );
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await admin(app);
  insider = await member(app);
  outsider = await member(app);
  guest = await member(app, { isExternal: true });
  for (const [key, m] of Object.entries({ owner, insider, outsider, guest })) clients[key] = await as(app, m);
  const asOwner = clients.owner as Client;

  closed = await group(app, { access: "closed", admin: owner, members: [insider] });
  hidden = await group(app, { access: "hidden", admin: owner, members: [insider] });
  await app.ctx.db
    .update(groups)
    .set({ name: `Team ${WORDS.hiddenGroup}` })
    .where(eq(groups.id, hidden.id));
  await fillGroup(asOwner, closed, WORDS.closedGroup);
  await fillGroup(asOwner, hidden, WORDS.hiddenGroup);

  const personal = await calendar(app, owner, { type: "personal" });
  await ok(
    await asOwner.post("/appointments", {
      appointment: {
        name: `Dentist ${WORDS.personal}`,
        calendar_ids: [personal],
        time_zone: "Europe/Berlin",
        date: { start: "2026-12-02T10:00", end: "2026-12-02T11:00", all_day: false },
      },
    }),
  );
  await ok(await asOwner.post("/api/v1/tasks", { task: { title: `Errand ${WORDS.personal}` } }));
  await ok(
    await asOwner.post("/api/v1/messages", {
      to: [insider.id],
      subject: `About ${WORDS.message}`,
      content: `<p>${WORDS.message}</p>`,
    }),
  );
  await ok(await asOwner.post("/administration/activitystreams", { name: "Staff", slug: "staff" }));
  await ok(await asOwner.post("/api/v1/activities", { content: `<p>${WORDS.networkStream}</p>`, stream: "staff" }));
  const locked = await member(app, { lastName: `Locked ${WORDS.locked}` });
  await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
});

type Results = Record<string, { hits: unknown[]; total: number }>;

/** Everything any search answer gives the member for the word: overview, each module's page, suggestions. */
async function everything(client: Client, word: string) {
  const overview = await ok(await client.get(`/search.json?q=${word}`), 200);
  const pages: Results = {};
  for (const key of Object.keys(overview)) {
    pages[key] = (await ok(await client.get(`/search.json?q=${word}&module=${key}&sort_by=newest`), 200))[key];
  }
  const suggestions = (await ok(await client.get(`/search/suggestions?q=${word.slice(0, -2)}`), 200)).suggestions;
  return { overview: overview as Results, pages, suggestions: suggestions as unknown[] };
}

function expectNothing(found: Awaited<ReturnType<typeof everything>>, word: string) {
  for (const [key, result] of [...Object.entries(found.overview), ...Object.entries(found.pages)]) {
    expect(result.total, `${key} total for ${word}`).toBe(0);
    expect(result.hits, `${key} hits for ${word}`).toEqual([]);
  }
  expect(found.suggestions, `suggestions for ${word}`).toEqual([]);
  // Anything shown beyond the member's own query (meta.terms echoes it back).
  const shown = [...Object.values(found.overview), ...Object.values(found.pages)].map((r) => r.hits);
  expect(JSON.stringify([shown, found.suggestions])).not.toContain(word);
}

const totals = (found: Awaited<ReturnType<typeof everything>>) =>
  Object.fromEntries(Object.entries(found.overview).map(([key, r]) => [key, r.total]));

describe("search never reveals what the member may not read", () => {
  it("finds each class for a member who may read it (the matrix can fail)", async () => {
    const asInsider = clients.insider as Client;
    const inClosed = await everything(asInsider, WORDS.closedGroup);
    // Suggested too (the outsider's empty suggestions below would otherwise prove nothing for items).
    expect((inClosed.suggestions as { module: string }[]).map((s) => s.module)).toContain("items");
    expect(totals(inClosed)).toMatchObject({
      activities: 1,
      appointments: 1,
      files: 1,
      folders: 1,
      items: 1,
      pages: 1,
      tasks: 1,
    });
    expect(totals(await everything(asInsider, WORDS.hiddenGroup))).toMatchObject({
      activities: 1,
      files: 1,
      groups: 1,
      items: 1,
      pages: 1,
      tasks: 1,
    });
    expect(totals(await everything(asInsider, WORDS.message))).toMatchObject({ messages: 1 });
    expect(totals(await everything(clients.owner as Client, WORDS.personal))).toMatchObject({
      appointments: 1,
      tasks: 1,
    });
    expect(totals(await everything(clients.outsider as Client, WORDS.networkStream))).toMatchObject({ activities: 1 });
  });

  it("shows an outsider nothing of closed and hidden groups, others' calendars and messages, locked members", async () => {
    for (const word of [WORDS.closedGroup, WORDS.hiddenGroup, WORDS.personal, WORDS.message, WORDS.locked]) {
      expectNothing(await everything(clients.outsider as Client, word), word);
    }
  });

  it("shows an external guest none of that, nor a network stream other than all", async () => {
    for (const word of Object.values(WORDS)) expectNothing(await everything(clients.guest as Client, word), word);
  });

  it("keeps a group's search to groups the member may see: a hidden group is a 404, a closed one finds nothing", async () => {
    const asOutsider = clients.outsider as Client;
    expect((await asOutsider.get(`/groups/${hidden.slug}/search.json?q=${WORDS.hiddenGroup}`)).statusCode).toBe(404);
    expect((await asOutsider.get(`/search/suggestions?q=${WORDS.hiddenGroup}&group=${hidden.slug}`)).statusCode).toBe(
      404,
    );
    const inClosed = await ok(await asOutsider.get(`/groups/${closed.slug}/search.json?q=${WORDS.closedGroup}`), 200);
    for (const result of Object.values(inClosed as Results)) expect(result).toMatchObject({ hits: [], total: 0 });
    const insiderView = await ok(
      await (clients.insider as Client).get(`/groups/${closed.slug}/search.json?q=${WORDS.closedGroup}`),
      200,
    );
    expect(insiderView.activities.total).toBe(1);
    // A group's search holds only that group's content and leaves out modules without group content.
    expect(Object.keys(insiderView)).not.toContain("messages");
    expect(Object.keys(insiderView)).not.toContain("groups");
  });

  it("stops finding a group's content the moment a member leaves it", async () => {
    const leaver = await member(app);
    const g = await group(app, { access: "closed", admin: owner, members: [leaver] });
    const asLeaver = await as(app, leaver);
    await ok(
      await (clients.owner as Client).post("/api/v1/activities", { content: "<p>tamarind</p>", group_id: g.id }),
    );
    expect((await ok(await asLeaver.get("/search.json?q=tamarind"), 200)).activities.total).toBe(1);
    expect((await asLeaver.delete(`/api/v1/groups/${g.slug}/join`)).statusCode).toBeLessThan(300);
    expectNothing(await everything(asLeaver, "tamarind"), "tamarind");
  });
});
