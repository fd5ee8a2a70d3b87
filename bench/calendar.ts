// Calendar: 50 calendars and 5,000 appointments (a fifth recurring, mixed time zones), seeded through
// the services. The month view and a feed against the same body served from memory by a bare route.
// A second month years after most series started shows that expansion stays window-bound.

import { type AppointmentList, encodeCalendarFilter } from "../contracts/src/calendar.js";
import { createAppointment } from "../server/src/modules/calendar/appointments.service.js";
import { createCalendar, resetFeedToken } from "../server/src/modules/calendar/calendars.service.js";
import { createGroup, createGroupCategory } from "../server/src/modules/groups/groups.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { ensureNetwork } from "../server/src/modules/network/network.service.js";
import { measure, report, sessionHeaders, startApp, startBaseline } from "./lib.js";

const CALENDARS = 50;
const APPOINTMENTS = 5_000;
const ZONES = [
  "Europe/Berlin",
  "America/New_York",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Europe/London",
  "America/Sao_Paulo",
];
// Mostly weekly and monthly series, as real calendars hold; a few daily ones.
const FREQUENCIES = [
  "weekly",
  "weekly",
  "monthly",
  "weekly",
  "yearly",
  "monthly",
  "weekly",
  "weekly",
  "monthly",
  "daily",
] as const;
const MONTH = "2027-03-15";

const { app, url, close } = await startApp();
const ctx = app.ctx;
await ensureNetwork(ctx.db, "Bench Network");
const owner = await createMember(ctx.db, {
  email: "owner@bench.test",
  firstName: "Calendar",
  lastName: "Owner",
  isNetworkAdmin: true,
});
const category = await createGroupCategory(ctx.db, { name: "Teams", pluralName: "Teams" });

const started = Date.now();
const calendarIds: string[] = [];
for (let i = 0; i < CALENDARS; i++) {
  const kind = i % 3;
  let parentId: string | undefined;
  if (kind === 2) {
    const g = await createGroup(
      ctx.db,
      { name: `Group ${i}`, groupCategoryId: category.id, access: "closed", moderatedJoin: false },
      owner.id,
    );
    parentId = g.id;
  }
  calendarIds.push(
    await createCalendar(ctx, owner, {
      calendar: {
        name: `Calendar ${i}`,
        type: kind === 0 ? "network" : kind === 1 ? "personal" : "group",
        membership_ids: [],
      },
      parent_id: parentId,
    }),
  );
}

// Deterministic pseudo-random spread over two years around the measured month.
let seed = 42;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pad = (n: number) => String(n).padStart(2, "0");
const memo = new Map<string, unknown>();
for (let i = 0; i < APPOINTMENTS; i++) {
  const recurring = i % 5 === 0;
  // Series start up to three years before the month; single appointments within a year of it.
  const day = new Date(
    Date.UTC(2027, 2, 15) + Math.floor(recurring ? -rand() * 1095 : (rand() - 0.5) * 730) * 86_400_000,
  );
  const hour = 7 + Math.floor(rand() * 11);
  const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  const allDay = !recurring && i % 17 === 0;
  await createAppointment(
    ctx,
    owner,
    {
      name: `Appointment ${i}`,
      description: `<p>Agenda for appointment ${i}</p>`,
      calendar_ids: [calendarIds[i % CALENDARS] as string],
      time_zone: ZONES[i % ZONES.length] as string,
      date: {
        start: allDay ? date : `${date}T${pad(hour)}:00`,
        end: allDay ? date : `${date}T${pad(hour + 1)}:30`,
        all_day: allDay,
      },
      recurrence_pattern: recurring
        ? {
            recurrence_frequency: FREQUENCIES[Math.floor(i / 5) % FREQUENCIES.length] ?? "weekly",
            recurrence_interval: 1 + (Math.floor(i / 5) % 2),
            // Half of the series run open-ended; the others end within a year of their start.
            recurrence_end_time: i % 2 ? null : new Date(day.getTime() + 365 * 86_400_000).toISOString().slice(0, 10),
          }
        : null,
      post_to_stream: false,
    },
    memo,
  );
}
console.log(
  `seeded ${CALENDARS} calendars and ${APPOINTMENTS} appointments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const headers = await sessionHeaders(app, owner.id);
const { token } = await resetFeedToken(ctx, owner);
const monthUrl = `${url}/appointments?date=${MONTH}`;
const laterUrl = `${url}/appointments?date=2029-11-15`;
// What one member usually looks at: five calendars picked in the filter.
const filteredUrl = `${url}/appointments?date=${MONTH}&calendars=${encodeCalendarFilter(calendarIds.slice(0, 5))}`;
const feedUrl = `${url}/appointments.ics?auth_token=${token}`;

const timed = async <T>(label: string, run: () => Promise<T>) => {
  const t0 = performance.now();
  const result = await run();
  console.log(`${label}: ${(performance.now() - t0).toFixed(0)} ms`);
  return result;
};
const monthBody = await timed(
  "first month view",
  async () => (await fetch(monthUrl, { headers })).json() as Promise<AppointmentList>,
);
const feedBody = await timed("first feed", async () => (await fetch(feedUrl)).text());
console.log(
  `month view: ${monthBody.appointments.length} appointments; feed: ${(feedBody.length / 1024).toFixed(0)} KiB`,
);

const filteredBody = (await (await fetch(filteredUrl, { headers })).json()) as AppointmentList;
console.log(`filtered month view (5 calendars): ${filteredBody.appointments.length} appointments`);

const baseline = await startBaseline(monthBody);
const filteredBaseline = await startBaseline(filteredBody);
const feedBaseline = await startBaseline(feedBody);
const base = await measure("baseline: month JSON from memory", baseline.url);
const month = await measure("GET /appointments (month)", monthUrl, headers);
const later = await measure("GET /appointments (month, 2029)", laterUrl, headers);
report("Calendar month view (all 50 calendars)", base, [month, later]);
const filteredBase = await measure("baseline: filtered month from memory", filteredBaseline.url);
const filtered = await measure("GET /appointments (month, 5 calendars)", filteredUrl, headers);
report("Calendar month view (filter of 5 calendars)", filteredBase, [filtered]);
const feedBase = await measure("baseline: feed body from memory", feedBaseline.url);
const feed = await measure("GET /appointments.ics (feed)", feedUrl);
report("Calendar feed", feedBase, [feed]);

await baseline.close();
await filteredBaseline.close();
await feedBaseline.close();
await close();
