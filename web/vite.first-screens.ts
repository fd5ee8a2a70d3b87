import path from "node:path";
import type { Plugin, Rollup } from "vite";

/** The screens a member most often opens by their address, and the module that draws each (its route's page). */
export const FIRST_SCREENS: Readonly<Record<string, string>> = {
  "/": "src/features/dashboard/routes/HomePage.tsx",
  "/messages": "src/features/messages/routes/MessagesListPage.tsx",
  "/appointments": "src/features/calendar/routes/AppointmentsPage.tsx",
};

/** The id of the table in index.html that public/boot.js reads, and the tag of that script. */
const TABLE_ID = "first-screen-modules";
const BOOT_SCRIPT = '<script async src="/boot.js" fetchpriority="high"></script>';

/**
 * Writes into index.html, as JSON (data: the Content-Security-Policy allows no inline script), the module files each
 * first screen needs beyond the app's entry: its page's chunk and the chunks that one imports. public/boot.js asks for
 * them as soon as the network preload names a member, beside the app's own scripts; otherwise the router asked for
 * them only once those scripts had run (a level of requests later on a slow line). The build stops when a screen's
 * module is no chunk of its own.
 */
export function firstScreenModules(): Plugin {
  let root = "";
  return {
    name: "intranet:first-screen-modules",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle || path.basename(ctx.filename) !== "index.html") return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
          return into;
        };
        // The page's own chunk (its module script, src/main.tsx, and what that imports statically).
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === ctx.filename);
        if (!entry) throw new Error("first screens: index.html's entry chunk is missing");
        const loaded = closure(entry.fileName);
        const table: Record<string, string[]> = {};
        for (const [address, module] of Object.entries(FIRST_SCREENS)) {
          const page = chunks.find((chunk) => chunk.facadeModuleId === path.resolve(root, module));
          if (!page) throw new Error(`first screens: ${module} is no chunk of its own`);
          table[address] = [...closure(page.fileName)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        }
        // Before the boot script, which may run as soon as it has arrived: the table is then already parsed.
        const tag = `<script type="application/json" id="${TABLE_ID}">${JSON.stringify(table)}</script>`;
        if (!html.includes(BOOT_SCRIPT)) throw new Error(`first screens: index.html has no ${BOOT_SCRIPT}`);
        return html.replace(BOOT_SCRIPT, `${tag}\n    ${BOOT_SCRIPT}`);
      },
    },
  };
}
