// `npm run bench`: every benchmark in this folder, one after the other.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const only = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith(".ts") && !["run.ts", "lib.ts"].includes(f))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)));
let failed = false;
for (const file of files) {
  const res = spawnSync("npx", ["tsx", path.join(here, file)], { stdio: "inherit" });
  if (res.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
