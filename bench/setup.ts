// The bench's data, made before the server starts: the demo network (the same seed `npm start` runs),
// then bench members in team groups with sessions, a network calendar with appointments this month and
// a mailbox for the administrator — all through the server's own services. The app that seeds is closed (with its
// embedded cluster, when there is no PostgreSQL server) before the server is started on the same data.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import type { AppContext } from "../server/src/context.js";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { createAppointment } from "../server/src/modules/calendar/appointments.service.js";
import { createCalendar } from "../server/src/modules/calendar/calendars.service.js";
import { addMembership, createGroup, createGroupCategory } from "../server/src/modules/groups/groups.service.js";
import { findMemberByEmail } from "../server/src/modules/members/members.repo.js";
import type { MemberRow } from "../server/src/modules/members/members.schema.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { sendMessage } from "../server/src/modules/messages/messages.service.js";
import { ADMIN_EMAIL, seedDemoNetwork } from "../server/src/seed/demo.js";
import { assertLoopback, onStop } from "./guard.js";

export const SEED_PASSWORD = "bench-password-not-secret";
/** Members per team group: each bench member belongs to one team and to the open "Bench lounge". */
const TEAM_SIZE = 50;
const APPOINTMENTS = 30;
const ADMIN_MAIL = 40;

export type Session = { memberId: string; cookie: string; csrf: string };

export type Fixture = {
  kind: "embedded" | "postgres";
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  admin: Session;
  members: (Session & { teamSlug: string })[];
  /** What the per-call measurements ask for, as the administrator. */
  month: string;
  appointmentId: string;
  messageId: string;
  groupSlug: string;
  searchTerm: string;
  /** The folder the active members list (the network's root folder when absent). */
  folderId?: string;
};

export const sessionOf = async (db: Parameters<typeof createSession>[0], member: { id: string }): Promise<Session> => {
  const { token, csrfToken } = await createSession(db, member.id, "bench");
  return { memberId: member.id, cookie: `intranet_session=${token}; csrf_token=${csrfToken}`, csrf: csrfToken };
};

/** A fresh PostgreSQL database on the (loopback) server, dropped when the harness stops. */
export async function createBenchDatabase(serverUrl: string): Promise<string> {
  assertLoopback(serverUrl, "PostgreSQL server");
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onStop(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `count` bench members (`bench-00001@bench.example.org` …) in closed team groups of 50 and an open "Bench lounge", in
 * a group category of their own, through the server's services; each member with its team's slug.
 */
export async function addBenchMembers(ctx: AppContext, admin: MemberRow, count: number) {
  const category = await createGroupCategory(ctx.db, { name: "Bench team", pluralName: "Bench teams" });
  const lounge = await createGroup(
    ctx.db,
    { name: "Bench lounge", groupCategoryId: category.id, access: "open", moderatedJoin: false },
    admin.id,
  );
  const members: { row: MemberRow; teamSlug: string }[] = [];
  const teams: { id: string; slug: string }[] = [];
  for (let i = 0; i < count; i++) {
    if (i % TEAM_SIZE === 0) {
      teams.push(
        await createGroup(
          ctx.db,
          {
            name: `Bench team ${i / TEAM_SIZE + 1}`,
            groupCategoryId: category.id,
            access: "closed",
            moderatedJoin: false,
          },
          admin.id,
        ),
      );
    }
    const team = teams.at(-1);
    const n = String(i + 1).padStart(5, "0");
    const row = await createMember(ctx.db, {
      email: `bench-${n}@bench.example.org`,
      firstName: "Bench",
      lastName: `Member ${n}`,
    });
    await addMembership(ctx.db, lounge.id, row.id, { status: "member" });
    if (team) await addMembership(ctx.db, team.id, row.id, { status: "member" });
    members.push({ row, teamSlug: team?.slug ?? lounge.slug });
  }
  return { members, teams, loungeSlug: lounge.slug };
}

/**
 * A network calendar with 30 appointments this month (every fifth weekly) and the administrator's inbox: a
 * conversation from each of the first 40 members, one of them a thread of ten. Answers an appointment and a message.
 */
export async function addCalendarAndMail(ctx: AppContext, admin: MemberRow, rows: MemberRow[]) {
  const calendarId = await createCalendar(ctx, admin, {
    calendar: { name: "Bench events", type: "network", membership_ids: [] },
  });
  const today = new Date();
  const pad = (v: number) => String(v).padStart(2, "0");
  let appointmentId = "";
  const memo = new Map<string, unknown>();
  for (let i = 0; i < APPOINTMENTS; i++) {
    const day = `${today.getUTCFullYear()}-${pad(today.getUTCMonth() + 1)}-${pad(1 + (i % 28))}`;
    const row = await createAppointment(
      ctx,
      admin,
      {
        name: `Bench appointment ${i + 1}`,
        description: `<p>Agenda of bench appointment ${i + 1}</p>`,
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: `${day}T${pad(8 + (i % 9))}:00`, end: `${day}T${pad(9 + (i % 9))}:00`, all_day: false },
        recurrence_pattern:
          i % 5 === 0 ? { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null } : null,
        post_to_stream: false,
      },
      memo,
    );
    appointmentId = row.id;
  }
  let messageId = "";
  const senders = rows.slice(0, ADMIN_MAIL);
  for (const [i, sender] of senders.entries()) {
    const { message } = await sendMessage(ctx, sender, {
      to: [admin.id],
      to_group: [],
      to_all_network_members: false,
      subject: `Bench question ${i + 1}`,
      content: `<p>Question ${i + 1} from the bench</p>`,
      attachments: [],
    });
    messageId ||= message.id;
  }
  for (let i = 0; i < 9 && senders[0]; i++) {
    await sendMessage(ctx, i % 2 ? senders[0] : admin, {
      to: [i % 2 ? admin.id : senders[0].id],
      to_group: [],
      to_all_network_members: false,
      subject: "Re: Bench question 1",
      content: `<p>Answer ${i + 1}</p>`,
      attachments: [],
      conversation_starter_id: messageId,
    });
  }
  return { calendarId, appointmentId, messageId, conversations: senders.length };
}

export type SetupOptions = { members: number; postgresUrl?: string; redisUrl?: string; log: (line: string) => void };

/** A temporary data folder for the server, removed when the harness stops. */
export function benchDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-"));
  // The embedded cluster runs as its own user when the bench runs as root: it must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

export async function prepareFixture(opts: SetupOptions): Promise<Fixture> {
  const dataDir = benchDataDir();
  const databaseUrl = opts.postgresUrl ? await createBenchDatabase(opts.postgresUrl) : undefined;
  if (opts.redisUrl) assertLoopback(opts.redisUrl, "Redis server");
  const started = Date.now();
  const config = loadConfig(
    { NODE_ENV: "production", DEMO: "true", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_PASSWORD: SEED_PASSWORD },
    { databaseUrl },
  );
  // Without a PostgreSQL server the app starts the embedded cluster in DATA_DIR/pg, as the server will.
  const app = await buildApp({ config, inlineJobs: true });
  try {
    const ctx = app.ctx;
    // The network `npm start` makes, then the bench's own groups in a category of their own.
    await seedDemoNetwork(ctx);
    const adminRow = await findMemberByEmail(ctx.db, ADMIN_EMAIL);
    if (!adminRow) throw new Error("the demo seed made no administrator");
    const people = await addBenchMembers(ctx, adminRow, opts.members);
    const members: Fixture["members"] = [];
    for (const { row, teamSlug } of people.members) members.push({ ...(await sessionOf(ctx.db, row)), teamSlug });
    const { appointmentId, messageId, conversations } = await addCalendarAndMail(
      ctx,
      adminRow,
      people.members.map((m) => m.row),
    );
    const admin = await sessionOf(ctx.db, adminRow);
    opts.log(
      `set-up: demo network + ${opts.members} bench members, ${APPOINTMENTS} appointments, ${conversations} conversations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      kind: databaseUrl ? "postgres" : "embedded",
      dataDir,
      databaseUrl,
      redisUrl: databaseUrl ? opts.redisUrl : undefined,
      admin,
      members,
      month: new Date().toISOString().slice(0, 10),
      appointmentId,
      messageId,
      groupSlug: members[0]?.teamSlug ?? people.loungeSlug,
      searchTerm: "Bench",
    };
  } finally {
    await app.close();
  }
}

/** Runs `fill` on an app over the bench database (nothing seeded), then closes it; answers what `fill` answers. */
export async function withApp<T>(
  databaseUrl: string,
  dataDir: string,
  fill: (ctx: AppContext) => Promise<T>,
): Promise<T> {
  const config = loadConfig(
    { NODE_ENV: "production", DEMO: "true", LOG_LEVEL: "silent", DATA_DIR: dataDir, SEED_PASSWORD },
    { databaseUrl },
  );
  const app = await buildApp({ config, inlineJobs: true });
  try {
    return await fill(app.ctx);
  } finally {
    await app.close();
  }
}

/**
 * Runs `fill` on an app over the bench database with the demo network made (the load scripts add their own members,
 * groups and sessions through the server's services), then closes it; answers what `fill` answers.
 */
export function withDemoNetwork<T>(
  databaseUrl: string,
  dataDir: string,
  fill: (ctx: AppContext, admin: MemberRow) => Promise<T>,
): Promise<T> {
  return withApp(databaseUrl, dataDir, async (ctx) => {
    await seedDemoNetwork(ctx);
    const admin = await findMemberByEmail(ctx.db, ADMIN_EMAIL);
    if (!admin) throw new Error("the demo seed made no administrator");
    return fill(ctx, admin);
  });
}
