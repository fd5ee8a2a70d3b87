import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import type { App } from "../app.js";

/** GET /healthz and /readyz as a load balancer asks them: no session, no Accept header. */
const check = (app: App, url: "/healthz" | "/readyz") => app.inject({ method: "GET", url });

/** A free port on loopback, for a Redis server of this test's own. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn("redis-server", [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
    redis.once("exit", () => reject(new Error("redis-server ended")));
  });
  return redis;
}

let redis: ChildProcess | null = null;
afterAll(() => {
  if (redis?.exitCode === null) redis.kill();
});

describe("health checks", () => {
  it("says the process is up and the database answers", async () => {
    const app = await createTestApp();
    const live = await check(app, "/healthz");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await check(app, "/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", checks: { database: "ok" } });
  });

  it("checks Redis where it is configured, and answers 503 naming it once it stops", async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const app = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
    const ready = await check(app, "/readyz");
    expect(ready.json()).toEqual({ status: "ok", checks: { database: "ok", redis: "ok" } });
    const stopped = new Promise((resolve) => redis?.once("exit", resolve));
    redis.kill();
    await stopped;
    const down = await check(app, "/readyz");
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: "unavailable", checks: { database: "ok", redis: "failed" } });
    expect((await check(app, "/healthz")).statusCode).toBe(200);
  });

  it("answers 503 naming the database when it does not answer", async () => {
    const app = await createTestApp();
    await app.ctx.database.close();
    const down = await check(app, "/readyz");
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: "unavailable", checks: { database: "failed" } });
    expect((await check(app, "/healthz")).statusCode).toBe(200);
  });
});
