// The load harness (bench/) refuses to aim at anything but this machine and refuses unbounded runs.
// Checked here because bench/ has no test project of its own; nothing is started or loaded.
import { describe, expect, it } from "vitest";
import { assertLoopback, bounded, isLoopbackHost } from "../../bench/guard.js";
import { parseBenchArgs } from "../../bench/options.js";

describe("bench guard", () => {
  it("accepts loopback addresses only", () => {
    for (const host of ["127.0.0.1", "127.5.6.7", "localhost", "[::1]"]) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      "10.0.0.1",
      "192.168.1.10",
      "172.16.0.1",
      "8.8.8.8",
      "example.org",
      "127.0.0.1.nip.io",
      "128.0.0.1",
    ])
      expect(isLoopbackHost(host), host).toBe(false);
    expect(() => assertLoopback("http://10.1.2.3:3000")).toThrow(/not a loopback address/);
    expect(() => assertLoopback("ftp://127.0.0.1/")).toThrow(/uses ftp:/);
    expect(() => assertLoopback("not a url")).toThrow(/is not a URL/);
    expect(assertLoopback("postgres://postgres@127.0.0.1:5432/x").hostname).toBe("127.0.0.1");
  });

  it("refuses a remote database or Redis and out-of-range values on the command line", () => {
    expect(() => parseBenchArgs(["--postgres", "postgres://postgres@db.example.org:5432/postgres"])).toThrow(
      /not a loopback address/,
    );
    expect(() => parseBenchArgs(["--redis", "redis://192.168.0.5:6379"])).toThrow(/not a loopback address/);
    expect(() => parseBenchArgs(["--seconds", "100000"])).toThrow(/--seconds must be a number from 1 to 60/);
    expect(() => parseBenchArgs(["--max-minutes", "0"])).toThrow(/--max-minutes/);
    expect(() => parseBenchArgs(["--db", "mysql"])).toThrow(/--db must be/);
    expect(() => parseBenchArgs(["--target", "http://example.org"])).toThrow();
    const quick = parseBenchArgs(["--quick"]);
    expect(quick.seconds).toBe(3);
    expect(quick.maxMinutes).toBeLessThanOrEqual(240);
  });

  it("stops a loop at its count and at its deadline", async () => {
    expect(await bounded(5, 10_000, () => true)).toBe(5);
    const ran = await bounded(1_000_000, 50, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return true;
    });
    expect(ran).toBeLessThan(1_000_000);
  });
});
