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

await build({
  entryPoints: [path.join(root, "src/main.ts")],
  outfile: path.join(outdir, "server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  tsconfig: path.join(root, "tsconfig.json"),
  external,
  // Kept on disk for `node --enable-source-maps`; never served (the server serves web/dist only).
  sourcemap: "linked",
  logLevel: "warning",
});
// The entry turns on Node's compile cache before the first import of the app, so a warm start reuses the
// bytecode of the app and its dependencies instead of compiling them again.
fs.writeFileSync(
  path.join(outdir, "main.js"),
  'import module from "node:module";\n\nmodule.enableCompileCache?.();\nawait import("./server.js");\n',
);
// db/client.ts finds its migrations beside the running file (import.meta.dirname).
fs.cpSync(path.join(root, "src/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
