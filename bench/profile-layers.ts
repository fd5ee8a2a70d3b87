// Sums a V8 CPU profile of the server (node --cpu-prof, written when it stops) by layer: self time of every sample,
// its function's file mapped through the bundle's source map (server/dist/server.js.map: our modules, drizzle-orm
// and the contracts are bundled), then grouped: our modules by name, the server's core, drizzle-orm, the contracts'
// schemas, each npm package, Node's internals, garbage collection, idle.
import fs from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

const maps = new Map<string, SourceMap | null>();
function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    const map = `${file}.map`;
    maps.set(file, fs.existsSync(map) ? new SourceMap(JSON.parse(fs.readFileSync(map, "utf8"))) : null);
  }
  return maps.get(file) ?? null;
}

/** The layer a frame belongs to. */
function layerOf(frame: Profile["nodes"][number]["callFrame"]): string {
  if (!frame.url) {
    const name = frame.functionName;
    if (name === "(garbage collector)") return "garbage collection";
    if (name === "(idle)") return "idle";
    if (name === "(program)") return "V8 / native (program)";
    return `native: ${name || "(anonymous)"}`;
  }
  if (frame.url.startsWith("node:")) return "Node internals (http, streams, net)";
  let source = frame.url.startsWith("file:") ? fileURLToPath(frame.url) : frame.url;
  // An npm package's own file (not bundled): the package, whatever its own source maps say.
  const external = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (external) return `npm: ${external[1]}`;
  const map = mapOf(source);
  if (map) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string };
    if (entry.originalSource) source = path.resolve(path.dirname(source), entry.originalSource);
  }
  // The only npm package the server's bundle holds (server/build.mjs); its sources map to node_modules/src.
  if (/node_modules\//.test(source)) return "npm: drizzle-orm (bundled)";
  const mod = /server\/src\/modules\/([^/]+)/.exec(source);
  if (mod) return `our module: ${mod[1]}`;
  if (/server\/src\//.test(source)) return `our core: ${/server\/src\/([^/]+)/.exec(source)?.[1] ?? "?"}`;
  if (/contracts\/src\//.test(source)) return "contracts (zod schemas)";
  return source;
}

/** Prints the layers of the newest profile in `dir`, by self time, with their share of the busy time. */
export function printLayers(dir: string, out: (line: string) => void) {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const file = files[0];
  if (!file) {
    out(`no .cpuprofile in ${dir}`);
    return;
  }
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const layer = layerOf(node.callFrame);
    totals.set(layer, (totals.get(layer) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const busy = [...totals].filter(([k]) => k !== "idle").reduce((s, [, v]) => s + v, 0);
  out("");
  out(`Server CPU profile (${path.basename(file)}), self time by layer; share of the busy time (idle left out)`);
  out("");
  out("| layer | ms | share |");
  out("|---|---|---|");
  for (const [layer, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25))
    out(`| ${layer} | ${(us / 1000).toFixed(0)} | ${layer === "idle" ? "" : `${((100 * us) / busy).toFixed(1)} %`} |`);
}

// `npx tsx profile-layers.ts DIR`: the same for a profile taken elsewhere.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  printLayers(process.argv[2] ?? ".", (line) => process.stdout.write(`${line}\n`));
}
