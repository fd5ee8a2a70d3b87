// The search bench's 1,000,000 searchable items, written straight into PostgreSQL with INSERT … SELECT over
// generate_series (the triggers of migration 0025 fill every search_vector in the same statements, as they do for
// content written through the app). Text: sentences drawn once from the ranked vocabulary (search-vocabulary.ts,
// Zipf-like), each item a few of them picked by its number; a handful of items carry one of the RARE_WORDS.
//
// Who may read what, for the bench member (`reader`): 2,000 groups, access by (g / 10) % 10: 0–5 open, 6–8 closed,
// 9 hidden; the reader is an active member of every group with g % 10 = 3 (200: 120 open, 60 closed, 20 hidden),
// so 1,080 open groups are readable without membership and 540 closed and 180 hidden groups are not.
import type pg from "pg";
import {
  DEPARTMENTS,
  FIRST_NAMES,
  LAST_NAMES,
  LOCATIONS,
  POSITIONS,
  RARE_WORDS,
  vocabulary,
} from "./search-vocabulary.js";

export const GROUPS = 2_000;
const PAGES_PER_GROUP = 5;
/** Rows per table for the million; `--items` scales all but the groups and their pages. */
const FULL = { members: 20_000, subfolders: 18_000, files: 100_000, appointments: 100_000, messages: 150_000 };
let MEMBERS = FULL.members;
let SUBFOLDERS = FULL.subfolders;
let FILES = FULL.files;
let APPOINTMENTS = FULL.appointments;
let MESSAGES = FULL.messages;
let ACTIVITIES = 0;

/** The row counts for `items` searchable items in all (the activities take what the others leave). */
function plan(items: number) {
  const f = items / 1_000_000;
  MEMBERS = Math.max(3_000, Math.round(FULL.members * f));
  SUBFOLDERS = Math.max(1_000, Math.round(FULL.subfolders * f));
  FILES = Math.round(FULL.files * f);
  APPOINTMENTS = Math.round(FULL.appointments * f);
  MESSAGES = Math.round(FULL.messages * f);
  const rest = GROUPS + MEMBERS + GROUPS * PAGES_PER_GROUP + GROUPS + SUBFOLDERS + FILES + APPOINTMENTS + MESSAGES;
  ACTIVITIES = Math.max(0, items - rest);
}
const SENTENCES = 200_000;
/** Activities per INSERT, so progress shows and no statement holds the whole table. */
const CHUNK = 100_000;

export type SeedIds = {
  readerId: string;
  adminId: string;
  categoryId: string;
  networkRootFolderId: string;
  /** An appointment made through the service: its event settings are copied. */
  templateAppointmentId: string;
};

/** The seed's "now", fixed, so that every statement computes the same ids and times from a row number. */
const BASE = `'${new Date().toISOString()}'::timestamptz`;

/**
 * A 24-hex id: the time part from `at` (the seed's time unless given), then the table's own range (`kind`) and
 * the row number, so any statement can name row i of another table without looking it up.
 */
const idOf = (kind: number, i: string, at = BASE) =>
  `(lpad(to_hex(extract(epoch FROM ${at})::bigint), 8, '0') || lpad(to_hex(${kind}::bigint * 4294967296 + (${i})), 16, '0'))`;

/** The SQL of an item's text: `min` + i % `spread` sentences, picked by the row number and a salt per field. */
const text = (min: number, spread: number, salt: number, i = "i") =>
  `coalesce((SELECT string_agg(s.body, ' ' ORDER BY j) FROM generate_series(1, ${min} + (${i}) % ${spread}) j
     JOIN bench_search_sentences s ON s.id = ((${i})::bigint * 7919 + j * 104729 + ${salt}) % ${SENTENCES}), '')`;
/** A short title: the first `words` words of one sentence, without its full stop. */
const title = (words: number, salt: number, i = "i") =>
  `(SELECT array_to_string((string_to_array(rtrim(s.body, '.'), ' '))[1:${words}], ' ') FROM bench_search_sentences s
     WHERE s.id = ((${i})::bigint * 31 + ${salt}) % ${SENTENCES})`;
/** One of the rare words for a few items in every table (about ITEMS / modulus items each over the million). */
const RARE_MODULI = [100_003, 30_011, 10_007, 60_013, 200_003];
const rare = (salt: number, i = "i") =>
  `(CASE ${RARE_MODULI.map((m, k) => `WHEN (${i}) % ${m} = ${(salt * 7 + k * 3) % 97} THEN ' ${RARE_WORDS[k]}'`).join(" ")} ELSE '' END)`;

/** Time of row `i` of `n`, spread over the last two years, the last row newest. */
const spread = (n: number, i = "i") => `(${BASE} - ((${n} - (${i})) * (interval '730 days' / ${n})))`;

/** Group g (1…GROUPS), member m (1…MEMBERS), folder, calendar and message ids by number. */
const gid = (g: string) => idOf(1, g);
const mid = (m: string) => idOf(2, m);
const folderId = (n: string) => idOf(5, n);
const calendarId = (c: string) => idOf(8, c);
const messageId = (n: string) => idOf(11, n, spread(MESSAGES, n));
const appointmentId = (n: string) => idOf(9, n, spread(APPOINTMENTS, n));

export type SeedReport = { items: number; seconds: number; byTable: Record<string, number> };

/**
 * Fills the database (migrated, demo network and the ids in `ids` made) with the million items; answers how
 * many searchable rows each table holds now and how long the filling took. Two connections write in parallel
 * once the groups, members and folders exist.
 */
export async function seedSearchItems(
  connect: () => Promise<pg.Client>,
  ids: SeedIds,
  log: (line: string) => void,
  items = 1_000_000,
): Promise<SeedReport> {
  plan(items);
  const started = performance.now();
  const a = await connect();
  const b = await connect();
  const vocab = vocabulary(3000);
  const step = async (client: pg.Client, what: string, sql: string, params: unknown[] = []) => {
    const t = performance.now();
    const res = await client.query(sql, params);
    log(`seed: ${what}: ${res.rowCount ?? 0} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  try {
    for (const c of [a, b]) await c.query("SET synchronous_commit = off");
    await a.query("SELECT setseed(0.42)");
    await a.query("DROP TABLE IF EXISTS bench_search_sentences");
    await a.query("CREATE UNLOGGED TABLE bench_search_sentences (id int PRIMARY KEY, body text NOT NULL)");
    // Rank r with probability ~ 1 / (r · ln N): floor(exp(random · ln(N + 1))) is log-uniform over 1..N.
    await step(
      a,
      `${SENTENCES} sentences from ${vocab.length} words`,
      `INSERT INTO bench_search_sentences (id, body)
       SELECT s, upper(left(t, 1)) || substr(t, 2) || '.'
       FROM generate_series(0, ${SENTENCES - 1}) s,
         LATERAL (SELECT string_agg(($1::text[])[floor(exp(random() * ln(${vocab.length + 1})))::int], ' ') AS t
                  FROM generate_series(1, 4 + s % 7)) w`,
      [vocab],
    );
    await a.query("ANALYZE bench_search_sentences");

    const groupAccess = `CASE WHEN (g / 10) % 10 < 6 THEN 'open' WHEN (g / 10) % 10 < 9 THEN 'closed' ELSE 'hidden' END`;
    await step(
      a,
      "groups",
      `INSERT INTO groups (id, slug, name, group_category_id, access, teaser, created_at, updated_at)
       SELECT ${idOf(1, "g")}, 'bench-search-' || g, initcap(${title(3, 11, "g")}) || ' ' || g, $1, ${groupAccess},
         ${title(10, 12, "g")}, ${spread(GROUPS, "g")}, ${BASE}
       FROM generate_series(1, ${GROUPS}) g`,
      [ids.categoryId],
    );
    await step(
      a,
      "members",
      `INSERT INTO members (id, email, first_name, last_name, profile, created_at, updated_at)
       SELECT ${idOf(2, "m")}, 'search-' || m || '@bench.example.org',
         ($1::text[])[1 + (m * 31) % cardinality($1::text[])], ($2::text[])[1 + (m * 17) % cardinality($2::text[])],
         jsonb_build_object('position', ($3::text[])[1 + m % cardinality($3::text[])],
           'department', ($4::text[])[1 + (m * 7) % cardinality($4::text[])],
           'location', ($5::text[])[1 + (m * 3) % cardinality($5::text[])], 'phone', null, 'about', null),
         ${spread(MEMBERS, "m")}, ${BASE}
       FROM generate_series(1, ${MEMBERS}) m`,
      [FIRST_NAMES, LAST_NAMES, POSITIONS, DEPARTMENTS, LOCATIONS],
    );
    await step(
      a,
      "the reader's memberships (200 groups)",
      `INSERT INTO group_memberships (id, group_id, member_id, status)
       SELECT ${idOf(3, "g")}, ${gid("g")}, $1, 'member' FROM generate_series(1, ${GROUPS}) g WHERE g % 10 = 3`,
      [ids.readerId],
    );
    await step(
      a,
      "other memberships (5 per member)",
      `INSERT INTO group_memberships (id, group_id, member_id, status)
       SELECT ${idOf(13, "(m * 5 + k)")}, ${gid(`1 + (m * k * 7919) % ${GROUPS}`)}, ${mid("m")}, 'member'
       FROM generate_series(1, ${MEMBERS}) m, generate_series(1, 5) k
       ON CONFLICT DO NOTHING`,
    );
    await step(
      a,
      "group pages",
      `INSERT INTO group_pages (id, group_id, slug, title, html_content, position, author_id, created_at, updated_at)
       SELECT ${idOf(4, "i")}, ${gid(`1 + (i - 1) / ${PAGES_PER_GROUP}`)}, 'bench-page-' || i, initcap(${title(4, 21)}),
         '<h2>' || ${title(5, 22)} || '</h2><p>' || ${text(4, 10, 23)} || ${rare(4)} || '</p>', i % ${PAGES_PER_GROUP},
         $1, ${spread(GROUPS * PAGES_PER_GROUP)}, ${BASE}
       FROM generate_series(1, ${GROUPS * PAGES_PER_GROUP}) i`,
      [ids.adminId],
    );
    await step(
      a,
      "group root folders",
      `INSERT INTO folders (id, group_id, parent_id, type, name, author_id, created_at, updated_at)
       SELECT ${idOf(5, "g")}, ${gid("g")}, NULL, 'root_folder', 'Files', $1, ${spread(GROUPS, "g")}, ${BASE}
       FROM generate_series(1, ${GROUPS}) g`,
      [ids.adminId],
    );
    // Subfolders: every tenth in the network's files, the others under a group's root.
    await step(
      a,
      "folders",
      `INSERT INTO folders (id, group_id, parent_id, type, name, description, author_id, created_at, updated_at)
       SELECT ${idOf(5, `${GROUPS} + i`)}, CASE WHEN i % 10 = 0 THEN NULL ELSE ${gid(`1 + i % ${GROUPS}`)} END,
         CASE WHEN i % 10 = 0 THEN $1 ELSE ${folderId(`1 + i % ${GROUPS}`)} END,
         'folder', initcap(${title(3, 31)}) || ' ' || i, CASE WHEN i % 4 = 0 THEN ${text(1, 2, 32)} ELSE '' END,
         ${mid(`1 + i % ${MEMBERS}`)}, ${spread(SUBFOLDERS)}, ${BASE}
       FROM generate_series(1, ${SUBFOLDERS}) i`,
      [ids.networkRootFolderId],
    );
    // Calendars: the network's, one per group, personal ones of 2,000 members and of the reader.
    await step(
      a,
      "calendars",
      `INSERT INTO calendars (id, name, color, type, group_id, author_id)
       SELECT ${idOf(8, "c")},
         CASE WHEN c = 1 THEN 'Company events' WHEN c <= ${GROUPS + 1} THEN 'Group calendar' ELSE 'Personal' END,
         '#1c7ed6',
         CASE WHEN c = 1 THEN 'network' WHEN c <= ${GROUPS + 1} THEN 'group' ELSE 'personal' END,
         CASE WHEN c BETWEEN 2 AND ${GROUPS + 1} THEN ${gid("c - 1")} END,
         CASE WHEN c = ${GROUPS + 2002} THEN $1 WHEN c > ${GROUPS + 1} THEN ${mid(`c - ${GROUPS + 1}`)} END
       FROM generate_series(1, ${GROUPS + 2002}) c`,
      [ids.readerId],
    );
    await a.query("ANALYZE");

    // The rest in two connections at once: activities on one, the other modules on the other.
    const activities = (async () => {
      for (let from = 1; from <= ACTIVITIES; from += CHUNK) {
        const to = Math.min(ACTIVITIES, from + CHUNK - 1);
        await step(
          a,
          `activities ${from.toLocaleString("en")}–${to.toLocaleString("en")}`,
          `INSERT INTO activities (id, group_id, stream_slug, author_id, object_type, html_content, plain_content,
             created_at, updated_at)
           SELECT ${idOf(12, "i", "t")}, CASE WHEN i % 10 < 3 THEN NULL ELSE ${gid(`1 + (i::bigint * 7919) % ${GROUPS}`)} END,
             'all', ${mid(`1 + i % ${MEMBERS}`)}, CASE WHEN i % 7 = 0 THEN 'question' ELSE 'note' END,
             '<p>' || x.body || '</p>', x.body, t, t
           FROM generate_series(${from}, ${to}) i,
             LATERAL (SELECT ${text(1, 6, 41)} || ${rare(1)} AS body, ${spread(ACTIVITIES)} AS t) x`,
        );
      }
    })();
    const others = (async () => {
      await step(
        b,
        "message conversations",
        `INSERT INTO message_conversations (id, last_message_at, message_count, created_at)
         SELECT ${idOf(10, "i", spread(MESSAGES))}, ${spread(MESSAGES)}, 1, ${spread(MESSAGES)}
         FROM generate_series(1, ${MESSAGES}) i`,
      );
      // Every 30th message written by the reader, every 30th (another) sent to them: 10,000 they may read.
      await step(
        b,
        "messages",
        `INSERT INTO messages (id, conversation_id, author_id, subject, html_content, plain_content, recipient_count,
           created_at)
         SELECT ${messageId("i")}, ${idOf(10, "i", spread(MESSAGES))},
           CASE WHEN i % 30 = 0 THEN $1 ELSE ${mid(`1 + (i * 7) % ${MEMBERS}`)} END,
           initcap(${title(5, 51)}), '<p>' || x.body || '</p>', x.body, 1 + i % 3, x.t
         FROM generate_series(1, ${MESSAGES}) i,
           LATERAL (SELECT ${text(1, 7, 52)} || ${rare(2)} AS body, ${spread(MESSAGES)} AS t) x`,
        [ids.readerId],
      );
      await step(
        b,
        "message recipients",
        `INSERT INTO message_recipients (message_id, member_id)
         SELECT ${messageId("n")}, CASE WHEN k = 1 AND n % 30 = 1 THEN $1 ELSE ${mid(`1 + (n * k * 13) % ${MEMBERS}`)} END
         FROM generate_series(1, ${MESSAGES}) n, generate_series(1, 3) k
         WHERE k <= 1 + n % 3
         ON CONFLICT DO NOTHING`,
        [ids.readerId],
      );
      // Calendars by i % 10: 0 the network's, 1–6 a group's, 7–9 a member's personal one (every 50th the reader's).
      await step(
        b,
        "appointments",
        `INSERT INTO appointments (id, name, description, time_zone, all_day, starts_at, ends_at, start_local, end_local,
           location, event_settings, author_id, created_at, updated_at)
         SELECT ${appointmentId("i")}, initcap(${title(4, 61)}), CASE WHEN i % 3 = 0 THEN '' ELSE '<p>' || ${text(1, 4, 62)} || ${rare(3)} || '</p>' END,
           'Europe/Berlin', false, x.s, x.s + interval '1 hour',
           to_char(x.s AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD"T"HH24:MI'),
           to_char((x.s + interval '1 hour') AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD"T"HH24:MI'),
           CASE WHEN i % 4 = 0 THEN jsonb_build_object('name', ${title(2, 63)}, 'address1', null, 'address2', null,
             'zip', null, 'city', null, 'country', null, 'link', null, 'meeting_link_type', null) END,
           (SELECT event_settings FROM appointments WHERE id = $1), ${mid(`1 + i % ${MEMBERS}`)}, x.t, x.t
         FROM generate_series(1, ${APPOINTMENTS}) i,
           LATERAL (SELECT ${spread(APPOINTMENTS)} AS t,
             date_trunc('hour', now() - interval '365 days' + (i * (interval '730 days' / ${APPOINTMENTS}))) AS s) x`,
        [ids.templateAppointmentId],
      );
      await step(
        b,
        "appointment calendars",
        `INSERT INTO appointment_calendars (appointment_id, calendar_id)
         SELECT ${appointmentId("n")}, ${calendarId(`CASE
             WHEN n % 10 = 0 THEN 1
             WHEN n % 10 <= 6 THEN 2 + (n * 13) % ${GROUPS}
             WHEN n % 50 = 9 THEN ${GROUPS + 2002}
             ELSE ${GROUPS + 2} + n % 2000 END`)}
         FROM generate_series(1, ${APPOINTMENTS}) n`,
      );
      await step(
        b,
        "uploads of the files",
        `INSERT INTO uploads (id, directory, owner_id, name, extension, content_type, size, state, storage_key,
           created_at, published_at)
         SELECT ${idOf(6, "i")}, 'files', ${mid(`1 + i % ${MEMBERS}`)}, 'bench-' || i || '.pdf', 'pdf',
           'application/pdf', 1000 + i * 37 % 5000000, 'published', 'bench/search/' || i, ${BASE}, ${BASE}
         FROM generate_series(1, ${FILES}) i`,
      );
      const exts = `(ARRAY['pdf','docx','xlsx','pptx','png','txt'])[1 + i % 6]`;
      await step(
        b,
        "files",
        `INSERT INTO files (id, folder_id, name, description, author_id, upload_id, size, content_type, extension,
           created_at, updated_at)
         SELECT ${idOf(7, "i")}, ${folderId(`${GROUPS} + 1 + (i * 7) % ${SUBFOLDERS}`)},
           initcap(${title(4, 71)}) || ' ' || i || '.' || ${exts},
           CASE WHEN i % 3 = 0 THEN ${text(1, 3, 72)} || ${rare(5)} ELSE '' END,
           ${mid(`1 + i % ${MEMBERS}`)}, ${idOf(6, "i")}, 1000 + i * 37 % 5000000, 'application/octet-stream', ${exts},
           ${spread(FILES)}, ${BASE}
         FROM generate_series(1, ${FILES}) i`,
      );
    })();
    await Promise.all([activities, others]);
    const t = performance.now();
    await a.query("DROP TABLE bench_search_sentences");
    // Autovacuum would do this soon after such a load: the GIN indexes' pending lists merged, the visibility map set.
    await a.query("VACUUM (ANALYZE)");
    log(`seed: VACUUM (ANALYZE) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const counts = await a.query<{ t: string; n: string }>(
      `SELECT 'activities' t, count(*) n FROM activities UNION ALL SELECT 'messages', count(*) FROM messages
       UNION ALL SELECT 'appointments', count(*) FROM appointments UNION ALL SELECT 'files', count(*) FROM files
       UNION ALL SELECT 'folders', count(*) FROM folders UNION ALL SELECT 'members', count(*) FROM members
       UNION ALL SELECT 'groups', count(*) FROM groups UNION ALL SELECT 'pages', count(*) FROM group_pages`,
    );
    const byTable = Object.fromEntries(counts.rows.map((r) => [r.t, Number(r.n)]));
    return {
      items: Object.values(byTable).reduce((s, n) => s + n, 0),
      seconds: (performance.now() - started) / 1000,
      byTable,
    };
  } finally {
    await a.end();
    await b.end();
  }
}
