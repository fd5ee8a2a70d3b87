import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { appShellScrollClassName } from "./vite.app-shell-scroll.ts";
import { firstScreenFiles } from "./vite.first-screens.ts";
import { mantineReactId } from "./vite.mantine-id.ts";
import { isContractsPart, routeTablesWithoutSchemas } from "./vite.route-tables.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz beside every text asset of the build, at the highest levels, once: the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing on every request.
 */
export function precompress(only: (file: string) => boolean = () => true): Plugin {
  let outDir = "dist";
  return {
    name: "intranet:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const dir = path.join(outDir, "assets");
      const files = (await fs.readdir(dir)).filter((f) => /\.(js|css|svg|json)$/.test(f) && only(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(path.join(dir, file));
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(data, { level: 9 }),
          ]);
          await fs.writeFile(path.join(dir, `${file}.br`), br);
          await fs.writeFile(path.join(dir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/**
 * react-router's package exports only its development build (dev warnings on); the production build sits
 * beside it in dist/production. The bundle takes that one; `vite` (dev) keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production",
  );
  return {
    name: "intranet:react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (source === "react-router") return path.join(dist, "index.mjs");
      if (source === "react-router/dom") return path.join(dist, "dom-export.mjs");
      return null;
    },
  };
}

/**
 * `import { IconX } from "@tabler/icons-react"` taken from the icon's own module in the build: the package's index
 * re-exports all 6,290 icons, which rolldown would otherwise resolve one by one (its LARGE_BARREL_MODULES notice)
 * for the few dozen the app shows. The package has no `exports` map, so each icon's file is importable.
 */
function tablerIconsDirect(): Plugin {
  const barrelImport = /import\s*\{([^}]*)\}\s*from\s*["']@tabler\/icons-react["'];?/g;
  const iconImport = (specifier: string) => {
    const [name, local] = specifier.split(/\s+as\s+/);
    return `import ${local ?? name} from "@tabler/icons-react/dist/esm/icons/${name}.mjs";`;
  };
  return {
    name: "intranet:tabler-icons-direct",
    apply: "build",
    transform: {
      filter: { code: "@tabler/icons-react" },
      handler(code) {
        const direct = code.replace(barrelImport, (_all, names: string) =>
          names
            .split(",")
            .map((name) => name.trim())
            .filter(Boolean)
            .map(iconImport)
            .join("\n"),
        );
        return direct === code ? null : { code: direct, map: null };
      },
    },
  };
}

/** The page of the prerendered signed-out screens: the template of scripts/prerender.mjs, with its own entry. */
const SIGNED_OUT_HTML = path.resolve(import.meta.dirname, "signed-out.html");

// Paths the server answers; in dev the SPA on :5173 forwards them with the JSON Accept header intact.
const apiPrefixes = [
  "/api",
  "/users",
  "/members",
  "/groups",
  "/administration",
  "/directory",
  "/search",
  "/legal",
  "/imprint",
];
const target = process.env.API_URL ?? "http://localhost:3000";

/**
 * The service worker and the web manifest (production builds only; `vite` dev has none, see docs/ARCHITECTURE.md
 * "Service worker"). src/sw.ts is ours (precache, the shell for navigations, Web Push); the plugin builds it into
 * dist/sw.js with the list of files to precache: index.html, the hashed assets, the icons and the offline page.
 * The server (http/negotiation.ts) serves sw.js and the manifest uncached.
 */
const pwa = VitePWA({
  strategies: "injectManifest",
  srcDir: "src",
  filename: "sw.ts",
  // Registered by app/pwa.ts in production builds, not by a script the plugin would add to index.html.
  injectRegister: false,
  manifestFilename: "manifest.webmanifest",
  includeAssets: ["favicon.svg", "offline.html", "icons/apple-touch-icon.png"],
  manifest: {
    name: "Intranet",
    short_name: "Intranet",
    description: "Groups, calendars, messages, chat and files of your organisation.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1971c2",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  injectManifest: {
    // The app's own files; the .br and .gz beside them are the same files for the network, not for the cache.
    globPatterns: [
      "index.html",
      "boot.js",
      "offline.html",
      "favicon.svg",
      "icons/*.png",
      "assets/*.{js,css,svg,woff2}",
    ],
    // The newsletter designer (vite.designer.config.ts) is for administrators, asked from the network when opened.
    globIgnores: ["assets/designer-*"],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

/**
 * `REACT_PROFILING=1` (bench/render-budget.ts): React's profiling build, unminified so that components keep their
 * names, into dist-profiling; nothing precompressed, no service worker. Never served by the server.
 */
const profiling = process.env.REACT_PROFILING === "1";

/**
 * A feature's texts in one language (`features/calendar/i18n/de.ts`, or a part of them: `i18n/tags.de.ts`) and the
 * module gathering them (`src/i18n/feature-texts/de.ts`): the chunk `texts-de`. A module of texts in several
 * languages would tie the languages' chunks together. Not a feature's shell texts (`i18n/shell.de.ts`): they go with
 * the language's common texts (`src/i18n/locales/de.ts`), which the first screen waits for.
 */
const featureTextsLanguage =
  /[\\/]src[\\/](?:features[\\/][^\\/]+[\\/]i18n|i18n[\\/]feature-texts)[\\/](?:(?!shell\.)[\w-]+\.)?(en|de|de_DU|es|fr)\.ts$/;
const featureTexts = (id: string) => {
  const language = featureTextsLanguage.exec(id)?.[1];
  return language ? `texts-${language}` : null;
};

/**
 * `signed-out-shared` for a module the signed-out entry imports statically (directly or through others), else none: the
 * modules are found once per build by walking the entry's static imports.
 */
const MAIN_ENTRY = path.resolve(import.meta.dirname, "src/main.tsx");
const SIGNED_OUT_ENTRY = path.resolve(import.meta.dirname, "src/signed-out.tsx");
/** A page (its HTML is a module of the build) or its script: they stay the page's own chunk, which imports the groups. */
const isEntry = (id: string) => id.endsWith(".html") || id === MAIN_ENTRY || id === SIGNED_OUT_ENTRY;
const signedOutGraphs = new WeakMap<object, Set<string>>();
function signedOutShared(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
  let graph = signedOutGraphs.get(ctx);
  if (!graph) {
    const found = new Set<string>();
    const walk = (module: string) => {
      if (found.has(module)) return;
      found.add(module);
      for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) walk(imported);
    };
    // The page's module too: it imports Vite's modulepreload polyfill beside the entry.
    walk(SIGNED_OUT_HTML);
    walk(SIGNED_OUT_ENTRY);
    graph = found;
    signedOutGraphs.set(ctx, graph);
  }
  // The entry module stays the entry's chunk (the page's script), importing this one.
  return !isEntry(id) && graph.has(id) ? "signed-out-shared" : null;
}

export default defineConfig(({ isSsrBuild }) => ({
  // Each build its own id: what a member's device kept from another build (shapes may differ) is not drawn.
  define: { __APP_BUILD__: JSON.stringify(Date.now().toString(36)) },
  plugins: [
    react(),
    reactRouterProduction(),
    tablerIconsDirect(),
    routeTablesWithoutSchemas(),
    mantineReactId(),
    appShellScrollClassName(),
    firstScreenFiles(),
    // The prerender build (scripts/prerender.mjs) is a Node module run once at build time: nothing to compress
    // or precache.
    ...(isSsrBuild || profiling ? [] : [precompress(), pwa]),
  ],
  ...(profiling && { resolve: { alias: { "react-dom/client": "react-dom/profiling" } } }),
  // The prerender build bundles the app's code; libraries stay Node imports, except those whose CSS the app
  // imports (Node cannot import a .css file; the bundler drops it).
  ssr: { noExternal: [/^@mantine\//] },
  build: {
    outDir: profiling ? "dist-profiling" : "dist",
    emptyOutDir: true,
    ...(profiling && { minify: false }),
    // No source maps in the build: the server would publish them with the assets.
    sourcemap: false,
    rolldownOptions: {
      // Two pages: the member app (index.html, src/main.tsx) and the template of the prerendered signed-out screens
      // (signed-out.html, src/signed-out.tsx: their routes alone, scripts/prerender.mjs).
      ...(!isSsrBuild && {
        input: {
          index: path.resolve(import.meta.dirname, "index.html"),
          "signed-out": path.resolve(import.meta.dirname, "signed-out.html"),
        },
      }),
      experimental: { lazyBarrel: true },
      // A zod schema (z.object(…).optional()) the client does not use is left out, like an unused function.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        // Libraries change less often than the app; separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: "vendor", test: /node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/, priority: 10 },
            // Dates are shown by lazy screens only (the first screen sets their language and zone through
            // lib/dates-core.ts): dayjs, its locales and plugins with the app's date code, one chunk.
            {
              name: "dates",
              test: /node_modules[\\/]dayjs[\\/]|[\\/]src[\\/]lib[\\/]dates\.ts$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            // Everything else the first screen imports (the shell, Mantine's core components, the manifests) goes
            // into the entry chunk: 31 small shared chunks cost a phone on a slow line a request each for a few
            // hundred bytes (34 initial files -> 4). Only modules the entry imports statically ($initial); their
            // dependencies are initial too, so not following them keeps lazy-only modules (with the default,
            // dialogs, editors and schemas came along: 271 KB gzipped) out of the first screen's JavaScript.
            // What the signed-out entry imports (src/signed-out.tsx: the prerendered screens' routes, Mantine's
            // components they draw) is a chunk of its own, which the member app's entry imports too: hydrating a
            // signed-out screen loads and runs none of the member app's first-screen code.
            {
              name: signedOutShared,
              debugName: "signed-out-shared",
              tags: ["$initial"],
              priority: 6,
              includeDependenciesRecursively: false,
            },
            {
              name: (id) => (isEntry(id) ? null : "app"),
              debugName: "app",
              tags: ["$initial"],
              priority: 5,
              includeDependenciesRecursively: false,
            },
            // The userbar and its widgets (features' `*UserbarBlock.tsx`, manifest.ts `userbarWidget`), with what they
            // alone use: one chunk, asked beside the first screen's code on a wider screen, behind the drawer on a phone.
            {
              name: "userbar",
              test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]components[\\/](Userbar|[A-Za-z]+UserbarBlock)\.tsx$/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // Mantine's small layout components that lazy screens draw (a card, a paper, a title, a link; not the
            // first screen's, which the groups above take): one chunk of a few KB instead of a request each beside a
            // route's chunk (the start page asked for six).
            {
              name: "ui",
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Anchor|Card|Paper|SimpleGrid|Title|VisuallyHidden)[\\/]/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // The route tables and constants of `@intranet/contracts` (vite.route-tables.ts) that only lazy screens use:
            // one chunk of a few KB, cached once, instead of a shared chunk for each set of screens using a table.
            { name: (id) => (isContractsPart(id) ? "contracts" : null), priority: 3 },
            // The icons that only lazy screens draw (the first screen's go with the groups above): one chunk of about
            // 10 KB instead of a request each of 1 KB (the inbox asked for seven before its largest paint).
            {
              name: "icons",
              test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // Each language's texts of every feature in one chunk (`texts-de`, i18n/namespaces.ts): a screen asks for
            // the active language's texts of several features at once (the start page for 13), and a phone on a slow
            // line pays a request for each chunk.
            { name: (id) => featureTexts(id), debugName: "texts", priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [
        prefix,
        {
          target,
          changeOrigin: false,
          ws: prefix === "/api",
          // Browser navigations stay with Vite so the SPA routes load; fetches go to the server.
          bypass: (req: { headers: { accept?: string } }) =>
            req.headers.accept?.includes("text/html") ? "/index.html" : undefined,
        },
      ]),
    ),
  },
}));
