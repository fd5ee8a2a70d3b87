// The activity world of the size benches (`activity.ts`, `lists.ts`): the demo network, 500 closed groups and a
// member of 200 of them through the server's services, then activities, replies, likes, tags and notifications
// with generate_series (no per-row inserts: a million activities take about a minute).
import pg from "pg";
import { createSession } from "../server/src/modules/auth/sessions.repo.js";
import { findReadableFolder } from "../server/src/modules/files/files.access.js";
import { ensureSpecialFolder } from "../server/src/modules/files/files.repo.js";
import { createFolder } from "../server/src/modules/files/files.service.js";
import { addMembership, createGroup, createGroupCategory } from "../server/src/modules/groups/groups.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { withDemoNetwork } from "./setup.js";

export const GROUPS = 500;
export const MEMBER_OF = 200;
export const NOTIFICATIONS = 100_000;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** The demo network, 500 groups and the member of 200 of them, through the server's services; their ids. */
export async function prepare(databaseUrl: string, dataDir: string) {
  return withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    const reader = await createMember(ctx.db, {
      email: "stream-reader@bench.example.org",
      firstName: "Stream",
      lastName: "Reader",
    });
    const category = await createGroupCategory(ctx.db, { name: "Stream bench", pluralName: "Stream benches" });
    const groupIds: string[] = [];
    for (let i = 0; i < GROUPS; i++) {
      const group = await createGroup(
        ctx.db,
        { name: `Stream group ${i + 1}`, groupCategoryId: category.id, access: "closed", moderatedJoin: false },
        admin.id,
      );
      groupIds.push(group.id);
      if (i < MEMBER_OF) await addMembership(ctx.db, group.id, reader.id, { status: "member" });
    }
    // The folder of lists.ts's listing (its files are written with generate_series by lists-seed.ts).
    const root = await findReadableFolder(ctx.db, admin, (await ensureSpecialFolder(ctx.db, null, "root_folder")).id);
    if (!root) throw new Error("the administrator cannot read the network's root folder");
    const folder = await createFolder(ctx.db, admin, root, { name: "Bench 10k", description: "" });
    const rest = await createFolder(ctx.db, admin, root, { name: "Bench rest", description: "" });
    const { token, csrfToken } = await createSession(ctx.db, reader.id, "bench");
    return {
      groupIds,
      readerId: reader.id,
      folderId: folder.id,
      restFolderId: rest.id,
      cookie: `intranet_session=${token}; csrf_token=${csrfToken}`,
    };
  });
}

/**
 * Activities `from`+1 … `to` (30 % network-level, 10 % in the first group: the big group stream of lists.ts, the
 * rest spread over the groups), each older than every one before it (the id's time part counts down), with a
 * reply on every fifth, two likes on every other and a tag on every tenth; counts kept as the server keeps them.
 */
export async function grow(databaseUrl: string, groupIds: string[], from: number, to: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const authors = (await client.query<{ id: string }>("SELECT id FROM members ORDER BY id LIMIT 40")).rows.map(
      (r) => r.id,
    );
    await client.query(
      `INSERT INTO tags (id, name)
       SELECT lpad(to_hex(1600000000), 8, '0') || lpad(to_hex(t), 16, '0'), 'bench' || t FROM generate_series(1, 100) t
       ON CONFLICT DO NOTHING`,
    );
    // Time part counting down per hundred, random-free tail counting down too: a larger i is always older.
    const idOf = (i: string) =>
      `lpad(to_hex(1700000000 - ${i} / 100), 8, '0') || lpad(to_hex(4000000000 - ${i}), 16, '0')`;
    const started = Date.now();
    await client.query(
      `INSERT INTO activities (id, group_id, stream_slug, author_id, object_type, html_content, plain_content,
         reply_count, like_count, created_at, updated_at)
       SELECT ${idOf("i")},
         CASE WHEN i % 10 < 3 THEN NULL WHEN i % 10 = 3 THEN ($3::text[])[1]
           ELSE ($3::text[])[1 + ((i::bigint * 7919) % cardinality($3::text[]))::int] END,
         'all', ($4::text[])[1 + i % cardinality($4::text[])], CASE WHEN i % 7 = 0 THEN 'question' ELSE 'note' END,
         '<p>Bench activity ' || i || ' with a few words of text.</p>', 'Bench activity ' || i || ' with a few words of text.',
         CASE WHEN i % 5 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 2 = 0 THEN 2 ELSE 0 END,
         now() - i * interval '36 seconds', now() - i * interval '36 seconds'
       FROM generate_series($1::int + 1, $2::int) i`,
      [from, to, groupIds, authors],
    );
    await client.query(
      `INSERT INTO activity_replies (id, activity_id, author_id, type, html_content, created_at, updated_at)
       SELECT lpad(to_hex(1700000001 - i / 100), 8, '0') || lpad(to_hex(i), 16, '0'), ${idOf("i")},
         ($3::text[])[1 + (i + 3) % cardinality($3::text[])], 'replies', '<p>Reply to ' || i || '</p>',
         now() - i * interval '36 seconds' + interval '10 minutes', now() - i * interval '36 seconds' + interval '10 minutes'
       FROM generate_series($1::int + 1, $2::int) i WHERE i % 5 = 0`,
      [from, to, authors],
    );
    await client.query(
      `INSERT INTO activity_likes (activity_id, member_id, created_at)
       SELECT ${idOf("i")}, ($3::text[])[1 + (i + k) % cardinality($3::text[])], now() - i * interval '36 seconds'
       FROM generate_series($1::int + 1, $2::int) i, generate_series(1, 2) k WHERE i % 2 = 0`,
      [from, to, authors],
    );
    await client.query(
      `INSERT INTO activity_tags (activity_id, tag_id)
       SELECT ${idOf("i")}, lpad(to_hex(1600000000), 8, '0') || lpad(to_hex(1 + i % 100), 16, '0')
       FROM generate_series($1::int + 1, $2::int) i WHERE i % 10 = 0`,
      [from, to],
    );
    await client.query("ANALYZE");
    log(
      `data: activities ${from + 1}–${to} with replies, likes and tags in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await client.end();
  }
}

/**
 * Up to 100,000 notifications for the member (likes of network-level activities, one per activity, half of them
 * read), as the notifications module keeps them: one row per activity and kind, newest first by `updated_at`.
 */
export async function fillNotifications(
  databaseUrl: string,
  memberId: string,
  activitiesMade: number,
  count = NOTIFICATIONS,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const { rowCount } = await client.query(
      `INSERT INTO notifications (id, recipient_id, kind, activity_id, actor_id, actor_count, group_key, read_at,
         created_at, updated_at)
       SELECT lpad(to_hex(1650000000 - i / 100), 8, '0') || lpad(to_hex(4000000000 - i), 16, '0'), $1, 'like',
         a.id, a.author_id, 1 + i % 3, 'like:' || a.id, CASE WHEN i % 2 = 0 THEN now() END,
         now() - i * interval '30 seconds', now() - i * interval '30 seconds'
       FROM (SELECT id, author_id, row_number() OVER (ORDER BY id DESC) AS i FROM activities
             WHERE group_id IS NULL AND object_id IS NULL ORDER BY id DESC LIMIT $2) a`,
      [memberId, Math.min(count, activitiesMade)],
    );
    await client.query("ANALYZE notifications");
    log(`data: ${rowCount} notifications for the member in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}
