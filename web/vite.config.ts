import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Paths the server answers; in dev the SPA on :5173 forwards them with the JSON Accept header intact.
const apiPrefixes = ["/api", "/users", "/members", "/groups", "/administration", "/directory", "/search"];
const target = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
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
});
