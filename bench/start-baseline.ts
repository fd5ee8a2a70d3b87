// Starts baseline-server.ts in its own process on the bench's PostgreSQL database.

import { assertLoopback, killTree, waitFor } from "./guard.js";
import { spawnBenchScript } from "./processes.js";
import { freePort } from "./server.js";

export type BaselineServer = { url: string; stop: () => Promise<void> };

export async function startBaseline(databaseUrl: string): Promise<BaselineServer> {
  assertLoopback(databaseUrl, "database");
  const port = await freePort();
  const child = spawnBenchScript("baseline-server.ts", [], { env: { DATABASE_URL: databaseUrl, PORT: String(port) } });
  let output = "";
  child.stderr?.on("data", (c: Buffer) => {
    output = (output + c.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor("baseline server", 60_000, async () => {
    if (child.exitCode !== null) throw new Error(`baseline server stopped: ${output}`);
    const res = await fetch(`${url}/unreads`, { signal: AbortSignal.timeout(2_000) });
    return res.status === 401 ? true : null;
  });
  return { url, stop: () => killTree(child, 5_000) };
}
