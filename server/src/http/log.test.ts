import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/app.js";
import { type App, buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { REDACTED, redactUrl } from "./log.js";

describe("request log", () => {
  const lines: string[] = [];
  let app: App;
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-log-test-"));
    const config = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "info", DATA_DIR: dataDir },
      { webDist: path.join(dataDir, "no-web"), databaseUrl: db.url },
    );
    app = await buildApp({
      config,
      database: { database: db.database, url: db.url },
      inlineJobs: true,
      logStream: { write: (l) => lines.push(l) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes request URLs without feed tokens, socket tokens, reset links or other secrets", async () => {
    const urls = [
      "/appointments.ics?auth_token=SECRET-feed-1",
      "/calendars/my/appointments.ics?view=month&auth_token=SECRET-feed-2",
      "/api/chat/socket/websocket?token=SECRET-socket&vsn=2.0.0",
      "/users/password/edit?reset_password_token=SECRET-reset",
      "/api/storage/files/1/get/x?download=1&signature=SECRET-sig",
    ];
    for (const url of urls) await app.inject({ url, headers: { accept: "application/json" } });
    const logged = lines.join("\n");
    expect(logged).toContain("/appointments.ics?auth_token=[redacted]");
    expect(logged).toContain("view=month&auth_token=[redacted]");
    expect(logged).toContain("token=[redacted]&vsn=2.0.0");
    expect(logged).not.toContain("SECRET");
  });

  it("redacts by parameter name, keeps everything else as sent", () => {
    expect(redactUrl("/a?q=1&secret_key=abc&code=123456&page=2")).toBe(
      `/a?q=1&secret_key=${REDACTED}&code=${REDACTED}&page=2`,
    );
    expect(redactUrl("/a?auth%5Ftoken=abc")).toBe(`/a?auth%5Ftoken=${REDACTED}`);
    expect(redactUrl("/a?token")).toBe("/a?token");
    // The first start's setup link carries its token in the path.
    expect(redactUrl("/api/v1/setup/Abc-123_x")).toBe(`/api/v1/setup/${REDACTED}`);
    expect(redactUrl("/setup/Abc-123_x?x=1")).toBe(`/setup/${REDACTED}?x=1`);
    expect(redactUrl("/groups/setup/x")).toBe("/groups/setup/x");
    expect(redactUrl("/plain/path")).toBe("/plain/path");
  });
});
