import path from "node:path";
import { type App, buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { EmbeddedPostgresError } from "./db/embedded-postgres.js";
import { ADMIN_EMAIL, seedDemoNetwork } from "./seed/demo.js";

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  // The first start creates the demo network before it listens, with the job queue started: the demo's
  // content goes through services that send jobs (mails, fan-out). A warm start (network there) asks one
  // question here and listens.
  const seed = await seedDemoNetwork(app.ctx, { beforeCreate: () => app.ctx.jobs.start() });
  // Background work (the queue's workers and maintenance, the modules' start-up clean-up) waits until the
  // first answer has gone out, or a second after listening if nobody asks: on the embedded database it
  // shares the one connection and the one thread with the requests. Nothing a request needs waits for it;
  // a job sent before it starts the queue itself (jobs.ts).
  let background = false;
  let stopping = false;
  let unasked: NodeJS.Timeout | undefined;
  const startBackground = () => {
    clearTimeout(unasked);
    if (background || stopping) return;
    background = true;
    void (async () => {
      await app.ctx.jobs.start();
      for (const mod of app.ctx.modules.descriptors) await mod.start?.(app.ctx);
    })().catch((err) => {
      // A clean-up that the stop overtook (its database closed) is no failure.
      if (!stopping) fail(err);
    });
  };
  app.server.once("request", (_req, res) => res.once("close", startBackground));
  await app.listen({ port: config.port, host: config.host });
  unasked = setTimeout(startBackground, 1000);

  const stop = async () => {
    clearTimeout(unasked);
    stopping = true;
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  announce(app, config, seed);
}

/**
 * Where to sign in, for a person starting the product: plain text on stdout when it is a terminal or logs go to
 * stderr (LOG_FORMAT is not `json`); otherwise one JSON log line like the others, without the password itself.
 */
function announce(app: App, config: Config, seed: { created: boolean; password: string }) {
  const passwordFile = config.seedPassword ? null : path.join(config.dataDir, "seed-password.txt");
  const database = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${config.dataDir}/pg`;
  if (config.logFormat === "json" && !process.stdout.isTTY) {
    const outbox = config.smtpUrl ? undefined : `${config.publicUrl}/administration/outbox`;
    app.log.info({ url: config.publicUrl, database, admin: ADMIN_EMAIL, passwordFile, outbox }, "intranet started");
    return;
  }
  const lines = [
    "",
    `  Intranet is running on ${config.publicUrl}  (${database})`,
    seed.created ? "  A demo network was created." : "",
    `  Sign in as ${ADMIN_EMAIL} (administrator), jonas.schneider@example.com (group administrator)`,
    "  or guest@partner.example.org (external guest)",
    `  Password: ${seed.password}${passwordFile ? ` (kept in ${passwordFile})` : " (from SEED_PASSWORD)"}`,
    config.smtpUrl ? "" : `  Mail goes to the development outbox: ${config.publicUrl}/administration/outbox`,
    "",
  ];
  process.stdout.write(`${lines.filter((l, i) => l !== "" || i === 0 || i === lines.length - 1).join("\n")}\n`);
}

/**
 * Stops the process on a failure before or after it listens: bad configuration or a data folder the embedded database
 * cannot use (2, with the message alone: it says what to do) or anything else (1).
 */
function fail(err: unknown): never {
  if (err instanceof ConfigError || err instanceof EmbeddedPostgresError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
}

main().catch(fail);
