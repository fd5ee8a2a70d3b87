import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["specs/**/*.spec.ts"],
    globalSetup: ["./server.ts"],
    // Generous: a journey on a busy 2-core machine (server, browser and tests sharing it) can take
    // several times what it takes alone; the global set-up builds and migrates before the first one.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One browser journey at a time against one server: the journeys share its demo network.
    fileParallelism: false,
    // The spec files share one worker, its loaded modules and its browser (e2e/browser.ts): no spec file
    // keeps module state or mocks modules.
    isolate: false,
  },
});
