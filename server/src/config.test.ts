import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("config", () => {
  it("has embedded defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, smtpUrl: undefined });
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("writes plain text for a person unless LOG_FORMAT=json asks for JSON lines only", () => {
    expect(loadConfig({}).logFormat).toBe("text");
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(() => loadConfig({ LOG_FORMAT: "pretty" })).toThrow(/LOG_FORMAT/);
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "not a url" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "not a url" });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it("resolves a relative data folder from where npm was started, not from the workspace", () => {
    expect(loadConfig({ INIT_CWD: "/srv/intranet", DATA_DIR: "./data" }).dataDir).toBe("/srv/intranet/data");
    expect(loadConfig({ INIT_CWD: "/srv/intranet", DATA_DIR: "/var/lib/intranet" }).dataDir).toBe("/var/lib/intranet");
  });

  it("treats an empty URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("trusts no proxy by default; TRUST_PROXY takes addresses, ranges or a hop count, never every peer", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,loopback" }).trustProxy).toBe(
      "127.0.0.1,10.0.0.0/8,::1,loopback",
    );
    for (const bad of ["true", "proxy.example", "10.0.0.0/40", "10.0.0.1/8/1"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
