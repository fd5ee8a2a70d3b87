import type { FastifyBaseLogger } from "fastify";
import type { BlobStore } from "./blobs/blob-store.js";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import type { Jobs } from "./jobs/jobs.js";
import type { RateLimits } from "./lib/rate-limit.js";
import type { Mailer } from "./mail/mailer.js";
import type { ModuleRegistry } from "./modules/module.js";
import type { RealtimeHub } from "./realtime/hub.js";
import type { TranslationProvider } from "./translation/provider.js";

/** What every module gets: configuration and the shared services, built once in app.ts. */
export type AppContext = {
  /** What the module descriptors contribute (unread counters, file access, hooks, …), for this app only. */
  modules: ModuleRegistry;
  config: Config;
  database: Database;
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  blobs: BlobStore;
  /** The rate-limit store: one counter per limit (memory, or Redis with REDIS_URL). */
  rateLimits: RateLimits;
  /** Pushes events to open sockets (topics network:{id}, member:{id}, group:{id}). */
  realtime: RealtimeHub;
  /** Machine translation, or null when no provider is configured (the feature is then off). */
  translator: TranslationProvider | null;
  log: FastifyBaseLogger;
};
