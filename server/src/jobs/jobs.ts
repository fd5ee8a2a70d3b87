import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { SqlExecutor } from "../db/client.js";

export type JobHandler<T> = (data: T) => Promise<void>;

/** Background work: durable and retried through pg-boss, or run right away in tests. */
export interface Jobs {
  register<T extends object>(name: string, handler: JobHandler<T>): void;
  send<T extends object>(name: string, data: T): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss on the app's own database: its pool on PostgreSQL, the shared PGlite connection when embedded. */
export function pgBossJobs(opts: { connectionString?: string; executeSql: SqlExecutor; log: FastifyBaseLogger }): Jobs {
  const boss = opts.connectionString
    ? new PgBoss({ connectionString: opts.connectionString, schema: "pgboss" })
    : new PgBoss({ db: { executeSql: (text, values) => opts.executeSql(text, values) }, schema: "pgboss" });
  const handlers = new Map<string, JobHandler<object>>();
  let started = false;
  boss.on("error", (err) => opts.log.error({ err }, "job queue error"));
  return {
    register(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
    },
    async send(name, data) {
      await boss.send(name, data, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) {
        await boss.createQueue(name);
        await boss.work<object>(name, { pollingIntervalSeconds: 2 }, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        });
      }
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 5000 });
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
    async start() {},
    async stop() {},
  };
}
