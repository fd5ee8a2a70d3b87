import type { Crawl, crawlCreateBody } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { defineLimit } from "../../lib/rate-limit.js";
import type { MemberRow } from "../members/members.schema.js";
import { RefusedAddress } from "./address-guard.js";
import { presentCrawl } from "./crawl.presenter.js";
import { crawlPage } from "./crawl-page.js";
import { crawlImage, findCrawl, findReusableCrawl, insertCrawl, updateCrawl } from "./crawls.repo.js";
import type { CrawlRow } from "./crawls.schema.js";
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
  return presentCrawl(row, row.status === "finished" ? await crawlImage(ctx.db, row) : null);
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
  if (recent) return presentedCrawl(ctx, recent);
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

/** GET /system/crawls/{id}: any member who has the id (ids are random; a preview of a public page reveals little). */
export async function showCrawl(ctx: AppContext, id: string): Promise<Crawl> {
  const row = await findCrawl(ctx.db, id);
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
