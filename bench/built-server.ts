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

/**
 * The signed-in administrator's profile language set to `language` (bench:lighthouse --language): a member whose
 * language is not the one the device starts in opens the app.
 */
export async function setOwnLanguage(url: string, cookie: string, language: string) {
  const headers = { accept: "application/json", cookie, origin: url };
  const network = (await (await fetch(`${url}/api/v1/network`, { headers })).json()) as {
    current_member: { id: string };
  };
  const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(cookie)?.[1] ?? "";
  const res = await fetch(`${url}/members/${network.current_member.id}`, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json", "x-csrf-token": csrf },
    body: JSON.stringify({ member: { language } }),
  });
  if (!res.ok) throw new Error(`Setting the profile's language to ${language} answered ${res.status}`);
}
