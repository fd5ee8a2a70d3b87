import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // Migrates once per run; each file starts from a copy (test/app.ts).
    globalSetup: ["./test/global-setup.ts"],
    // Generous: on a busy 2-core machine a file's set-up and a test's HTTP round trips can take many
    // times what they take alone, and a timeout there reports a failure that is not one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
