import path from "node:path";
import { type App, buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { EmbeddedPostgresError } from "./db/embedded-postgres.js";
import { prepareFirstStart, type SetupLink } from "./modules/auth/setup.service.js";
import { ADMIN_EMAIL, seedDemoNetwork } from "./seed/demo.js";

/** What the start made: the demo network (DEMO, the default outside production) or an empty one and its setup link. */
type FirstStart = { demo: { created: boolean; password: string } } | { setup: SetupLink | null };

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  // The first start creates the demo network before it listens, with the job queue started: the demo's
  // content goes through services that send jobs (mails, fan-out). A warm start (network there) asks one
  // question here and listens. A production start (DEMO=false) makes an empty network instead and, until it has an
  // administrator, a one-time setup link.
  const first: FirstStart = config.demo
    ? { demo: await seedDemoNetwork(app.ctx, { beforeCreate: () => app.ctx.jobs.start() }) }
    : { setup: await prepareFirstStart(app.ctx) };
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

  announce(app, config, first);
}

/**
 * Where to sign in, for a person starting the product: plain text on stdout when it is a terminal or logs go to
 * stderr (LOG_FORMAT is not `json`); otherwise one JSON log line like the others, without the password itself.
 */
function announce(app: App, config: Config, first: FirstStart) {
  const database = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${config.dataDir}/pg`;
  if ("setup" in first) return announceSetup(app, config, database, first.setup);
  const seed = first.demo;
  const passwordFile = config.seedPassword ? null : path.join(config.dataDir, "seed-password.txt");
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

/** A production start: the setup link while the network has no administrator, else where to sign in. */
function announceSetup(app: App, config: Config, database: string, setup: SetupLink | null) {
  if (config.logFormat === "json" && !process.stdout.isTTY) {
    const fields = { url: config.publicUrl, database, setupLink: setup?.link, setupLinkFile: setup?.file };
    app.log.info(fields, setup ? "intranet started: open the setup link" : "intranet started");
    return;
  }
  const lines = setup
    ? [
        `  Intranet is running on ${config.publicUrl}  (${database})`,
        "  Set up the network and its first administrator with this link (works once, for one hour):",
        "",
        `    ${setup.link}`,
        "",
        `  It is also in ${setup.file}. Each start makes a new one until the setup is done;`,
        '  or create an administrator with: npm run admin:create -- --email ADDRESS --name "FIRST LAST"',
      ]
    : [`  Intranet is running on ${config.publicUrl}  (${database})`];
  process.stdout.write(`\n${lines.join("\n")}\n\n`);
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
