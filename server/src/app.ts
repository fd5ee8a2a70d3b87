import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { localBlobStore } from "./blobs/blob-store.js";
import type { Config } from "./config.js";
import type { AppContext } from "./context.js";
import { openDatabase } from "./db/client.js";
import { type EmbeddedCluster, startEmbeddedPostgres } from "./db/embedded-postgres.js";
import { authPlugin, markRoutesPublic } from "./http/auth.js";
import { frameworkErrors, registerErrorHandlers } from "./http/error-handler.js";
import { healthRoutes } from "./http/health.routes.js";
import { parseJsonBodies } from "./http/json-body.js";
import { serializeRequest } from "./http/log.js";
import { negotiationPlugin, rewriteJsonSuffix } from "./http/negotiation.js";
import { securityHeadersPlugin } from "./http/security-headers.js";
import { inlineJobs, type Jobs, pgBossJobs } from "./jobs/jobs.js";
import { memoryRateLimits, redisRateLimits } from "./lib/rate-limit.js";
import { createMailer } from "./mail/mailer.js";
import { collectModules, modules } from "./modules/index.js";
import type { ModuleRegistry } from "./modules/module.js";
import { localHub, redisHub } from "./realtime/hub.js";
import { deeplProvider } from "./translation/provider.js";

export type AppOptions = {
  config: Config;
  /** Run jobs as soon as they are sent instead of through pg-boss (tests). */
  inlineJobs?: boolean;
  /** Reuse an open database (tests share one per file); `url` is its address, for pg-boss's own pool. */
  database?: { database: AppContext["database"]; url: string };
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
};

export type App = FastifyInstance & { ctx: AppContext };

/**
 * Request lines carry URLs with their secrets (feed tokens, socket tokens, reset links) redacted. JSON lines always;
 * on stderr unless LOG_FORMAT=json gives them stdout, which the start's plain-text banner has otherwise.
 */
function loggerOptions(config: Config, stream: AppOptions["logStream"]): FastifyServerOptions["logger"] {
  if (config.logLevel === "silent") return false;
  const out = stream ?? (config.logFormat === "json" ? process.stdout : process.stderr);
  return { level: config.logLevel, serializers: { req: serializeRequest }, stream: out };
}

/** What the server compresses on the line: JSON (problem details too) and HTML, a filed document of those types too. */
const COMPRESSED_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)(?:;|$)/;

/** A hop count trusts that many proxies nearest the server (Fastify's types take it only as a function). */
const trustProxyOption = (trust: Config["trustProxy"]) =>
  typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;

/** Stops the embedded cluster when what follows its start fails, then fails the same way. */
const stopAfter =
  (embedded: EmbeddedCluster | null) =>
  async (err: unknown): Promise<never> => {
    await embedded?.stop();
    throw err;
  };

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger: loggerOptions(config, opts.logStream),
    bodyLimit: 1024 * 1024,
    rewriteUrl: (req) => rewriteJsonSuffix(req as { url?: string; headers: Record<string, unknown> }),
    frameworkErrors,
    // Off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For would let a client pick its address.
    trustProxy: trustProxyOption(config.trustProxy),
    // A connection that sends nothing for a minute is closed: a client that stops in the middle of an
    // upload (or never finishes its headers) does not hold a request open for ever. Slow but moving
    // uploads are not cut; sockets beat every 30 s.
    connectionTimeout: config.idleTimeoutMs,
    // Fastify's default of 10 s per plugin is too short on a busy 2-core machine: the API docs plugin turns
    // every route's schemas into OpenAPI at start and took longer at a load average of 14. A start that
    // takes longer is slow, not broken; a plugin that never resolves still fails after two minutes.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  parseJsonBodies(app);

  // DATABASE_URL, or the embedded cluster in DATA_DIR/pg, started here and stopped with the app.
  const embedded =
    opts.database || config.databaseUrl
      ? null
      : await startEmbeddedPostgres({ dir: path.join(config.dataDir, "pg"), log: (line) => app.log.info(line) });
  const databaseUrl = opts.database?.url ?? config.databaseUrl ?? (embedded as EmbeddedCluster).url;
  const database = opts.database?.database ?? (await openDatabase({ url: databaseUrl }).catch(stopAfter(embedded)));
  const jobs: Jobs = opts.inlineJobs
    ? inlineJobs(app.log)
    : pgBossJobs({ connectionString: databaseUrl, log: app.log });
  // ioredis is loaded only when REDIS_URL is set (about 0.2 s of CPU at a start that does not need it).
  const redis = config.redisUrl
    ? new (await import("ioredis")).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  // ioredis reconnects by itself; while Redis is away the log says so once per try (and /readyz answers 503).
  redis?.on("error", (err) => app.log.warn({ err: err.message }, "redis unreachable"));
  // The AWS SDK is loaded only when S3_BUCKET is set, like ioredis above.
  const blobs = config.s3
    ? (await import("./blobs/s3-blob-store.js")).s3BlobStore(config.s3)
    : localBlobStore(path.join(config.dataDir, "storage"));
  const ctx: AppContext = {
    // Filled in below, once the context the modules' hooks close over exists.
    modules: null as unknown as ModuleRegistry,
    config,
    database,
    db: database.db,
    jobs,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, jobs, blobs }),
    blobs,
    rateLimits: redis ? redisRateLimits(redis, config.rateLimits) : memoryRateLimits(config.rateLimits),
    realtime: config.redisUrl
      ? await redisHub(
          config.redisUrl,
          (err) => app.log.error({ err }, "realtime subscription failed"),
          (err) => app.log.warn({ err: err.message }, "realtime hub: redis unreachable"),
        )
      : localHub(),
    translator: config.deeplAuthKey
      ? deeplProvider({ authKey: config.deeplAuthKey, baseUrl: config.deeplApiUrl })
      : null,
    log: app.log,
  };

  ctx.modules = collectModules(modules, ctx);

  // First, so its headers are on every answer, the SPA's and the errors' included.
  await app.register(securityHeadersPlugin, ctx);
  // JSON answers and pages over 1 KB compressed for clients that accept it (brotli at quality 4, else gzip): the
  // demo's December as a month sheet is 84 KB of JSON, 4 KB compressed. Before the routes, whose hooks it adds. An
  // answer held in memory is compressed at once (0.2-0.5 ms for 25-120 KB); through the plugin's stream path a
  // 10,000-file folder's page cost 3 ms more. Request bodies are not inflated (no decompression bombs); the assets
  // come compressed from the build (http/negotiation.ts).
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSED_TYPES,
    syncThreshold: 1024 * 1024,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, fieldSize: 10_000 },
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: "Intranet API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The API description is public on purpose: it documents routes, not data.
    markRoutesPublic(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  });
  await app.register(authPlugin, ctx);
  await app.register(negotiationPlugin, ctx);
  registerErrorHandlers(app);

  await app.register(healthRoutes, {
    database: () => database.executeSql("select 1"),
    redis: redis ? () => redis.ping() : null,
  });
  for (const mod of modules) {
    mod.jobs?.(ctx);
    if (mod.routes) await app.register(mod.routes, ctx);
  }

  app.addHook("onClose", async () => {
    await jobs.stop();
    await ctx.realtime.close();
    redis?.disconnect();
    ctx.blobs.close?.();
    if (!opts.database) await database.close();
    await embedded?.stop();
  });

  return Object.assign(app, { ctx }) as unknown as App;
}
