// `npm run bench:channels -w bench`: channels and the blog's article list at size (issue 33). A fresh PostgreSQL
// database with the demo network, a reader (a plain member) and 10,000 channels: "Bench channel" with 12 widgets of
// all ten types (text, people, blog, spotlight, appointments, navigation, link with a crawled preview, rss from a local
// feed served from the server's feed cache, banner, images)
// hosting a blog of 10,000 articles, "Bench wide" with the same widgets twice (24) hosting a blog of 100 articles,
// and 9,998 more written with generate_series (a tenth drafts and a twentieth archived, which the reader may not read;
// the reader subscribes 50, favours 20 and visited 30; five are start pages). The compiled server in its own process
// answers each call as the reader against the same-work baseline: replay-server.ts replaying the statements our
// server sent for that very request (capture.ts, as the wall bench does), whose count is printed per call: the
// channel page at 12 and 24 widgets and the article list at 100 and 10,000 articles must send the same number.
// Options: --seconds 6  --postgres URL  --max-minutes 30  --only TEXT (repeatable: the calls whose name holds it)
// --profile DIR (the server runs with --cpu-prof; its profile summed by layer at the end, as calls.ts does)
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { channelBody, channelWidgetBody } from "@intranet/contracts";
import pg from "pg";
import { createAppointment } from "../server/src/modules/calendar/appointments.service.js";
import { createCalendar } from "../server/src/modules/calendar/calendars.service.js";
import { createChannel, updateLayout } from "../server/src/modules/channels/channels.service.js";
import { createWidget } from "../server/src/modules/channels/widgets.service.js";
import { createMember } from "../server/src/modules/members/members.service.js";
import { assertLoopback, installStopHandlers, onStop, stopAll } from "./guard.js";
import { loadAverageLine } from "./processes.js";
import { printLayers } from "./profile-layers.js";
import { measureAgainstReplay, type ReplayRow, replayTable } from "./replay.js";
import { startServer } from "./server.js";
import { createBenchDatabase, SEED_PASSWORD, withDemoNetwork } from "./setup.js";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "max-minutes": { type: "string", default: "30" },
    only: { type: "string", multiple: true },
    profile: { type: "string" },
  },
});
const seconds = Math.min(Math.max(Number.parseInt(args.seconds ?? "6", 10) || 6, 1), 60);
const postgresUrl = args.postgres ?? "";
assertLoopback(postgresUrl, "PostgreSQL server");
installStopHandlers(Math.min(Math.max(Number(args["max-minutes"]) || 30, 1), 120) * 60_000);
const log = (line: string) => process.stderr.write(`${line}\n`);

const READER = "channel-reader@bench.example.org";
const CHANNELS = 10_000;
const BIG_BLOG = 10_000;
const SMALL_BLOG = 100;
const SUBSCRIBED = 50;
const PER_PAGE = 24;

/** Articles of a blog with generate_series: 2 % drafts and 1 % scheduled (never shown to the reader), the rest out. */
async function fillBlog(client: pg.Client, blogId: string, n: number, prefix: number, authors: string[]) {
  await client.query(
    `INSERT INTO articles (id, blog_id, title, teaser, html_content, status, published_at, author_id, post_to_stream,
       created_at, updated_at)
     SELECT lpad(to_hex($3::int - i / 100), 8, '0') || lpad(to_hex(4000000000 - i), 16, '0'), $1,
       'Bench article ' || i, 'What article ' || i || ' is about, in a sentence or two.',
       '<p>Bench article ' || i || ' has a few paragraphs of text.</p><p>' || repeat('Words of the article. ', 40) || '</p>',
       CASE WHEN i % 50 = 7 THEN 'draft' ELSE 'published' END,
       CASE WHEN i % 50 = 7 THEN NULL WHEN i % 100 = 13 THEN now() + interval '30 days'
         ELSE now() - i * interval '1 hour' END,
       ($4::text[])[1 + i % cardinality($4::text[])], false,
       now() - i * interval '1 hour', now() - i * interval '1 hour'
     FROM generate_series(1, $2::int) i`,
    [blogId, n, prefix, authors],
  );
}

/** The 998 other channels, each with its blog, and what the reader is to them, with generate_series. */
async function fillChannels(client: pg.Client, readerId: string, adminId: string, from: number, to: number) {
  const idOf = (base: number, i: string) => `lpad(to_hex(${base} + ${i}), 8, '0') || lpad(to_hex(${i}), 16, '0')`;
  const channel = (i: string) => idOf(1_690_000_000, i);
  const words = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo"];
  await client.query(
    `INSERT INTO channels (id, slug, title, description, status, start_page, blog_id, creator_id, design, layout,
       subscribers_count, created_at, updated_at)
     SELECT ${channel("i")}, 'bench-' || i,
       ($3::text[])[1 + (i * 7) % cardinality($3::text[])] || ' channel ' || i,
       'Channel ' || i || ' of the bench, with news of its team.',
       CASE WHEN i % 10 = 3 THEN 'draft' WHEN i % 20 = 7 THEN 'archived' ELSE 'published' END,
       i % 200 = 0, ${idOf(1_691_000_000, "i")}, $4,
       '{"primary":"","header_background":"","background":"","derivedColors":{}}'::jsonb, '{"rows":[]}'::jsonb,
       (i * 37) % 500, now() - i * interval '1 hour', now() - i * interval '1 hour'
     FROM generate_series($1::int, $2::int) i`,
    [from, to, words, adminId],
  );
  await client.query(
    `INSERT INTO blogs (id, parent_id, title) SELECT ${idOf(1_691_000_000, "i")}, ${channel("i")}, 'Blog ' || i
     FROM generate_series($1::int, $2::int) i`,
    [from, to],
  );
  await client.query(
    `INSERT INTO channel_admins (channel_id, member_id) SELECT ${channel("i")}, $3 FROM generate_series($1::int, $2::int) i`,
    [from, to, adminId],
  );
  // The reader: subscribed to 50 published channels, favours 20 and visited 30 (a few of them drafts since).
  const inserts: [string, string][] = [
    ["channel_subscriptions (channel_id, member_id)", `i % 20 = 0 LIMIT ${SUBSCRIBED - 1}`],
    ["channel_favorites (channel_id, member_id)", "i % 50 = 1"],
    ["channel_visits (channel_id, member_id)", "i % 33 = 3"],
  ];
  for (const [table, where] of inserts)
    await client.query(
      `INSERT INTO ${table} SELECT ${channel("i")}, $3 FROM generate_series($1::int, $2::int) i WHERE ${where}`,
      [from, to, readerId],
    );
}

/**
 * A local RSS feed for the page's rss widget (20 items): the server fetches it once through the crawls' guarded
 * fetcher (allowed to reach loopback for this bench only: CRAWL_ALLOW_PRIVATE_HOSTS) and then serves it from its cache.
 */
async function startFeed(): Promise<string> {
  const items = Array.from(
    { length: 20 },
    (_, i) =>
      `<item><title>Feed item ${i}</title><link>https://example.org/news/${i}</link><description>News ${i}.</description><pubDate>${new Date(Date.UTC(2026, 10, 28 - i)).toUTCString()}</pubDate></item>`,
  ).join("");
  const body = `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench feed</title><link>https://example.org/</link><description>Bench</description>${items}</channel></rss>`;
  const feed = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(body);
  });
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
  onStop(() => new Promise<void>((resolve) => feed.close(() => resolve())));
  const address = feed.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/feed.xml`;
}

async function main() {
  const feedUrl = await startFeed();
  process.env.CRAWL_ALLOW_PRIVATE_HOSTS = "1";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-bench-channels-"));
  onStop(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createBenchDatabase(postgresUrl);
  log("seeding the demo network, the reader and the two widget channels");
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  const seeded = await withDemoNetwork(databaseUrl, dataDir, async (ctx, admin) => {
    await client.connect();
    const reader = await createMember(ctx.db, { email: READER, firstName: "Channel", lastName: "Reader" });
    const people = (
      await client.query<{ id: string }>(
        "SELECT id FROM members WHERE id <> $1 AND locked_at IS NULL ORDER BY id LIMIT 12",
        [reader.id],
      )
    ).rows.map((r) => r.id);
    // Upcoming appointments in a network calendar (every fourth weekly): the appointments widget's data.
    const calendarId = await createCalendar(ctx, admin, {
      calendar: { name: "Channel events", type: "network", membership_ids: [] },
    });
    const memo = new Map<string, unknown>();
    for (let i = 0; i < 20; i++) {
      const day = new Date(Date.now() + (i + 1) * 5 * 86_400_000).toISOString().slice(0, 10);
      await createAppointment(
        ctx,
        admin,
        {
          name: `Channel appointment ${i + 1}`,
          description: `<p>Agenda ${i + 1}</p>`,
          calendar_ids: [calendarId],
          time_zone: "Europe/Berlin",
          date: { start: `${day}T09:00`, end: `${day}T10:00`, all_day: false },
          recurrence_pattern:
            i % 4 === 0 ? { recurrence_frequency: "weekly", recurrence_interval: 1, recurrence_end_time: null } : null,
          post_to_stream: false,
        },
        memo,
      );
    }
    // Four finished crawls with a stored preview image: the link widgets' previews (two a set of twelve widgets).
    const crawlIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const upload = await client.query<{ id: string }>(
        `INSERT INTO uploads (id, directory, owner_id, name, extension, content_type, size, state, storage_key, width, height)
         VALUES (lpad(to_hex(1692000000 + $2::int), 8, '0') || lpad(to_hex($2::int), 16, '0'), 'images', $1,
           'preview', 'png', 'image/png', 1000, 'published', 'images/bench-preview.png', 640, 360) RETURNING id`,
        [admin.id, i],
      );
      const crawl = await client.query<{ id: string }>(
        `INSERT INTO crawls (id, url, status, attempts, started_by_id, final_url, title, description, site_name,
           image_upload_id, finished_at)
         VALUES (lpad(to_hex(1693000000 + $3::int), 8, '0') || lpad(to_hex($3::int), 16, '0'), $1, 'finished', 1, $2, $1,
           'A page worth reading', 'What the page says about itself.', 'example.org', $4, now()) RETURNING id`,
        [`https://example.org/page-${i}`, admin.id, i, upload.rows[0]?.id],
      );
      crawlIds.push(crawl.rows[0]?.id as string);
    }
    const make = async (title: string, slug: string) => {
      const body = channelBody.parse({ channel: { title, slug, status: "published", description: `${title}.` } });
      return createChannel(ctx, admin, body.channel);
    };
    const big = await make("Bench channel", "bench-channel");
    const wide = await make("Bench wide", "bench-wide");
    const authors = people.slice(0, 6);
    await fillBlog(client, big.blog_id as string, BIG_BLOG, 1_680_000_000, authors);
    await fillBlog(client, wide.blog_id as string, SMALL_BLOG, 1_670_000_000, authors);
    const spotlight = (
      await client.query<{ id: string }>(
        "SELECT id FROM articles WHERE blog_id = $1 AND status = 'published' AND published_at <= now() ORDER BY id LIMIT 4 OFFSET 20",
        [big.blog_id],
      )
    ).rows.map((r) => r.id);
    /** The twelve widgets of a page (twice for the wide one) and the layout that shows them. */
    const widgetsOn = async (slug: string, crawls: string[]) => {
      const add = async (type: string, title: string, fields: Record<string, unknown>, w = 1) =>
        (await createWidget(ctx, admin, slug, channelWidgetBody.parse({ widget: { type, title, fields, w } }).widget))
          .id;
      const nav = (n: number) =>
        Array.from({ length: n }, (_, i) => ({ type: "link", url: `https://example.org/${i}`, title: `Link ${i}` }));
      const ids = {
        text1: await add("text", "Welcome", { content: `<p>${"Welcome to the channel. ".repeat(20)}</p>` }, 2),
        people1: await add("people", "Editors", { label: "Editors", member_ids: people.slice(0, 6) }),
        blog: await add("blog", "Latest news", { latest_articles: 5 }),
        spotlight: await add("spotlight", "Spotlight", { articles: spotlight }),
        link1: await add("link", "Read this", { url: "https://example.org/page-0", crawl_id: crawls[0] }),
        appointments: await add("appointments", "Upcoming", { count: 10 }, 3),
        nav1: await add("navigation", "Quick links", { navigation_type: "buttons", navigation_items: nav(6) }),
        link2: await add("link", "And this", { url: "https://example.org/page-1", crawl_id: crawls[1] }),
        rss: await add("rss", "Feed", { url: feedUrl, count: 4 }),
        banner: await add("banner", "Banner", {
          image_url: "https://example.org/banner.png",
          text: "This week on the channel",
          link_url: "https://example.org/week",
        }),
        images: await add(
          "images",
          "Gallery",
          {
            images: Array.from({ length: 6 }, (_, i) => ({
              url: `https://example.org/photo-${i}.jpg`,
              caption: `Photo ${i}`,
            })),
          },
          2,
        ),
        nav2: await add("navigation", "More", { navigation_type: "list", navigation_items: nav(4) }),
      };
      return [
        { type: "half-2-1" as const, columns: [[ids.text1], [ids.people1]] },
        { type: "third" as const, columns: [[ids.blog], [ids.spotlight], [ids.link1]] },
        { type: "full" as const, columns: [[ids.appointments]] },
        { type: "third" as const, columns: [[ids.nav1], [ids.link2], [ids.rss]] },
        { type: "half-1-2" as const, columns: [[ids.banner], [ids.images, ids.nav2]] },
      ];
    };
    await updateLayout(ctx, admin, big.slug, { rows: await widgetsOn(big.slug, crawlIds.slice(0, 2)) });
    await updateLayout(ctx, admin, wide.slug, {
      rows: [...(await widgetsOn(wide.slug, crawlIds.slice(0, 2))), ...(await widgetsOn(wide.slug, crawlIds.slice(2)))],
    });
    await fillChannels(client, reader.id, admin.id, 1, CHANNELS - 2);
    // The reader subscribes the widget channel too: 49 of the others and it make 50.
    await client.query(
      "INSERT INTO channel_subscriptions (channel_id, member_id) SELECT id, $1 FROM channels WHERE slug = 'bench-channel'",
      [reader.id],
    );
    await client.query("VACUUM (ANALYZE)");
    const counts = (
      await client.query<{ channels: number; subscribed: number; articles: number }>(
        `SELECT (SELECT count(*) FROM channels)::int AS channels,
           (SELECT count(*) FROM channel_subscriptions WHERE member_id = $1)::int AS subscribed,
           (SELECT count(*) FROM articles)::int AS articles`,
        [reader.id],
      )
    ).rows[0];
    log(
      `seeded ${counts?.channels} channels (the reader subscribes ${counts?.subscribed}), ${counts?.articles} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return { big: big.slug, wide: wide.slug };
  }).finally(() => client.end());

  const profileDir = args.profile ? path.resolve(args.profile) : null;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const server = await startServer({ dataDir, databaseUrl, seedPassword: SEED_PASSWORD, profileDir });
  const deep = (n: number) => Math.ceil((n * 0.97) / 10);
  const lastDirectoryPage = Math.ceil((CHANNELS * 0.85) / PER_PAGE);
  const calls: [string, string][] = [
    ["channel page, 12 widgets", `/channels/${seeded.big}`],
    ["channel page, 24 widgets", `/channels/${seeded.wide}`],
    ["articles page 1, blog of 100", `/channels/${seeded.wide}/blog/articles?page=1`],
    ["articles page 1, blog of 10,000", `/channels/${seeded.big}/blog/articles?page=1`],
    [
      `articles page ${deep(SMALL_BLOG)} (last), blog of 100`,
      `/channels/${seeded.wide}/blog/articles?page=${deep(SMALL_BLOG)}`,
    ],
    ["articles page 500, blog of 10,000", `/channels/${seeded.big}/blog/articles?page=500`],
    [
      `articles page ${deep(BIG_BLOG)} (last), blog of 10,000`,
      `/channels/${seeded.big}/blog/articles?page=${deep(BIG_BLOG)}`,
    ],
    ["userbar lists GET /channels (10,000 channels, 50 subscribed)", "/channels"],
    ["directory page 1 (10,000 channels)", "/directory/channels.json?page=1"],
    [`directory page ${lastDirectoryPage} (last)`, `/directory/channels.json?page=${lastDirectoryPage}`],
  ];
  const only = args.only ?? [];
  const chosen = only.length ? calls.filter(([call]) => only.some((o) => call.includes(o))) : calls;
  let rows: ReplayRow[] = [];
  const lines: string[] = [];
  try {
    const measured = await measureAgainstReplay({
      serverUrl: server.url,
      databaseUrl,
      dataDir,
      email: READER,
      calls: chosen,
      seconds,
      log,
    });
    rows = measured.rows;
    lines.push(...replayTable(measured));
  } finally {
    await server.stop();
  }
  const statementsOf = (call: string) => rows.find((r) => r.call === call)?.statements;
  const same = (a: string, b: string, what: string) => {
    const x = statementsOf(a);
    const y = statementsOf(b);
    if (x === undefined || y === undefined) return `${what}: not both measured.`;
    return x === y ? `${what}: ${x} statements at both sizes.` : `${what}: ${x} statements against ${y}: NOT constant.`;
  };
  const out = [
    "",
    `Channels and the blog, PostgreSQL, as a reader, 10 connections, ${seconds} s; baseline: our statements replayed`,
    "",
    ...lines,
    "",
    same("channel page, 12 widgets", "channel page, 24 widgets", "The channel page at 12 and 24 widgets"),
    same("articles page 1, blog of 100", "articles page 1, blog of 10,000", "Articles page 1 at 100 and 10,000"),
    loadAverageLine(),
  ];
  process.stdout.write(`${out.join("\n")}\n`);
  if (profileDir) printLayers(profileDir, (line) => process.stdout.write(`${line}\n`));
}

try {
  await main();
} finally {
  await stopAll();
}
