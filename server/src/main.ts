import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { ADMIN_EMAIL, seedDemoNetwork } from "./seed/demo.js";

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.ctx.jobs.start();
  // After the queue: the demo's content goes through services that start jobs (mails, fan-out).
  const seed = await seedDemoNetwork(app.ctx);
  for (const mod of app.ctx.modules.descriptors) await mod.start?.(app.ctx);
  await app.listen({ port: config.port, host: config.host });

  const db = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${config.dataDir}/db`;
  const lines = [
    "",
    `  Intranet is running on ${config.publicUrl}  (${db})`,
    seed.created ? "  A demo network was created." : "",
    `  Sign in as ${ADMIN_EMAIL} (administrator), jonas.schneider@example.com (group administrator)`,
    "  or guest@partner.example.org (external guest)",
    `  Password: ${seed.password}${config.seedPassword ? " (from SEED_PASSWORD)" : ` (kept in ${config.dataDir}/seed-password.txt)`}`,
    config.smtpUrl ? "" : `  Mail goes to the development outbox: ${config.publicUrl}/administration/outbox`,
    "",
  ];
  process.stdout.write(`${lines.filter((l, i) => l !== "" || i === 0 || i === lines.length - 1).join("\n")}\n`);

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
