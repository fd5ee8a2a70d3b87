import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // Migrates once per run; each file starts from a copy (test/app.ts).
    globalSetup: ["./test/global-setup.ts"],
    // Closes each file's app and database after the file (test/setup.ts).
    setupFiles: ["./test/setup.ts"],
    // Files in one worker share its module graph, so the server is imported once per worker instead of
    // once per file (server project 131 s → 60 s). Safe because no module keeps state: registries live
    // on each app's context (modules/module.test.ts) and no server test mocks a module.
    isolate: false,
    // Generous: on a busy 2-core machine a file's set-up and a test's HTTP round trips can take many
    // times what they take alone (migrating a new embedded database took over 60 s at a load average of
    // 35), and a timeout there reports a failure that is not one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
