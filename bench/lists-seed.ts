// The world of lists.ts and calls.ts, kept between runs as the database `bench_lists_<size>`: the activity world
// (activity-seed.ts) and, written with generate_series, the reader's inbox (`n` conversations of one message each from other members, an inbox copy per conversation) and `n` files,
// 10,000 of them in one folder (the listed one), the rest in another.
import pg from "pg";
import { TEXT_EXTENSIONS } from "../server/src/modules/files/document-text.js";
import { fillNotifications, grow, prepare } from "./activity-seed.js";

/** A 24-hex id of its own range per table (`kind`), time part in 2023, so it never meets a server-made id. */
export const idOf = (kind: number, i: string) =>
  `lpad(to_hex(1690000000 + ${i} / 100), 8, '0') || lpad(to_hex(${kind}::bigint * 4294967296 + ${i}), 16, '0')`;

export const LISTED_FILES = 10_000;

/** Runs `write` on a connection with the first 40 members by id (other than `readerId`) as authors; logs its time. */
async function withAuthors(
  databaseUrl: string,
  readerId: string | undefined,
  write: (client: pg.Client, authors: string[]) => Promise<string>,
  log: (line: string) => void,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const authors = (
      await client.query<{ id: string }>("SELECT id FROM members WHERE id <> $1 ORDER BY id LIMIT 40", [readerId ?? ""])
    ).rows.map((r) => r.id);
    const what = await write(client, authors);
    log(`data: ${what} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
}

export async function growMailAndFiles(
  databaseUrl: string,
  ids: { readerId: string; folderId: string; restFolderId: string },
  n: number,
  log: (line: string) => void,
) {
  await withAuthors(
    databaseUrl,
    ids.readerId,
    async (client, authors) => {
      await client.query(
        `INSERT INTO message_conversations (id, last_message_at, message_count, created_at)
       SELECT ${idOf(11, "i")}, now() - i * interval '1 minute', 1, now() - i * interval '1 minute'
       FROM generate_series(1, $1::int) i`,
        [n],
      );
      await client.query(
        `INSERT INTO messages (id, conversation_id, author_id, subject, html_content, plain_content, recipient_count, created_at)
       SELECT ${idOf(11, "i")}, ${idOf(11, "i")}, ($2::text[])[1 + i % cardinality($2::text[])], 'Bench message ' || i,
         '<p>Bench message ' || i || ' with a few words.</p>', 'Bench message ' || i || ' with a few words.', 1,
         now() - i * interval '1 minute'
       FROM generate_series(1, $1::int) i`,
        [n, authors],
      );
      await client.query(
        `INSERT INTO message_recipients (message_id, member_id) SELECT ${idOf(11, "i")}, $2 FROM generate_series(1, $1::int) i`,
        [n, ids.readerId],
      );
      await client.query(
        `INSERT INTO mailbox_entries (member_id, conversation_id, folder, message_id, last_activity, read)
       SELECT $2, ${idOf(11, "i")}, 'inbox', ${idOf(11, "i")}, now() - i * interval '1 minute', i % 3 = 0
       FROM generate_series(1, $1::int) i`,
        [n, ids.readerId],
      );
      return `${n} inbox conversations`;
    },
    log,
  );
  await growFiles(databaseUrl, ids, n, log);
}

/**
 * `n` files by the first 40 members (other than the reader): 10,000 of them in `folderId` (the listed one), the rest
 * in `restFolderId`.
 */
export async function growFiles(
  databaseUrl: string,
  ids: { folderId: string; restFolderId: string; readerId?: string },
  n: number,
  log: (line: string) => void,
) {
  await withAuthors(
    databaseUrl,
    ids.readerId,
    async (client, authors) => {
      const exts = `(ARRAY['pdf','docx','xlsx','png','txt'])[1 + i % 5]`;
      await client.query(
        `INSERT INTO uploads (id, directory, owner_id, name, extension, content_type, size, state, storage_key,
         created_at, published_at)
       SELECT ${idOf(12, "i")}, 'files', ($2::text[])[1 + i % cardinality($2::text[])], 'Report ' || i || '.' || ${exts},
         ${exts}, 'application/octet-stream', 200 + (i::bigint * 7919) % 5000000, 'published', 'files/bench-lists/' || i,
         now() - i * interval '1 minute', now() - i * interval '1 minute'
       FROM generate_series(1, $1::int) i`,
        [n, authors],
      );
      await client.query(
        `INSERT INTO files (id, folder_id, name, author_id, upload_id, size, content_type, extension, created_at, updated_at)
       SELECT ${idOf(13, "i")}, CASE WHEN i <= $3 THEN $4 ELSE $5 END, 'Report ' || lpad(i::text, 7, '0') || '.' || ${exts},
         ($2::text[])[1 + i % cardinality($2::text[])], ${idOf(12, "i")}, 200 + (i::bigint * 7919) % 5000000,
         'application/octet-stream', ${exts}, now() - i * interval '1 minute', now() - i * interval '1 minute'
       FROM generate_series(1, $1::int) i`,
        [n, authors, LISTED_FILES, ids.folderId, ids.restFolderId],
      );
      await client.query(
        `INSERT INTO file_versions (id, file_id, major, upload_id, author_id, created_at)
       SELECT ${idOf(14, "i")}, ${idOf(13, "i")}, 1, ${idOf(12, "i")}, ($2::text[])[1 + i % cardinality($2::text[])],
         now() - i * interval '1 minute'
       FROM generate_series(1, $1::int) i`,
        [n, authors],
      );
      return `${n} files`;
    },
    log,
  );
}

/**
 * The world's documents have no bytes (their uploads name no stored blob), so the server's text backlog
 * (files.extract_backlog, queued at every start) would end with every one of them `failed`/`unreadable`, a PDF
 * worker thread started for each: at 100,000 files that backlog ran through every measurement (a worker a few
 * tens of ms of CPU each, 35 s of the server's CPU in one call table) and was counted in the server's CPU per
 * request. Its end state is written here at once, idempotent (files a server has read already keep their row);
 * triggers are off for this session (the file's search vector is the same with an empty text).
 */
export async function settleFileTexts(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("SET session_replication_role = replica");
    await db.query(
      `INSERT INTO file_texts (file_id, upload_id, state, content, error)
       SELECT f.id, f.upload_id, 'failed', '', 'unreadable' FROM files f
       WHERE f.extension = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM file_texts x WHERE x.file_id = f.id)
       ON CONFLICT (file_id) DO NOTHING`,
      [TEXT_EXTENSIONS],
    );
  } finally {
    await db.end();
  }
}

/** The table that marks a finished seed; its version changes with what the seed writes (an older one is seeded again). */
const MARKER = "bench_lists_seed_v2";

/** The kept database of this size, seeded now unless an earlier run finished its seed (the marker table). */
export async function cachedWorld(
  postgresUrl: string,
  size: number,
  dataDir: string,
  fresh: boolean,
  log: (line: string) => void,
) {
  const name = `bench_lists_${size}`;
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
    if (exists && !fresh) {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const seeded = await db
          .query<{ group_slug: string; folder_id: string }>(`SELECT group_slug, folder_id FROM ${MARKER}`)
          .catch(() => null);
        const row = seeded?.rows[0];
        if (row) {
          await settleFileTexts(databaseUrl);
          log(`${name}: reused`);
          return { databaseUrl, groupSlug: row.group_slug, folderId: row.folder_id };
        }
      } finally {
        await db.end();
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  // A seed cut short leaves no marker, so the next run starts it again.
  const started = Date.now();
  const { groupIds, readerId, folderId, restFolderId } = await prepare(databaseUrl, dataDir);
  await grow(databaseUrl, groupIds, 0, size);
  await growMailAndFiles(databaseUrl, { readerId, folderId, restFolderId }, size, log);
  await fillNotifications(databaseUrl, readerId, size, size);
  await settleFileTexts(databaseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query("VACUUM (ANALYZE)");
    const slug = (await db.query<{ slug: string }>("SELECT slug FROM groups WHERE id = $1", [groupIds[0]])).rows[0]
      ?.slug;
    await db.query(`CREATE TABLE ${MARKER} (group_slug text NOT NULL, folder_id text NOT NULL)`);
    await db.query(`INSERT INTO ${MARKER} VALUES ($1, $2)`, [slug, folderId]);
    log(`${name}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { databaseUrl, groupSlug: slug ?? "", folderId };
  } finally {
    await db.end();
  }
}
