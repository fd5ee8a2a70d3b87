// Directory search over 20,000 members: the paged directory, the picker search and the quick search,
// against the same JSON served from memory by a bare route in this run. Also the sidebar and unread
// counts for a member in 1 group and in 200 groups, to show they do not grow with the group count.

import { addMembership, createGroup, createGroupCategory } from "../server/src/modules/groups/groups.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { ensureNetwork } from "../server/src/modules/network/network.service.js";
import { measure, report, sessionHeaders, startApp, startBaseline } from "./lib.js";

const MEMBERS = 20_000;
const GROUPS = 200;

const { app, url, close } = await startApp();
const sql = app.ctx.database.executeSql;
await ensureNetwork(app.ctx.db, "Bench Network");
const viewer = await createMember(app.ctx.db, { email: "viewer@bench.test", firstName: "Viewer", lastName: "Bench" });
const busy = await createMember(app.ctx.db, { email: "busy@bench.test", firstName: "Busy", lastName: "Admin" });

const started = Date.now();
const first = [
  "Anna",
  "Andreas",
  "Ben",
  "Clara",
  "David",
  "Eva",
  "Felix",
  "Greta",
  "Hanna",
  "Jonas",
  "Lena",
  "Lukas",
  "Maria",
  "Markus",
  "Nina",
  "Oskar",
  "Paula",
  "Paul",
  "Sara",
  "Tim",
];
const last = [
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Hartmann",
  "Lange",
  "Werner",
];
const departments = ["Sales", "IT", "HR", "Finance", "Marketing", "Legal", "Support", "Research"];
const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(",")}]`;
await sql(`
  INSERT INTO members (id, email, first_name, last_name, profile)
  SELECT 'c' || lpad(to_hex(g), 23, '0'), 'm' || g || '@bench.test',
         (${arr(first)})[1 + g % ${first.length}],
         (${arr(last)})[1 + (g / ${first.length}) % ${last.length}] || CASE WHEN g % 3 = 0 THEN '' ELSE '-' || (g % 97) END,
         jsonb_build_object('position', NULL, 'department', (${arr(departments)})[1 + g % ${departments.length}],
                            'phone', NULL, 'location', NULL, 'about', NULL)
  FROM generate_series(1, ${MEMBERS}) AS g;
`);
const category = await createGroupCategory(app.ctx.db, { name: "Team", pluralName: "Teams", createAccess: "all" });
const groupIds: string[] = [];
for (let i = 0; i < GROUPS; i++) {
  const g = await createGroup(
    app.ctx.db,
    { name: `Team ${i}`, groupCategoryId: category.id, access: i % 2 ? "closed" : "open" },
    busy.id,
  );
  groupIds.push(g.id);
}
await addMembership(app.ctx.db, groupIds[0] ?? "", viewer.id, { status: "member" });
// Every group has 50 members and an open join request, so the busy admin has 200 of them.
await sql(`
  INSERT INTO group_memberships (id, group_id, member_id, status)
  SELECT 'd' || lpad(to_hex(gi * 100 + k), 23, '0'), g.id, 'c' || lpad(to_hex(1 + (gi * 50 + k) % ${MEMBERS}), 23, '0'),
         CASE WHEN k = 0 THEN 'in_moderation' ELSE 'member' END
  FROM (SELECT id, row_number() OVER (ORDER BY id) AS gi FROM groups) AS g, generate_series(0, 49) AS k
  ON CONFLICT DO NOTHING;
`);
await sql("VACUUM ANALYZE");
console.log(`seeded ${MEMBERS} members and ${GROUPS} groups in ${Date.now() - started} ms`);

const headers = await sessionHeaders(app, viewer.id);
const busyHeaders = await sessionHeaders(app, busy.id);
const get = async (path: string, h = headers) => {
  const res = await fetch(`${url}${path}`, { headers: h });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
const search = await get("/directory/members?q=an");
const meta = search.meta as { total_count: number; too_large: boolean };
if (meta.total_count < 1000 || meta.too_large) throw new Error(`unexpected search result ${JSON.stringify(meta)}`);
const all = await get("/directory/members");
if (!(all.meta as { too_large: boolean }).too_large) throw new Error("20,000 members should be too large to list");
const unreads = await get("/api/v1/unreads", busyHeaders);
if (unreads.GroupJoinRequests !== GROUPS) throw new Error(`unexpected unreads ${JSON.stringify(unreads)}`);

const baseline = await startBaseline(search);
const base = await measure("baseline: search page JSON from memory", baseline.url);
const rows = [
  await measure("GET /directory/members?q=an (1 word)", `${url}/directory/members?q=an`, headers),
  await measure("GET /directory/members?q=ma sch (2 words)", `${url}/directory/members?q=ma%20sch`, headers),
  await measure(
    "GET /directory/members?q=an&department",
    `${url}/directory/members?q=an&profile.department=IT`,
    headers,
  ),
  await measure("GET /directory/members (20,000: too large)", `${url}/directory/members`, headers),
  await measure("GET /members?q=an (picker)", `${url}/members?q=an`, headers),
  await measure("GET /directory?q=an (quick search)", `${url}/directory?q=an`, headers),
  await measure("GET /api/v1/my_groups (1 group)", `${url}/api/v1/my_groups`, headers),
  await measure("GET /api/v1/my_groups (200 groups)", `${url}/api/v1/my_groups`, busyHeaders),
  await measure("GET /api/v1/unreads (1 group)", `${url}/api/v1/unreads`, headers),
  await measure("GET /api/v1/unreads (admin of 200 groups)", `${url}/api/v1/unreads`, busyHeaders),
];
report(`directory: ${MEMBERS} members, ${GROUPS} groups (${app.ctx.database.kind})`, base, rows);
const p50 = rows[0]?.p50 ?? 0;
console.log(`  search p50 ${p50} ms against the 375 ms typing debounce`);
const u1 = rows[8];
const u200 = rows[9];
if (u1 && u200)
  console.log(`  unreads, 200 groups / 1 group throughput: ${(u200.requestsPerSec / u1.requestsPerSec).toFixed(3)}`);

await baseline.close();
await close();
