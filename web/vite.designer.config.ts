import path from "node:path";
import { defineConfig } from "vite";
import { precompress } from "./vite.config";

/**
 * The newsletter template designer (designer/): its own build, after the app's, into the same dist/ (the page at
 * dist/newsletter-designer.html, its files as assets/designer-*). Built apart so that none of GrapesJS (1.6 MB)
 * lands in a chunk the app shares; the service worker does not precache it (vite.config.ts `globIgnores`).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "designer"),
  base: "/",
  plugins: [precompress((file) => file.startsWith("designer-"))],
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: false,
    sourcemap: false,
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, "designer/newsletter-designer.html"),
      output: {
        entryFileNames: "assets/designer-[name]-[hash].js",
        chunkFileNames: "assets/designer-[name]-[hash].js",
        assetFileNames: "assets/designer-[name]-[hash][extname]",
      },
    },
  },
});
