import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Paths the server answers; in dev the SPA on :5173 forwards them with the JSON Accept header intact.
const apiPrefixes = ["/api", "/users", "/members", "/groups", "/administration", "/directory", "/search"];
const target = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app; separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: "mantine", test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/, priority: 20 },
            { name: "vendor", test: /node_modules[\\/](@tanstack|i18next|react-i18next|dayjs)[\\/]/, priority: 10 },
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
});
