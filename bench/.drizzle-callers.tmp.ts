import fs from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
const dir = process.argv[2]!;
const file = fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(dir, f))[0]!;
const p = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map<number, any>(p.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const maps = new Map<string, SourceMap | null>();
function src(cf: any): string {
  if (!cf.url || cf.url.startsWith("node:")) return cf.url || "native";
  const s = cf.url.startsWith("file:") ? fileURLToPath(cf.url) : cf.url;
  if (/node_modules\//.test(s)) return s;
  if (!maps.has(s)) maps.set(s, fs.existsSync(`${s}.map`) ? new SourceMap(JSON.parse(fs.readFileSync(`${s}.map`, "utf8"))) : null);
  const m = maps.get(s);
  if (!m) return s;
  const e = m.findEntry(cf.lineNumber, cf.columnNumber) as any;
  return e.originalSource ? `${path.resolve(path.dirname(s), e.originalSource)}:${e.originalLine + 1}` : s;
}
const cache = new Map<number, string>();
const srcOf = (id: number) => { if (!cache.has(id)) cache.set(id, src(byId.get(id).callFrame)); return cache.get(id)!; };
const tot = new Map<string, number>();
const fn = new Map<string, number>();
let all = 0;
p.samples.forEach((id: number, i: number) => {
  const s = srcOf(id);
  if (!/node_modules\/(src|drizzle)/.test(s) && !s.includes("drizzle")) return;
  const dt = p.timeDeltas[i] ?? 0;
  all += dt;
  const name = byId.get(id).callFrame.functionName;
  fn.set(name, (fn.get(name) ?? 0) + dt);
  let cur: number | undefined = id;
  let label = "?";
  while (cur !== undefined) {
    const ss = srcOf(cur);
    if (/server\/src\/modules\//.test(ss) || /server\/src\/(db|http|lib)\//.test(ss)) {
      label = `${byId.get(cur).callFrame.functionName} ${ss.replace(/.*server\/src\//, "")}`;
      break;
    }
    cur = parent.get(cur);
  }
  tot.set(label, (tot.get(label) ?? 0) + dt);
});
console.log("drizzle total ms", (all / 1000).toFixed(0));
for (const [k, v] of [...tot].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(6), k);
console.log("--- functions");
for (const [k, v] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((v / 1000).toFixed(0).padStart(6), k);
