import { defineConfig } from "vitest/config";
import { E2E_WORKERS } from "./server.js";

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
    // Spec files run E2E_WORKERS at a time (default 2), each worker against its own app and demo network
    // (e2e/server.ts): a journey mostly waits for the browser and the server, so two at once use the cores.
    maxWorkers: E2E_WORKERS,
    // The spec files of a worker share its loaded modules and its browser (e2e/browser.ts): no spec file
    // keeps module state or mocks modules.
    isolate: false,
  },
});
