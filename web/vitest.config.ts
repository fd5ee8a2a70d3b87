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
    unstubGlobals: true,
    // Files in one worker share its module graph and its jsdom window: Mantine, React and the
    // translations are imported once per worker, not once per file. Under load the project ran in
    // 3 min 45 s instead of more than 15 min. Safe because no web test mocks a module (vi.mock) and
    // test/setup.ts unmounts, clears notifications and restores mocks and globals after every test.
    isolate: false,
    // The defaults (5 s a test, 10 s a hook) trip on a busy 2-core machine, where rendering a page
    // in jsdom can take many times what it takes alone.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
