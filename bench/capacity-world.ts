// The capacity ramp's full world (`npm run bench -- --capacity --world`), kept between runs as the database
// `bench_capacity_world`: 10,000 members in teams of 50 (through the server's services, as the bench fixture makes
// them), then with generate_series 1,000,000 activities in the stream, 1,000,000 chat messages in 50,000 direct chats,
// 100,000 files (10,000 in the folder the members open) and 50,000 appointments in the teams' calendars. Sessions are
// made at each run for the members the ramp uses.
import pg from "pg";
import { createCalendar } from "../server/src/modules/calendar/calendars.service.js";
import { findReadableFolder } from "../server/src/modules/files/files.access.js";
import { ensureSpecialFolder } from "../server/src/modules/files/files.repo.js";
import { createFolder } from "../server/src/modules/files/files.service.js";
import { findMemberByEmail } from "../server/src/modules/members/members.repo.js";
import { ADMIN_EMAIL } from "../server/src/seed/demo.js";
import { grow } from "./activity-seed.js";
import { vacuumKept, withAutovacuum } from "./autovacuum.js";
import { assertLoopback } from "./guard.js";
import { growFiles, idOf, settleFileTexts } from "./lists-seed.js";
import { addBenchMembers, addCalendarAndMail, type Fixture, sessionOf, withApp, withDemoNetwork } from "./setup.js";

export const WORLD = {
  members: 10_000,
  activities: 1_000_000,
  chatMessages: 1_000_000,
  files: 100_000,
  appointments: 50_000,
} as const;
const NAME = "bench_capacity_world";
/** Marks a finished seed; its version changes with what the seed writes (an older one is seeded again). */
const MARKER = "bench_capacity_world_v1";
const CHAT_LENGTH = 20;

type Seeded = { appointment_id: string; message_id: string; folder_id: string; group_slug: string };

/** 1,000,000 messages in direct chats of 20: member i with members i+1 … i+5 (by e-mail), read by both. */
async function growChats(client: pg.Client, memberIds: string[], messages: number) {
  const chats = Math.floor(messages / CHAT_LENGTH);
  const pair = `($2::text[])[1 + c % cardinality($2::text[])], ($2::text[])[1 + (c % cardinality($2::text[]) + 1 + c / cardinality($2::text[])) % cardinality($2::text[])]`;
  await client.query(
    `INSERT INTO chats (id, kind, member_a, member_b, last_seq, last_message_at, created_at)
     SELECT ${idOf(21, "c")}, 'direct', LEAST(a, b), GREATEST(a, b), $3, now() - c * interval '10 minutes',
       now() - c * interval '10 minutes' - interval '1 hour'
     FROM generate_series(0, $1::int - 1) c, LATERAL (SELECT ${pair}) p(a, b)`,
    [chats, memberIds, CHAT_LENGTH],
  );
  await client.query(
    `INSERT INTO chat_messages (id, chat_id, seq, author_id, text, created_at)
     SELECT ${idOf(22, "i")}, ${idOf(21, "c")}, s, CASE WHEN s % 2 = 0 THEN a ELSE b END,
       'Chat message ' || s || ' of a usual length, as people write in a chat.',
       now() - c * interval '10 minutes' - ($3::int - s) * interval '10 seconds'
     FROM generate_series(0, $1::int - 1) i,
       LATERAL (SELECT i / $3::int AS c, 1 + i % $3::int AS s) k,
       LATERAL (SELECT ${pair}) p(a, b)`,
    [chats * CHAT_LENGTH, memberIds, CHAT_LENGTH],
  );
  await client.query(
    `INSERT INTO chat_member_states (chat_id, member_id, last_read_seq, last_received_seq, last_interacted_at)
     SELECT ${idOf(21, "c")}, m, $3, $3, now() - c * interval '10 minutes'
     FROM generate_series(0, $1::int - 1) c, LATERAL (SELECT ${pair}) p(a, b), LATERAL unnest(ARRAY[a, b]) m`,
    [chats, memberIds, CHAT_LENGTH],
  );
}

/**
 * Appointments in the teams' calendars (one calendar per team, made through the server's services): copies of a
 * stored single appointment (its event settings), spread over five years around today, an hour long.
 */
async function growAppointments(client: pg.Client, calendarIds: string[], templateId: string, count: number) {
  const start = `date_trunc('day', now()) - interval '900 days' + ((i::bigint * 7919) % 1800) * interval '1 day' + (8 + i % 9) * interval '1 hour'`;
  const local = (ts: string) => `to_char((${ts}) AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD"T"HH24:MI:SS')`;
  await client.query(
    `INSERT INTO appointments (id, name, description, time_zone, all_day, starts_at, ends_at, start_local, end_local,
       event_settings, author_id, last_author_id, created_at, updated_at)
     SELECT ${idOf(23, "i")}, 'Team appointment ' || i, '<p>Agenda of team appointment ' || i || '</p>', 'Europe/Berlin',
       false, ${start}, ${start} + interval '1 hour', ${local(start)}, ${local(`${start} + interval '1 hour'`)},
       t.event_settings, t.author_id, t.author_id, now(), now()
     FROM generate_series(1, $1::int) i, (SELECT event_settings, author_id FROM appointments WHERE id = $2) t`,
    [count, templateId],
  );
  await client.query(
    `INSERT INTO appointment_calendars (appointment_id, calendar_id)
     SELECT ${idOf(23, "i")}, ($2::text[])[1 + i % cardinality($2::text[])] FROM generate_series(1, $1::int) i`,
    [count, calendarIds],
  );
}

async function seed(databaseUrl: string, dataDir: string, log: (line: string) => void): Promise<Seeded> {
  let started = Date.now();
  const made = await withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    const people = await addBenchMembers(ctx, admin, WORLD.members);
    log(
      `world: ${WORLD.members} members in ${people.teams.length} teams in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const mail = await addCalendarAndMail(
      ctx,
      admin,
      people.members.map((m) => m.row),
    );
    const calendarIds: string[] = [];
    for (const team of people.teams)
      calendarIds.push(
        await createCalendar(ctx, admin, { calendar: { name: "Team calendar", membership_ids: [] } }, team.slug),
      );
    const root = await findReadableFolder(ctx.db, admin, (await ensureSpecialFolder(ctx.db, null, "root_folder")).id);
    if (!root) throw new Error("the administrator cannot read the network's root folder");
    const folder = await createFolder(ctx.db, admin, root, { name: "Bench 10k", description: "" });
    const rest = await createFolder(ctx.db, admin, root, { name: "Bench rest", description: "" });
    return {
      ...mail,
      calendarIds,
      teamIds: people.teams.map((t) => t.id),
      memberIds: people.members.map((m) => m.row.id),
      groupSlug: people.members[0]?.teamSlug ?? people.loungeSlug,
      folderId: folder.id,
      restFolderId: rest.id,
    };
  });
  started = Date.now();
  await grow(databaseUrl, made.teamIds, 0, WORLD.activities);
  await growFiles(databaseUrl, { folderId: made.folderId, restFolderId: made.restFolderId }, WORLD.files, log);
  // The server's text backlog would otherwise read all of them (files with no bytes) during the ramp.
  await settleFileTexts(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    started = Date.now();
    await growChats(client, made.memberIds, WORLD.chatMessages);
    log(`world: ${WORLD.chatMessages} chat messages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    started = Date.now();
    await growAppointments(client, made.calendarIds, made.appointmentId, WORLD.appointments);
    log(`world: ${WORLD.appointments} appointments in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await client.query("VACUUM (ANALYZE)");
    const seeded: Seeded = {
      appointment_id: made.appointmentId,
      message_id: made.messageId,
      folder_id: made.folderId,
      group_slug: made.groupSlug,
    };
    await client.query(`CREATE TABLE ${MARKER} (seeded jsonb NOT NULL)`);
    await client.query(`INSERT INTO ${MARKER} VALUES ($1)`, [JSON.stringify(seeded)]);
    return seeded;
  } finally {
    await client.end();
  }
}

/** What an earlier finished seed left, or null (no database, or a seed cut short or of an older version). */
async function seededBefore(databaseUrl: string): Promise<Seeded | null> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect().catch(() => null);
  try {
    const result = await db.query<{ seeded: Seeded }>(`SELECT seeded FROM ${MARKER}`).catch(() => null);
    return result?.rows[0]?.seeded ?? null;
  } finally {
    await db.end().catch(() => {});
  }
}

/**
 * The world's fixture for `run.ts`: the kept database (seeded now unless an earlier run finished it; `fresh` seeds
 * it again), sessions for the administrator and the first `sessions` members (by e-mail) with their team's slug.
 */
export async function capacityWorld(opts: {
  postgresUrl: string;
  redisUrl: string;
  dataDir: string;
  sessions: number;
  fresh: boolean;
  log: (line: string) => void;
}): Promise<Fixture> {
  assertLoopback(opts.postgresUrl, "PostgreSQL server");
  const url = new URL(opts.postgresUrl);
  url.pathname = `/${NAME}`;
  const databaseUrl = url.toString();
  await withAutovacuum(opts.postgresUrl, opts.log);
  let seeded = opts.fresh ? null : await seededBefore(databaseUrl);
  if (seeded) {
    opts.log(`${NAME}: reused`);
    await vacuumKept(databaseUrl, opts.log);
  } else {
    const admin = new pg.Client({ connectionString: opts.postgresUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${NAME}`);
    } finally {
      await admin.end();
    }
    const started = Date.now();
    seeded = await seed(databaseUrl, opts.dataDir, opts.log);
    opts.log(`${NAME}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const world = seeded;
  return withApp(databaseUrl, opts.dataDir, async (ctx) => {
    const adminRow = await findMemberByEmail(ctx.db, ADMIN_EMAIL);
    if (!adminRow) throw new Error(`${NAME} has no administrator`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await client
      .query<{ id: string; slug: string }>(
        `SELECT m.id, g.slug FROM members m
         JOIN group_memberships gm ON gm.member_id = m.id
         JOIN groups g ON g.id = gm.group_id AND g.name LIKE 'Bench team %'
         WHERE m.email LIKE 'bench-%@bench.example.org' ORDER BY m.email LIMIT $1`,
        [opts.sessions],
      )
      .finally(() => client.end());
    const members: Fixture["members"] = [];
    for (const row of rows.rows) members.push({ ...(await sessionOf(ctx.db, row)), teamSlug: row.slug });
    return {
      kind: "postgres",
      dataDir: opts.dataDir,
      databaseUrl,
      redisUrl: opts.redisUrl,
      admin: await sessionOf(ctx.db, adminRow),
      members,
      month: new Date().toISOString().slice(0, 10),
      appointmentId: world.appointment_id,
      messageId: world.message_id,
      groupSlug: world.group_slug,
      searchTerm: "Bench",
      folderId: world.folder_id,
    };
  });
}

// `npx tsx bench/capacity-world.ts [--fresh]`: seeds the kept world ahead of a ramp (reused when it is there).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { installStopHandlers, stopAll } = await import("./guard.js");
  const { benchDataDir } = await import("./setup.js");
  installStopHandlers(60 * 60_000);
  try {
    await capacityWorld({
      postgresUrl: process.env.BENCH_POSTGRES ?? "postgres://postgres@127.0.0.1:5432/postgres",
      redisUrl: "redis://127.0.0.1:6379",
      dataDir: benchDataDir(),
      sessions: 0,
      fresh: process.argv.includes("--fresh"),
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await stopAll();
  }
  process.exit(0);
}
