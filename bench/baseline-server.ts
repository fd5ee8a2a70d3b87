// The baseline: each main call as the minimal hand-written SQL a careful developer would write for
// the same data — one statement with the session lookup as a CTE, nested lists built by PostgreSQL —
// serialised with JSON.stringify and served by node:http. No framework, no schema validation, no
// access layer, no presenter: what is left of our server's time above this is our layers' cost.
// On the server's own database: a PostgreSQL server, or the server's embedded cluster while it runs.
// Env: DATABASE_URL (loopback), PORT. Started and stopped by start-baseline.ts.
import { createHash } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { assertLoopback } from "./guard.js";

const databaseUrl = process.env.DATABASE_URL ?? "";
assertLoopback(databaseUrl, "database");
// The same pool size as the server's (server/src/db/client.ts).
// As the server connects (server/src/db/client.ts): no JIT compilation.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: "-c jit=off" });
pool.on("error", () => {});

const ME = `me AS (
  SELECT m.id, m.first_name, m.last_name, m.email, m.is_network_admin, m.is_external, m.language, m.time_zone,
         m.profile, m.avatar_image_id
  FROM sessions s JOIN members m ON m.id = s.member_id
  WHERE s.token_hash = $1 AND s.expires_at > now() AND m.locked_at IS NULL)`;

/** Groups whose content the member may read: an active membership, or an open group. */
const GROUP_READABLE = (groupId: string) =>
  `(EXISTS (SELECT 1 FROM group_memberships gm WHERE gm.group_id = ${groupId} AND gm.member_id = me.id AND gm.status = 'member')
    OR EXISTS (SELECT 1 FROM groups g WHERE g.id = ${groupId} AND g.access = 'open'))`;

const CALENDAR_READABLE = `(c.type = 'network'
  OR (c.type = 'personal' AND (c.author_id = me.id OR EXISTS (SELECT 1 FROM calendar_shares cs WHERE cs.calendar_id = c.id AND cs.member_id = me.id)))
  OR (c.type = 'group' AND ${GROUP_READABLE("c.group_id")}))`;

const PERSON = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name, 'avatar_image_id', ${alias}.avatar_image_id)`;

type Handler = (token: string, params: string[], query: URLSearchParams) => { sql: string; values: unknown[] };

function monthWindow(date: string | null): [string, string] {
  const d = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date();
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 7 * 86_400_000);
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) + 7 * 86_400_000);
  return [start.toISOString(), end.toISOString()];
}

const routes: [RegExp, Handler][] = [
  [
    /^\/network$/,
    (t) => ({
      sql: `WITH ${ME}
        SELECT (SELECT row_to_json(n) FROM (SELECT id, name, language, settings FROM networks ORDER BY id LIMIT 1) n) AS network,
          (SELECT row_to_json(me) FROM me) AS current_member,
          (SELECT json_agg(c ORDER BY c.position, c.name) FROM (SELECT id, slug, name, plural_name, color, position, create_access FROM group_categories) c) AS group_categories,
          (SELECT json_agg(r ORDER BY r.name) FROM (SELECT id, slug, name, plural_name, color, text_color, display_type FROM membership_roles WHERE group_id IS NULL) r) AS membership_roles,
          (SELECT json_agg(g ORDER BY g.name) FROM (SELECT g.id, g.slug, g.name, g.group_category_id FROM group_memberships gm JOIN groups g ON g.id = gm.group_id
              WHERE gm.member_id = me.id AND gm.status = 'member') g) AS my_groups
        FROM me`,
      values: [t],
    }),
  ],
  [
    /^\/month$/,
    (t, _p, q) => {
      const [from, to] = monthWindow(q.get("date"));
      return {
        sql: `WITH ${ME}, cal AS (SELECT c.id, c.name, c.color, c.type FROM calendars c, me WHERE ${CALENDAR_READABLE})
          SELECT (SELECT json_agg(cal) FROM cal) AS calendars,
            (SELECT json_agg(x ORDER BY x.starts_at) FROM (
              SELECT a.id, a.name, a.time_zone, a.all_day, a.starts_at, a.ends_at, a.rrule, a.location, a.category_id, a.cancelled_at,
                (SELECT json_agg(ac.calendar_id) FROM appointment_calendars ac WHERE ac.appointment_id = a.id) AS calendar_ids,
                (SELECT ${PERSON("au")} FROM members au WHERE au.id = a.author_id) AS author,
                (SELECT p.status FROM participations p WHERE p.appointment_id = a.id AND p.member_id = me.id) AS my_status,
                (SELECT count(*) FROM participations p WHERE p.appointment_id = a.id AND p.status = 'accepted') AS accepted
              FROM appointments a
              WHERE a.series_id IS NULL AND a.starts_at < $3
                AND a.id IN (SELECT appointment_id FROM appointment_calendars WHERE calendar_id IN (SELECT id FROM cal))
                AND ((a.rrule IS NULL AND coalesce(a.ends_at, a.starts_at) >= $2)
                  OR (a.rrule IS NOT NULL AND (a.recurrence_ends_at IS NULL OR a.recurrence_ends_at >= $2)))) x) AS appointments
          FROM me`,
        values: [t, from, to],
      };
    },
  ],
  [
    /^\/appointment\/([0-9a-f]{24})$/,
    (t, [id]) => ({
      sql: `WITH ${ME}
        SELECT a.id, a.name, a.description, a.time_zone, a.all_day, a.starts_at, a.ends_at, a.rrule, a.recurrence_frequency,
          a.recurrence_interval, a.recurrence_ends_at, a.location, a.category_id, a.cancelled_at, a.event_settings,
          (SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'color', c.color, 'type', c.type))
             FROM appointment_calendars ac JOIN calendars c ON c.id = ac.calendar_id WHERE ac.appointment_id = coalesce(a.series_id, a.id)) AS calendars,
          (SELECT ${PERSON("au")} FROM members au WHERE au.id = a.author_id) AS author,
          (SELECT p.status FROM participations p WHERE p.appointment_id = a.id AND p.member_id = me.id) AS my_status,
          (SELECT json_build_object('accepted', count(*) FILTER (WHERE p.status = 'accepted'), 'total', count(*))
             FROM participations p WHERE p.appointment_id = a.id) AS participants
        FROM appointments a, me
        WHERE a.id = $2 AND EXISTS (SELECT 1 FROM appointment_calendars ac JOIN calendars c ON c.id = ac.calendar_id
          WHERE ac.appointment_id = coalesce(a.series_id, a.id) AND ${CALENDAR_READABLE})`,
      values: [t, id],
    }),
  ],
  [
    /^\/inbox$/,
    (t) => ({
      sql: `WITH ${ME}, page AS (
          SELECT e.* FROM mailbox_entries e, me WHERE e.member_id = me.id AND e.folder = 'inbox' AND NOT e.deleted
          ORDER BY e.last_activity DESC NULLS LAST, e.conversation_id DESC LIMIT 10)
        SELECT (SELECT count(*) FROM mailbox_entries e WHERE e.member_id = me.id AND e.folder = 'inbox' AND NOT e.deleted) AS total_count,
          (SELECT json_agg(x ORDER BY x.last_activity DESC) FROM (
            SELECT m.id, p.conversation_id, p.read, p.last_activity, m.subject, left(m.plain_content, 200) AS preview, m.created_at,
              ${PERSON("au")} AS author,
              (SELECT json_agg(r.member_id) FROM (SELECT member_id FROM message_recipients WHERE message_id = m.id ORDER BY member_id LIMIT 5) r) AS recipients,
              (SELECT count(*) FROM messages mm WHERE mm.conversation_id = p.conversation_id) AS message_count
            FROM page p JOIN messages m ON m.id = p.message_id JOIN members au ON au.id = m.author_id) x) AS messages
        FROM me`,
      values: [t],
    }),
  ],
  [
    /^\/conversation\/([0-9a-f]{24})$/,
    (t, [id]) => ({
      sql: `WITH ${ME}, msg AS (
          SELECT m.* FROM messages m, me WHERE m.id = $2
            AND (m.author_id = me.id OR EXISTS (SELECT 1 FROM message_recipients r WHERE r.message_id = m.id AND r.member_id = me.id)))
        SELECT (SELECT row_to_json(msg) FROM msg) AS message,
          (SELECT row_to_json(e) FROM mailbox_entries e WHERE e.member_id = me.id AND e.conversation_id = msg.conversation_id LIMIT 1) AS mailbox,
          (SELECT json_agg(x ORDER BY x.created_at DESC) FROM (
            SELECT m.id, m.subject, m.html_content, m.created_at, ${PERSON("au")} AS author,
              (SELECT json_agg(r.member_id) FROM message_recipients r WHERE r.message_id = m.id) AS recipients
            FROM messages m JOIN members au ON au.id = m.author_id
            WHERE m.conversation_id = msg.conversation_id
              AND (m.author_id = me.id OR EXISTS (SELECT 1 FROM message_recipients r WHERE r.message_id = m.id AND r.member_id = me.id))
            ORDER BY m.created_at DESC LIMIT 50) x) AS thread
        FROM me, msg`,
      values: [t, id],
    }),
  ],
  [
    /^\/search$/,
    (t, _p, q) => ({
      sql: `WITH ${ME}
        SELECT (SELECT json_agg(x) FROM (
            SELECT ${PERSON("m")} AS member,
              (SELECT json_agg(json_build_object('name', r.name, 'color', r.color)) FROM membership_role_assignments ra
                 JOIN membership_roles r ON r.id = ra.role_id WHERE ra.member_id = m.id AND r.group_id IS NULL) AS roles
            FROM members m WHERE m.locked_at IS NULL AND (lower(m.first_name) LIKE $2 OR lower(m.last_name) LIKE $2)
            ORDER BY m.last_name, m.first_name, m.id LIMIT 10) x) AS members,
          (SELECT json_agg(g) FROM (
            SELECT g.id, g.slug, g.name, g.group_category_id, g.access FROM groups g
            WHERE lower(g.name) LIKE $2 AND (g.access <> 'hidden' OR EXISTS (SELECT 1 FROM group_memberships gm
              WHERE gm.group_id = g.id AND gm.member_id = me.id AND gm.status IN ('member', 'invited')))
            ORDER BY g.name, g.id LIMIT 10) g) AS groups
        FROM me`,
      values: [t, `%${(q.get("q") ?? "").toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    }),
  ],
  [
    /^\/group\/([a-z0-9-]+)$/,
    (t, [slug]) => ({
      sql: `WITH ${ME}
        SELECT g.id, g.slug, g.name, g.group_category_id, g.access, g.moderated_join, g.members_can_invite, g.chat_enabled,
          g.archived_at, g.sensitive, g.teaser, g.profile_image_id,
          (SELECT row_to_json(gm) FROM group_memberships gm WHERE gm.group_id = g.id AND gm.member_id = me.id) AS membership,
          (SELECT json_build_object('members', count(*), 'admins', count(*) FILTER (WHERE gm.is_admin))
             FROM group_memberships gm WHERE gm.group_id = g.id AND gm.status = 'member') AS counts,
          (SELECT json_agg(r ORDER BY r.name) FROM (SELECT id, slug, name, color, text_color FROM membership_roles
             WHERE group_id IS NULL OR group_id = g.id) r) AS membership_roles
        FROM groups g, me
        WHERE g.slug = $2 AND (g.access <> 'hidden' OR EXISTS (SELECT 1 FROM group_memberships gm
          WHERE gm.group_id = g.id AND gm.member_id = me.id AND gm.status IN ('member', 'invited')))`,
      values: [t, slug],
    }),
  ],
  [
    /^\/unreads$/,
    (t) => ({
      sql: `WITH ${ME}
        SELECT (SELECT count(*) FROM mailbox_entries e WHERE e.member_id = me.id AND e.folder = 'inbox' AND NOT e.read AND NOT e.deleted) AS messages,
          (SELECT count(*) FROM group_invites i WHERE i.invitee_id = me.id AND i.status = 'open') AS group_invites,
          (SELECT count(*) FROM appointment_invites i JOIN appointments a ON a.id = i.appointment_id
             WHERE i.invitee_id = me.id AND i.status = 'open' AND a.cancelled_at IS NULL AND coalesce(a.ends_at, a.starts_at) >= now()) AS appointment_invites,
          (SELECT count(*) FROM group_memberships gm JOIN group_memberships adm ON adm.group_id = gm.group_id
             AND adm.member_id = me.id AND adm.status = 'member' AND adm.is_admin WHERE gm.status = 'in_moderation') AS join_requests
        FROM me`,
      values: [t],
    }),
  ],
];

/** A page of the member's activity stream `all`: network-level activities and those of their groups, newest first. */
routes.push([
  /^\/stream$/,
  (t, _p, q) => {
    const before = q.get("before");
    return {
      sql: `WITH ${ME}, page AS (
          SELECT a.* FROM activities a, me
          WHERE (a.group_id IS NULL OR a.group_id IN (
              SELECT gm.group_id FROM group_memberships gm WHERE gm.member_id = me.id AND gm.status = 'member'))
            AND ($2::text IS NULL OR a.id < $2)
          ORDER BY a.id DESC LIMIT 21)
        SELECT (SELECT json_agg(x ORDER BY x.id DESC) FROM (
          SELECT p.id, p.object_type, p.html_content, p.created_at, p.updated_at, p.reply_count, p.answer_count,
            p.like_count, p.accepted_answer_id,
            (SELECT ${PERSON("au")} FROM members au WHERE au.id = p.author_id) AS actor,
            (SELECT json_build_object('slug', g.slug, 'name', g.name) FROM groups g WHERE g.id = p.group_id) AS grp,
            (SELECT json_agg(json_build_object('id', tg.id, 'name', tg.name)) FROM activity_tags at
               JOIN tags tg ON tg.id = at.tag_id WHERE at.activity_id = p.id) AS tags,
            EXISTS (SELECT 1 FROM activity_likes l WHERE l.activity_id = p.id AND l.member_id = me.id) AS liked,
            (SELECT json_agg(${PERSON("lm")}) FROM (SELECT l.member_id FROM activity_likes l WHERE l.activity_id = p.id
               ORDER BY l.created_at LIMIT 3) fl JOIN members lm ON lm.id = fl.member_id) AS likers,
            (SELECT json_agg(r ORDER BY r.id) FROM (SELECT r.id, r.type, r.html_content, r.created_at,
               ${PERSON("ra")} AS author FROM activity_replies r LEFT JOIN members ra ON ra.id = r.author_id
               WHERE r.activity_id = p.id AND r.state = 'published' ORDER BY r.id DESC LIMIT 3) r) AS replies
          FROM (SELECT * FROM page ORDER BY id DESC LIMIT 20) p, me) x) AS activities,
          (SELECT CASE WHEN (SELECT count(*) FROM page) > 20 THEN (SELECT id FROM page ORDER BY id DESC OFFSET 19 LIMIT 1) END) AS next_cursor
        FROM me`,
      values: [t, before],
    };
  },
]);

/** The member's newest notifications of activities they may read, with the actor and the activity's excerpt. */
routes.push([
  /^\/notifications$/,
  (t) => ({
    sql: `WITH ${ME}, page AS (
        SELECT n.* FROM notifications n, me
        -- The id as a value (not the join's column), so the recipient's index gives the order and the LIMIT stops it.
        WHERE n.recipient_id = (SELECT id FROM me)
          -- A scalar subquery per row in the index's order, so the LIMIT stops the walk (a semi-join reads them all).
          AND coalesce((SELECT a.group_id IS NULL OR ${GROUP_READABLE("a.group_id")} FROM activities a WHERE a.id = n.activity_id), false)
        ORDER BY n.updated_at DESC, n.id DESC LIMIT 21)
      SELECT (SELECT json_agg(x ORDER BY x.updated_at DESC, x.id DESC) FROM (
        SELECT p.id, p.kind, p.actor_count, p.read_at, p.created_at, p.updated_at, p.reply_id,
          (SELECT ${PERSON("ac")} FROM members ac WHERE ac.id = p.actor_id) AS actor,
          (SELECT json_build_object('id', a.id, 'object_type', a.object_type, 'excerpt', left(a.plain_content, 140))
             FROM activities a WHERE a.id = p.activity_id) AS activity
        FROM (SELECT * FROM page ORDER BY updated_at DESC, id DESC LIMIT 20) p) x) AS notifications
      FROM me`,
    values: [t],
  }),
]);

const cookieToken = (cookie: string | undefined) =>
  /(?:^|;\s*)intranet_session=([^;]+)/.exec(cookie ?? "")?.[1] ?? null;

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const send = (status: number, body: string) => {
    res.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  };
  try {
    const token = cookieToken(req.headers.cookie);
    if (!token) return send(401, '{"error":"unauthorized"}');
    for (const [pattern, handler] of routes) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      const { sql, values } = handler(
        createHash("sha256").update(token).digest("hex"),
        match.slice(1),
        url.searchParams,
      );
      const { rows } = await pool.query(sql, values);
      if (rows.length === 0) return send(404, '{"error":"not_found"}');
      return send(200, JSON.stringify(rows[0]));
    }
    send(404, '{"error":"not_found"}');
  } catch (err) {
    process.stderr.write(`baseline: ${(err as Error).message}\n`);
    send(500, '{"error":"internal"}');
  }
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : ""}\n`);
});
const stop = () => server.close(() => void pool.end().finally(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
