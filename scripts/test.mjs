// `npm test`: every tier. Server and web tests on embedded PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), then the Playwright journeys when a Chromium is present.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd, args, env = {}) => {
  console.log(`\n> ${cmd} ${args.join(" ")}${Object.keys(env).length ? `  (${Object.keys(env).join(", ")})` : ""}`);
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

run("npx", ["vitest", "run"]);

const chromium = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);
if (!chromium) {
  console.log("\nSKIPPED the browser journeys: no Chromium found (install Debian's `chromium` or set CHROMIUM_PATH).");
  process.exit(0);
}
if (!existsSync("web/dist/index.html") || process.env.E2E_REBUILD !== "0") run("npm", ["run", "build"]);
run("npx", ["vitest", "run", "--config", "e2e/vitest.config.ts"], { CHROMIUM_PATH: chromium });
