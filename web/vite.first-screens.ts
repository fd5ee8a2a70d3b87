import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { FIRST_SCREENS, type FirstScreenFiles, TEXT_MODULES } from "./src/app/first-screens.ts";
import { scriptJson } from "./src/lib/script-json.ts";

const BOOT_SCRIPT = '<script async src="/boot.js"></script>';

/**
 * Writes into the member app's index.html, before public/boot.js, the files of each first screen
 * (src/app/first-screens.ts) and of each language's texts that the page does not load by itself: the chunk of the
 * screen's page, the chunks it imports statically and their style sheets. boot.js asks for those of the address it is
 * opened at. A data block, not a script: the Content-Security-Policy (script-src 'self') does not run it.
 */
export function firstScreenFiles(): Plugin {
  let root = "";
  return {
    name: "intranet:first-screen-files",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle || path.basename(ctx.filename) !== "index.html") return html;
        if (!html.includes(BOOT_SCRIPT))
          throw new Error(`index.html: no ${BOOT_SCRIPT} to put the first screens before`);
        const files = filesOf(ctx.bundle, root);
        return html.replace(
          BOOT_SCRIPT,
          () => `<script type="application/json" id="first-screens">${scriptJson(files)}</script>\n    ${BOOT_SCRIPT}`,
        );
      },
    },
  };
}

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

function filesOf(bundle: OutputBundle, root: string): FirstScreenFiles {
  const chunks = Object.values(bundle).filter((item): item is ChunkWithCss => item.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const id = path.resolve(root, module);
    // A module is its chunk's facade, or one of a group's modules (the feature texts' `texts-<language>`).
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`vite.first-screens.ts: no chunk holds ${module}`);
    return chunk;
  };
  /** A chunk and what it imports statically, the first before its imports. */
  const closure = (start: OutputChunk[], seen = new Set<string>()): ChunkWithCss[] => {
    const found: ChunkWithCss[] = [];
    const walk = (chunk: ChunkWithCss) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      found.push(chunk);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) walk(next);
      }
    };
    for (const chunk of start) walk(chunk);
    return found;
  };
  // What index.html loads itself: its entry chunk and every chunk that one imports statically.
  const entry = chunks.filter((chunk) => chunk.isEntry && chunk.name === "index");
  if (entry.length !== 1) throw new Error("vite.first-screens.ts: no single entry chunk named index");
  const initial = closure(entry).map((chunk) => chunk.fileName);
  const beyondInitial = (modules: string[]) => closure(modules.map(chunkOf), new Set(initial));
  const url = (file: string) => `/${file}`;

  const screens: FirstScreenFiles["screens"] = {};
  for (const [address, module] of Object.entries(FIRST_SCREENS)) {
    const needed = beyondInitial([module]);
    screens[address] = {
      js: needed.map((chunk) => url(chunk.fileName)),
      css: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(url),
    };
  }
  const texts: FirstScreenFiles["texts"] = {};
  // The languages are those whose common texts are a chunk (i18n/index.ts loads each on its own).
  const languages = chunks.flatMap(
    (chunk) => /[\\/]src[\\/]i18n[\\/]locales[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? "")?.[1] ?? [],
  );
  for (const language of languages) {
    texts[language] = beyondInitial(TEXT_MODULES(language)).map((chunk) => url(chunk.fileName));
  }
  return { screens, texts };
}
