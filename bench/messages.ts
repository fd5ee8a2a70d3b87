// Direct messages: a member holding 100,000 messages in 10,000 conversations. Inbox page 1 and
// page 500 and one conversation, against the same JSON served from memory by a bare route in this run.
// The ratio of page 500 to page 1 shows whether paging stays independent of the mailbox size.

import { createMember } from "../server/src/modules/members/members.service.js";
import { ensureNetwork } from "../server/src/modules/network/network.service.js";
import { measure, report, sessionHeaders, startApp, startBaseline } from "./lib.js";

const CONVERSATIONS = 10_000;
const MESSAGES = 100_000;
const AUTHORS = 20;

const { app, url, close } = await startApp();
const sql = app.ctx.database.executeSql;
await ensureNetwork(app.ctx.db, "Bench Network");
const owner = await createMember(app.ctx.db, { email: "owner@bench.test", firstName: "Mailbox", lastName: "Owner" });
const authors: string[] = [];
for (let i = 0; i < AUTHORS; i++) {
  const m = await createMember(app.ctx.db, { email: `author${i}@bench.test`, firstName: "Author", lastName: `${i}` });
  authors.push(m.id);
}

const started = Date.now();
const hexId = (prefix: string, n: string) => `'${prefix}' || lpad(to_hex(${n}), 23, '0')`;
const authorArray = `ARRAY[${authors.map((a) => `'${a}'`).join(",")}]::char(24)[]`;
// Message g belongs to conversation ((g-1) % C) + 1; the newest message of conversation c is g = c + (M - C).
await sql(`
  INSERT INTO message_conversations (id, last_message_at, message_count, created_at)
  SELECT ${hexId("a", "c")}, now() - ((${CONVERSATIONS} - c) * interval '1 minute'), ${MESSAGES / CONVERSATIONS}, now() - interval '1 year'
  FROM generate_series(1, ${CONVERSATIONS}) AS c;
  INSERT INTO messages (id, conversation_id, author_id, subject, html_content, plain_content, recipient_count, created_at)
  SELECT ${hexId("b", "g")}, ${hexId("a", `((g - 1) % ${CONVERSATIONS}) + 1`)},
         (${authorArray})[1 + (g % ${AUTHORS})],
         'Subject ' || g, '<p>Message body number ' || g || '</p>', 'Message body number ' || g, 1,
         now() - ((${MESSAGES} - g) * interval '1 second')
  FROM generate_series(1, ${MESSAGES}) AS g;
  INSERT INTO message_recipients (message_id, member_id)
  SELECT ${hexId("b", "g")}, '${owner.id}' FROM generate_series(1, ${MESSAGES}) AS g;
  INSERT INTO mailbox_entries (member_id, conversation_id, folder, message_id, last_activity, read, deleted)
  SELECT '${owner.id}', ${hexId("a", "c")}, 'inbox', ${hexId("b", `c + ${MESSAGES - CONVERSATIONS}`)},
         now() - ((${MESSAGES} - (c + ${MESSAGES - CONVERSATIONS})) * interval '1 second'), c % 3 = 0, false
  FROM generate_series(1, ${CONVERSATIONS}) AS c;
`);
// As autovacuum would: statistics, and a visibility map for index-only scans.
await sql("VACUUM ANALYZE");
console.log(`seeded ${MESSAGES} messages in ${CONVERSATIONS} conversations in ${Date.now() - started} ms`);

const headers = await sessionHeaders(app, owner.id);
const get = async (path: string) => {
  const res = await fetch(`${url}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ messages: { id: string }[]; meta: { total_count: number; total_pages: number } }>;
};
const page1 = await get("/api/v1/messages?page=1");
const page500 = await get("/api/v1/messages?page=500");
if (page1.meta.total_count !== CONVERSATIONS || page500.messages.length !== 10) throw new Error("unexpected inbox");
const someMessage = page500.messages[0]?.id ?? "";
await get(`/api/v1/messages/${someMessage}`);

const baseline = await startBaseline(page1);
const base = await measure("baseline: page 1 JSON from memory", baseline.url);
const rows = [
  await measure("GET /api/v1/messages?page=1", `${url}/api/v1/messages?page=1`, headers),
  await measure("GET /api/v1/messages?page=500", `${url}/api/v1/messages?page=500`, headers),
  await measure("GET /api/v1/messages/{id} (10 in thread)", `${url}/api/v1/messages/${someMessage}`, headers),
  await measure("GET /api/v1/unreads", `${url}/api/v1/unreads`, headers),
];
report(`messages: ${MESSAGES} messages, ${CONVERSATIONS} conversations (${app.ctx.database.kind})`, base, rows);
const [p1, p500] = rows;
if (p1 && p500) console.log(`  page 500 / page 1 throughput: ${(p500.requestsPerSec / p1.requestsPerSec).toFixed(3)}`);

await baseline.close();
await close();
