import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import { namedSqlExecutor, namedStatementPool } from "../db/client.js";

export type JobHandler<T> = (data: T) => Promise<void>;

/** Background work: durable and retried through pg-boss, or run right away in tests. */
export interface Jobs {
  /**
   * `batch`: jobs of the queue one fetch takes (run one after the other; pg-boss fails a whole batch that overruns its
   * 15 minutes, so a queue of long jobs, an export or a document's text, takes 1).
   */
  register<T extends object>(name: string, handler: JobHandler<T>, opts?: { batch?: number }): void;
  send<T extends object>(name: string, data: T): Promise<void>;
  /**
   * Runs a registered job by a cron expression in a time zone (pg-boss's schedules: one row per name, so any
   * number of instances schedule it once and one of them runs each tick). Inline jobs keep no clock.
   */
  schedule(name: string, cron: string, timeZone: string): Promise<void>;
  /** Starts the queue's workers; a second call waits for the first. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Jobs a worker takes in one fetch unless its queue says otherwise: under load one fetch and one completion serve many. */
const JOB_BATCH = 20;

/**
 * pg-boss's connections to the app's database: a pool of its own whose statements with values go by name
 * (`namedSqlExecutor`), so PostgreSQL parses each once per connection and may keep its plan. Sent unnamed, its fetch,
 * insert and completion were parsed and planned on every call (0.6-0.8 ms of PostgreSQL's time each, a sixth of the
 * planning of a round's calls: docs/operations.md).
 */
function bossDatabase(connectionString: string, log: FastifyBaseLogger) {
  const pool = namedStatementPool(connectionString, { max: 4, applicationName: "pgboss" });
  pool.on("error", (err) => log.error({ err }, "job queue connection lost"));
  return {
    executeSql: namedSqlExecutor(pool),
    /** Ends the pool once (a second stop finds it ended). */
    close: async () => {
      if (!pool.ending) await pool.end();
    },
  };
}

/**
 * pg-boss on the app's own database, with a pool of its own (`bossDatabase`).
 * `start` may run after the server already answers (main.ts starts the queue after its first answer): a job
 * sent before that starts the queue itself and waits for it, it is never lost or refused.
 */
export function pgBossJobs(opts: { connectionString: string; log: FastifyBaseLogger }): Jobs {
  const database = bossDatabase(opts.connectionString, opts.log);
  // Cron schedules (the mailings' hourly tick) need pg-boss's timekeeper.
  const boss = new PgBoss({ db: database, schema: "pgboss", schedule: true });
  const handlers = new Map<string, { handler: JobHandler<object>; batch: number }>();
  // A queue's worker waits its polling interval after every fetch, a job found or not, unless notified: notified
  // after a full batch it handled (it fetches the next at once, so a queue drains at its handlers' pace, not one
  // batch per interval: a newsletter to 1,000 members took half an hour) and after a job this instance sends (it
  // starts now, or right after the batch in hand). A batch that was not full drained the queue: no fetch that would
  // find nothing (under load that was one statement more for every job, besides its fetch and completion).
  const workers = new Map<string, string>();
  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };
  let starting: Promise<void> | null = null;
  let started = false;
  boss.on("error", (err) => opts.log.error({ err }, "job queue error"));
  const start = async () => {
    await boss.start();
    started = true;
    // One query for the queues that exist instead of one create_queue call per queue at every start.
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const [name, { handler, batch }] of handlers) {
      if (!existing.has(name)) await boss.createQueue(name);
      const id = await boss.work<object>(name, { pollingIntervalSeconds: 2, batchSize: batch }, async (jobs) => {
        // One at a time, as before; a job that fails is failed alone (retried later), and pg-boss completes the
        // rest of the batch in one statement (its completion skips the jobs no longer active). When one failed, the
        // jobs done are completed first: should failing it throw (the database gone), pg-boss fails every job of the
        // batch still active, and those done would run again.
        const done: string[] = [];
        const failed: { id: string; message: string }[] = [];
        for (const job of jobs) {
          try {
            await handler(job.data);
            done.push(job.id);
          } catch (err) {
            opts.log.warn({ err, job: name }, "job failed; pg-boss retries it");
            failed.push({ id: job.id, message: (err as Error).message ?? String(err) });
          }
        }
        if (failed.length > 0 && done.length > 0) await boss.complete(name, done);
        for (const { id, message } of failed) await boss.fail(name, id, { message });
        if (jobs.length === batch) wake(name);
      });
      workers.set(name, id);
    }
  };
  return {
    register(name, handler, registered) {
      handlers.set(name, { handler: handler as JobHandler<object>, batch: registered?.batch ?? JOB_BATCH });
    },
    async send(name, data) {
      starting ??= start();
      await starting;
      await boss.send(name, data, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
      wake(name);
    },
    async schedule(name, cron, timeZone) {
      starting ??= start();
      await starting;
      await boss.schedule(name, cron, {}, { tz: timeZone });
    },
    start() {
      starting ??= start();
      return starting;
    },
    async stop() {
      if (starting) await starting.catch(() => {});
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      await database.close();
    },
  };
}

/** Runs each job as soon as it is sent, after the caller's await; for tests and one-off scripts. */
export function inlineJobs(log: FastifyBaseLogger): Jobs {
  const handlers = new Map<string, JobHandler<object>>();
  return {
    register(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
    },
    async send(name, data) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No handler for job ${name}`);
      try {
        await handler(data);
      } catch (err) {
        log.error({ err, job: name }, "inline job failed");
        throw err;
      }
    },
    async schedule() {},
    async start() {},
    async stop() {},
  };
}
