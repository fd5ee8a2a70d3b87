import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["server/vitest.config.ts", "web/vitest.config.ts"],
    // One worker per core: the tests are CPU-bound (each server file loads a migrated database copy,
    // see server/test/global-setup.ts), so more workers than cores would only make each slower.
    maxWorkers: 2,
  },
});
