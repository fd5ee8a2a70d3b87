// Compiles the server to one JavaScript file (server/dist/server.js, started by dist/main.js) that `node` runs directly: no TypeScript
// is transpiled at run time. The workspace package @intranet/contracts is TypeScript source, so it is bundled
// in; every npm dependency stays an import from node_modules. The SQL migrations are copied beside it.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = import.meta.dirname;
const outdir = path.join(root, "dist");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
// drizzle-orm is bundled as well: it is hundreds of small ES modules, and resolving them one by one took
// Node about 1.5 s of CPU at every start; nothing but this app imports it.
const bundled = (name) => name.startsWith("@intranet/") || name === "drizzle-orm";
const external = Object.keys(pkg.dependencies)
  .filter((name) => !bundled(name))
  .flatMap((name) => [name, `${name}/*`]);

/**
 * drizzle-orm's `is(value, type)` runs several times for every piece of every statement it builds, and most
 * answers are no: `instanceof` walks the value's prototype chain, then drizzle walks its class chain again
 * for the type's entity kind (a check meant for two copies of drizzle in one process). The two walks were
 * 6–13 % of the server's CPU time in the per-call profiles. Both depend only on the value's prototype and the
 * type, and a prototype chain does not change, so the answer is remembered per prototype and type; on a first
 * meeting it is computed exactly as drizzle does. The build fails if drizzle's function reads otherwise.
 */
const rememberedEntityCheck = {
  name: "drizzle-remembered-entity-check",
  setup(b) {
    b.onLoad({ filter: /drizzle-orm[\\/]entity\.js$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      const original =
        /function is\(value, type\) \{\n {2}if \(!value \|\| typeof value !== "object"\) \{\n {4}return false;\n {2}\}\n {2}if \(value instanceof type\) \{[\s\S]*?\n {2}return false;\n\}\n/;
      const match = original.exec(source);
      if (!match) throw new Error(`${args.path}: drizzle's is() changed; review the build's remembered check`);
      // drizzle's own function, renamed: what a first meeting of a prototype and a type computes.
      const computed = match[0].replace("function is(", "function isComputed(");
      const remembered = `${computed}const answers = new WeakMap();
function is(value, type) {
  if (!value || typeof value !== "object") {
    return false;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return isComputed(value, type);
  let byType = answers.get(proto);
  if (byType === undefined) {
    byType = new Map();
    answers.set(proto, byType);
  }
  let answer = byType.get(type);
  if (answer === undefined) {
    answer = isComputed(value, type);
    byType.set(type, answer);
  }
  return answer;
}
`;
      return { contents: source.replace(match[0], remembered), loader: "js" };
    });
  },
};

const options = {
  plugins: [rememberedEntityCheck],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  tsconfig: path.join(root, "tsconfig.json"),
  external,
  // Kept on disk for `node --enable-source-maps`; never served (the server serves web/dist only).
  sourcemap: "linked",
  logLevel: "warning",
};
await build({ ...options, entryPoints: [path.join(root, "src/main.ts")], outfile: path.join(outdir, "server.js") });
// `npm run backup`, `npm run restore FILE`, `npm run db:import-pglite` (src/db/cli.ts).
await build({ ...options, entryPoints: [path.join(root, "src/db/cli.ts")], outfile: path.join(outdir, "db-cli.js") });
// `npm run admin:create -- --email ADDRESS --name "FIRST LAST"` (src/admin-cli.ts).
await build({
  ...options,
  entryPoints: [path.join(root, "src/admin-cli.ts")],
  outfile: path.join(outdir, "admin-cli.js"),
});
// The entry turns on Node's compile cache before the first import of the app, so a warm start reuses the
// bytecode of the app and its dependencies instead of compiling them again.
fs.writeFileSync(
  path.join(outdir, "main.js"),
  'import module from "node:module";\n\nmodule.enableCompileCache?.();\nawait import("./server.js");\n',
);
// files/document-text.ts starts its PDF reader beside the running file (new URL(…, import.meta.url)).
fs.copyFileSync(path.join(root, "src/modules/files/pdf-text.worker.mjs"), path.join(outdir, "pdf-text.worker.mjs"));
// db/client.ts finds its migrations beside the running file (import.meta.dirname).
fs.cpSync(path.join(root, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
