// PostgreSQL as production runs it: with autovacuum. A server set up for tests may have it off (this machine's CI
// configuration, /etc/postgresql/15/main/conf.d/90-ci.conf, does). Then every dead row a run leaves stays: on the
// kept world, after some 12,000 messages written, pg-boss's fetch of the mail queue read 11,777 dead entries of its
// partial index to find 16 waiting jobs (15.6 ms a fetch instead of 0.1), and every call's cost grew with the run's
// length. The world's runs turn it on for their time and off again when they stop (however they stop).
import pg from "pg";
import { onStop } from "./guard.js";

/** Turns autovacuum on for this run when the server has it off; it is turned off again when the harness stops. */
export async function withAutovacuum(postgresUrl: string, log: (line: string) => void): Promise<void> {
  const on = await settingOn(postgresUrl);
  if (on) return;
  await reconfigure(postgresUrl, "ALTER SYSTEM SET autovacuum = on");
  log("PostgreSQL: autovacuum was off (a test configuration); on for this run, as in production");
  onStop(async () => {
    await reconfigure(postgresUrl, "ALTER SYSTEM RESET autovacuum");
    log("PostgreSQL: autovacuum off again, as the server was configured");
  });
}

async function settingOn(postgresUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return (await client.query<{ autovacuum: string }>("SHOW autovacuum")).rows[0]?.autovacuum === "on";
  } finally {
    await client.end();
  }
}

async function reconfigure(postgresUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
    await client.query("SELECT pg_reload_conf()");
  } finally {
    await client.end();
  }
}

/** Reclaims what earlier runs left in a kept database (dead rows, stale statistics), as autovacuum would have. */
export async function vacuumKept(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query("VACUUM (ANALYZE)");
  } finally {
    await client.end();
  }
  log(`world: VACUUM (ANALYZE) of what earlier runs left in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
