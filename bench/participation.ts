// Adding a group as participants: the request time for a group of 2,000 members against a group of 20.
// Group members are added by a job (pg-boss in production), so the request should cost about the same
// for both; the ratio near 1 is the point. The job's own time is printed separately.

import { createCalendar } from "../server/src/modules/calendar/calendars.service.js";
import { createGroup, createGroupCategory } from "../server/src/modules/groups/groups.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { ensureNetwork } from "../server/src/modules/network/network.service.js";
import { sessionHeaders, startApp } from "./lib.js";

const BIG = 2_000;
const SMALL = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

const { app, url, close } = await startApp();
const sql = app.ctx.database.executeSql;
await ensureNetwork(app.ctx.db, "Bench Network");
const owner = await createMember(app.ctx.db, { email: "owner@bench.test", firstName: "Event", lastName: "Owner" });
const category = await createGroupCategory(app.ctx.db, { name: "Teams", pluralName: "Teams" });

async function groupOf(size: number, name: string) {
  const g = await createGroup(
    app.ctx.db,
    { name, groupCategoryId: category.id, access: "open", moderatedJoin: false },
    owner.id,
  );
  const prefix = size === BIG ? "c" : "d";
  await sql(`
    INSERT INTO members (id, email, first_name, last_name, profile)
    SELECT '${prefix}' || lpad(to_hex(n), 23, '0'), '${name}-' || n || '@bench.test', 'Member', '${name} ' || n, '{}'::jsonb
    FROM generate_series(1, ${size}) AS n;
    INSERT INTO group_memberships (id, group_id, member_id, status)
    SELECT '${prefix}e' || lpad(to_hex(n), 22, '0'), '${g.id}', '${prefix}' || lpad(to_hex(n), 23, '0'), 'member'
    FROM generate_series(1, ${size}) AS n;
  `);
  return g;
}

const big = await groupOf(BIG, "big");
const small = await groupOf(SMALL, "small");
const calendarId = await createCalendar(app.ctx, owner, {
  calendar: { name: "Events", type: "personal", membership_ids: [] },
});
if (!calendarId) throw new Error("no calendar");

const session = await sessionHeaders(app, owner.id);
const csrf = /csrf_token=([^;]+)/.exec(session.cookie ?? "")?.[1] ?? "";
const headers = { ...session, "content-type": "application/json", "x-csrf-token": csrf };

// Jobs run inline in this process; queue the expansion instead, as pg-boss would, and run it afterwards.
const queued: { name: string; data: object }[] = [];
const inlineSend = app.ctx.jobs.send.bind(app.ctx.jobs);
app.ctx.jobs.send = async (name, data) => {
  if (name === "participation.expand") queued.push({ name, data });
  else await inlineSend(name, data);
};

async function newAppointment(i: number) {
  const res = await fetch(`${url}/appointments`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      appointment: {
        name: `Event ${i}`,
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: "2030-05-01T10:00", end: "2030-05-01T11:00" },
      },
    }),
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function timeAdd(appointmentId: string, groupId: string) {
  const started = performance.now();
  const res = await fetch(`${url}/appointments/${appointmentId}/participants`, {
    method: "POST",
    headers,
    body: JSON.stringify({ participant: { group_ids: [groupId], send_email_notification: true } }),
  });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`add: ${res.status} ${await res.text()}`);
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

// Warm-up, then alternate so both sizes see the same conditions.
await timeAdd(await newAppointment(-1), small.id);
const bigTimes: number[] = [];
const smallTimes: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  bigTimes.push(await timeAdd(await newAppointment(2 * i), big.id));
  smallTimes.push(await timeAdd(await newAppointment(2 * i + 1), small.id));
}

const jobStarted = performance.now();
const oneBig = queued.find((q) => (q.data as { groupIds: string[] }).groupIds[0] === big.id);
if (!oneBig) throw new Error("no expansion job was queued");
await inlineSend(oneBig.name, oneBig.data);
const jobMs = performance.now() - jobStarted;
const count = await sql(
  `SELECT count(*)::int AS n FROM participations WHERE appointment_id = '${(oneBig.data as { appointmentId: string }).appointmentId}'`,
);

console.log("\nAdding a group as participants (POST /appointments/{id}/participants, median of", ROUNDS, "rounds)");
console.log(`  group of ${String(SMALL).padStart(5)} members   ${median(smallTimes).toFixed(1).padStart(7)} ms`);
console.log(`  group of ${String(BIG).padStart(5)} members   ${median(bigTimes).toFixed(1).padStart(7)} ms`);
console.log(`  ratio big/small              ${(median(bigTimes) / median(smallTimes)).toFixed(2)}`);
console.log(
  `  the queued job for ${BIG} members: ${jobMs.toFixed(0)} ms (${(count.rows[0] as { n: number }).n} participations, invites and mails)`,
);

await close();
