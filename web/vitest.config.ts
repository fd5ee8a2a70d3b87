import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "jsdom",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    setupFiles: ["./src/test/timeouts.ts", "./src/test/setup.ts"],
    restoreMocks: true,
    // The defaults (5 s a test, 10 s a hook) trip on a busy 2-core machine, where rendering a page
    // in jsdom can take many times what it takes alone.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
