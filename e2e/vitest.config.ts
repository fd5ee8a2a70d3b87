import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["specs/**/*.spec.ts"],
    globalSetup: ["./server.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One browser journey at a time against one server: the journeys share its demo network.
    fileParallelism: false,
  },
});
