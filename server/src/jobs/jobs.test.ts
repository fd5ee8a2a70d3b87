import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.js";
import { pgBossJobs } from "./jobs.js";

describe("pg-boss jobs", () => {
  it("runs a sent job through pg-boss on the embedded database", async () => {
    const database = await openDatabase({});
    const jobs = pgBossJobs({ executeSql: database.executeSql, log: Fastify().log });
    const seen: string[] = [];
    let done: () => void = () => {};
    const ran = new Promise<void>((resolve) => {
      done = resolve;
    });
    jobs.register<{ text: string }>("test.echo", async ({ text }) => {
      seen.push(text);
      done();
    });
    await jobs.start();
    await jobs.send("test.echo", { text: "hello" });
    await ran;
    expect(seen).toEqual(["hello"]);
    await jobs.stop();
    await database.close();
  }, 30_000);
});
