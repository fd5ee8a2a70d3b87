import { afterAll } from "vitest";
import { runCleanups } from "./app.js";

// A setup file runs for every test file, also when files share a worker's modules (isolate: false).
// Not inside createTestApp: vitest never runs an afterAll registered in the beforeAll that calls it.
afterAll(runCleanups);
