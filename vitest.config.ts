import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["server/vitest.config.ts", "web/vitest.config.ts"],
    // Server test files each open their own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
