import type { Crawl, crawlCreateBody } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { defineLimit } from "../../lib/rate-limit.js";
import type { MemberRow } from "../members/members.schema.js";
import { RefusedAddress } from "./address-guard.js";
import { presentCrawl } from "./crawl.presenter.js";
import { crawlPage } from "./crawl-page.js";
import {
  crawlIdsWithImage,
  crawlImages,
  findCrawl,
  findCrawls,
  findReusableCrawl,
  insertCrawl,
  updateCrawl,
} from "./crawls.repo.js";
import type { CrawlRow, crawls } from "./crawls.schema.js";
import { TransientFetchError } from "./guarded-fetch.js";

export const CRAWL_JOB = "crawls.fetch";
export type CrawlJob = { crawlId: string };

/** Crawls a member may start: 60 an hour (a composer starts one per address typed or pasted). */
export const CRAWLS_PER_MEMBER = defineLimit("crawls_member", 60, 60 * 60);
/** A crawl of the same address that finished within a day is answered again instead of fetching the page anew… */
const REUSE_MS = 24 * 3600 * 1000;
/** …and one still under way if it started in the last two minutes. */
const REUSE_RUNNING_MS = 2 * 60 * 1000;
/** Fetches per crawl: a transient failure (time-out, 5xx) is tried once more through the queue. */
const MAX_ATTEMPTS = 2;

type CreateInput = z.output<typeof crawlCreateBody>;

/** The crawl with its image upload, as the API shows it. */
export async function presentedCrawl(ctx: AppContext, row: CrawlRow): Promise<Crawl> {
  return (await presentedCrawls(ctx, [row]))[0] as Crawl;
}

/** Crawls as the API shows them, their image uploads read in one statement (a channel page's link widgets). */
export async function presentedCrawls(ctx: AppContext, rows: CrawlRow[]): Promise<Crawl[]> {
  const images = await crawlImages(ctx.db, rows);
  return rows.map((r) =>
    presentCrawl(r, r.status === "finished" && r.imageUploadId ? (images.get(r.imageUploadId) ?? null) : null),
  );
}

/**
 * Starts a crawl of the address (or answers a recent one of it) and queues its fetch. Counted against the
 * member's limit before anything else, reused crawls included, so the endpoint cannot be used to hammer
 * a site or this server.
 */
export async function startCrawl(ctx: AppContext, member: Pick<MemberRow, "id">, input: CreateInput): Promise<Crawl> {
  await ctx.rateLimits.of(CRAWLS_PER_MEMBER).take(member.id);
  const url = new URL(input.url).href;
  const now = Date.now();
  const recent = await findReusableCrawl(ctx.db, url, {
    finished: new Date(now - REUSE_MS),
    running: new Date(now - REUSE_RUNNING_MS),
  });
  // A crawl is readable by the member who asked for it: another member's finished one is copied for this member
  // (no new fetch), one still under way is the asker's own only.
  if (recent?.startedById === member.id) return presentedCrawl(ctx, recent);
  if (recent?.status === "finished") return presentedCrawl(ctx, await insertCrawl(ctx.db, copyFor(recent, member.id)));
  const row = await insertCrawl(ctx.db, { url, status: "initialized", startedById: member.id });
  const queued = await ctx.jobs.send<CrawlJob>(CRAWL_JOB, { crawlId: row.id }).then(
    () => true,
    (err: unknown) => {
      ctx.log.error({ err, crawl: row.id }, "crawl not queued");
      return false;
    },
  );
  // Not queued: the crawl fails at once rather than being polled for ever.
  if (!queued) await updateCrawl(ctx.db, row.id, { status: "error", failure: "not queued", finishedAt: new Date() });
  // Jobs run inline in tests (and may have finished already); the queue leaves it initialized.
  return presentedCrawl(ctx, (await findCrawl(ctx.db, row.id)) ?? row);
}

/** A finished crawl as another member's own: its result, its first fetch's time (so reuse ends when the first's does). */
const copyFor = (row: CrawlRow, memberId: string): typeof crawls.$inferInsert => ({
  url: row.url,
  status: row.status,
  attempts: row.attempts,
  startedById: memberId,
  finalUrl: row.finalUrl,
  title: row.title,
  description: row.description,
  siteName: row.siteName,
  imageUploadId: row.imageUploadId,
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
});

/**
 * The crawls among these ids that the member may read: those they asked for, and those whose preview something
 * they may read carries (a post or reply, a chat message: the modules' `crawlCarriers`). The address a member typed
 * in a closed group or a private chat is nobody else's business.
 */
export async function readableCrawls(ctx: AppContext, member: MemberRow, ids: string[]): Promise<CrawlRow[]> {
  const rows = await findCrawls(ctx.db, ids);
  const others = rows.filter((r) => r.startedById !== member.id).map((r) => r.id);
  // The carriers at once: each is one statement, and a channel page waits for this before its link previews.
  const carried = new Set(
    (await Promise.all((others.length ? ctx.modules.crawlCarriers : []).map((c) => c(ctx.db, member, others)))).flat(),
  );
  return rows.filter((r) => r.startedById === member.id || carried.has(r.id));
}

/** A preview's stored image is readable by whoever may read one of the crawls that show it (`readableCrawls`). */
export async function mayReadCrawlImage(ctx: AppContext, member: MemberRow, uploadId: string): Promise<boolean> {
  const ids = await crawlIdsWithImage(ctx.db, uploadId);
  return ids.length > 0 && (await readableCrawls(ctx, member, ids)).length > 0;
}

/** GET /system/crawls/{id}: for who may read it (`readableCrawls`); 404 for anyone else. */
export async function showCrawl(ctx: AppContext, member: MemberRow, id: string): Promise<Crawl> {
  const [row] = await readableCrawls(ctx, member, [id]);
  if (!row) throw notFound();
  return presentedCrawl(ctx, row);
}

/**
 * The queued fetch. It never throws: a failure is the crawl's `error` status (a transient one after a second
 * try, queued again with status `retry`), so the queue's own retries never fetch a page twice more.
 */
export async function runCrawl(ctx: AppContext, job: CrawlJob, opts: { timeoutMs?: number } = {}): Promise<void> {
  const row = await findCrawl(ctx.db, job.crawlId);
  if (!row || row.status === "finished" || row.status === "error") return;
  const attempts = row.attempts + 1;
  try {
    const result = await crawlPage(ctx, row.url, opts);
    await updateCrawl(ctx.db, row.id, { ...result, status: "finished", attempts, finishedAt: new Date() });
  } catch (err) {
    const transient = err instanceof TransientFetchError;
    const failure = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 500) : "failed";
    if (!(err instanceof RefusedAddress) && !transient) ctx.log.info({ crawl: row.id, failure }, "crawl failed");
    if (transient && attempts < MAX_ATTEMPTS) {
      await updateCrawl(ctx.db, row.id, { status: "retry", attempts, failure });
      await ctx.jobs.send<CrawlJob>(CRAWL_JOB, { crawlId: row.id }).catch(async () => {
        await updateCrawl(ctx.db, row.id, { status: "error", finishedAt: new Date() });
      });
      return;
    }
    await updateCrawl(ctx.db, row.id, { status: "error", attempts, failure, finishedAt: new Date() });
  }
}
