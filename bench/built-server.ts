// The compiled server on a fresh data folder with the demo network, and the demo administrator's session: what the
// browser benches (Lighthouse, the render budget) load pages from.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot, startServer } from "./server.js";

export const ADMIN = "admin@example.com";

/** The compiled server on a fresh data folder, started as `npm start` starts it (bench/server.ts). */
export async function startBuiltServer(
  name: string,
): Promise<{ url: string; password: string; stop: () => Promise<void> }> {
  if (
    !fs.existsSync(path.join(repoRoot, "server/dist/main.js")) ||
    !fs.existsSync(path.join(repoRoot, "web/dist/index.html"))
  ) {
    throw new Error("Build first: npm run build");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `intranet-${name}-`));
  // Run as root, the embedded PostgreSQL runs as a user of its own, who must be able to enter the folder.
  fs.chmodSync(dataDir, 0o711);
  const password = `${name}-demo-password`;
  const server = await startServer({ dataDir, seedPassword: password });
  return {
    url: server.url,
    password,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The administrator's session cookie (`name=value; …`). */
export async function signIn(url: string, password: string): Promise<string> {
  const res = await fetch(`${url}/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", origin: url },
    body: JSON.stringify({ user: { email: ADMIN, password } }),
  });
  if (!res.ok) throw new Error(`Signing in as ${ADMIN} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
