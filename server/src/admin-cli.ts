// `npm run admin:create -- --email ADDRESS --name "FIRST LAST"`: a network administrator for scripted installs, on
// DATABASE_URL or the embedded cluster in DATA_DIR/pg (the running server's, or started for the command). The
// password comes from ADMIN_PASSWORD, else it is generated and printed once. Built to server/dist/admin-cli.js.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { runningClusterUrl, startEmbeddedPostgres } from "./db/embedded-postgres.js";
import { AppError } from "./http/errors.js";
import { createAdministrator } from "./modules/auth/setup.service.js";

const USAGE =
  'Usage: npm run admin:create -- --email ADDRESS --name "FIRST LAST"  (password: ADMIN_PASSWORD, else generated)';
const say = (line: string) => process.stdout.write(`${line}\n`);

class UsageError extends Error {}

function readInput(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { email: { type: "string" }, name: { type: "string" } } });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) throw new UsageError(`--email must be an e-mail address.\n${USAGE}`);
  const [firstName = "", ...rest] = (values.name ?? "").trim().split(/\s+/);
  if (!firstName || rest.length === 0) throw new UsageError(`--name must give a first and a last name.\n${USAGE}`);
  const given = process.env.ADMIN_PASSWORD;
  if (given !== undefined && given.length < 10)
    throw new UsageError("ADMIN_PASSWORD must have at least 10 characters.");
  return {
    email: email.data,
    firstName,
    lastName: rest.join(" "),
    password: given ?? randomBytes(12).toString("base64url"),
    generated: given === undefined,
  };
}

async function createAdmin(argv: string[]) {
  const input = readInput(argv);
  const config = loadConfig();
  const pgDir = path.join(config.dataDir, "pg");
  const running = config.databaseUrl ?? runningClusterUrl(pgDir);
  const cluster = running ? null : await startEmbeddedPostgres({ dir: pgDir, log: () => {} });
  const database = await openDatabase({ url: running ?? (cluster?.url as string), max: 1 });
  try {
    const admin = await createAdministrator(database.db, input);
    say(`Created the administrator ${admin.firstName} ${admin.lastName} <${admin.email}>.`);
    if (input.generated) say(`Password (shown only now): ${input.password}`);
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command !== "create") {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
createAdmin(rest).catch((err: unknown) => {
  const known = err instanceof UsageError || err instanceof ConfigError || err instanceof AppError;
  process.stderr.write(`${err instanceof Error ? (known ? err.message : (err.stack ?? err.message)) : String(err)}\n`);
  process.exit(err instanceof UsageError ? 2 : 1);
});
