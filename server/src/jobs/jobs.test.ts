import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/app.js";
import { type Jobs, pgBossJobs } from "./jobs.js";

// The real queue on this file's test database, with pg-boss's own pool as in production.
let test: TestDatabase;
let jobs: Jobs;
const seen: string[] = [];
let failuresLeft = 1;
const waiters = new Map<string, () => void>();
const ran = (text: string) =>
  new Promise<void>((resolve) => {
    waiters.set(text, resolve);
  });

beforeAll(async () => {
  test = await openTestDatabase();
  jobs = pgBossJobs({
    connectionString: test.url,
    log: Fastify().log,
  });
  jobs.register<{ text: string }>("test.echo", async ({ text }) => {
    seen.push(text);
    waiters.get(text)?.();
  });
  jobs.register<{ text: string }>("test.flaky", async ({ text }) => {
    seen.push(`tried ${text}`);
    if (failuresLeft-- > 0) throw new Error("the relay is down");
    waiters.get(text)?.();
  });
  jobs.register<{ text: string }>("test.batch", async ({ text }) => {
    if (text === "first") await held.get("test.batch");
    seen.push(`batch ${text}`);
    if (text === "bad" && !seen.includes("batch bad again")) {
      seen.push("batch bad again");
      throw new Error("this one fails");
    }
    waiters.get(`batch ${text}`)?.();
  });
  jobs.register<{ text: string }>("test.doomed", async ({ text }) => {
    if (text === "first") await held.get("test.doomed");
    if (text === "bad") throw new Error("this one fails");
  });
  await jobs.start();
});

/** Per queue, what its job "first" waits for. */
const held = new Map<string, Promise<void>>();

afterAll(async () => {
  await jobs?.stop();
  await test?.drop();
});

async function jobState(name: string): Promise<{ state: string; retry_count: number } | undefined> {
  const { rows } = await test.database.executeSql(
    "select state::text as state, retry_count from pgboss.job where name = $1 order by created_on desc limit 1",
    [name],
  );
  return rows[0] as { state: string; retry_count: number } | undefined;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The states of the queue's jobs but "first", by text, once each is done or failed. */
const settled = (name: string) =>
  until(
    async () =>
      (
        await test.database.executeSql(
          "select data->>'text' as text, state::text as state, started_on from pgboss.job where name = $1 and data->>'text' <> 'first' order by data->>'text'",
          [name],
        )
      ).rows as { text: string; state: string; started_on: Date }[],
    (rows) => rows.every((row) => row.state !== "created" && row.state !== "active"),
  );

/** Sends the texts while the queue's worker holds its job "first", then lets it go: one fetch takes them all. */
async function sendAsOneBatch(name: string, texts: string[]) {
  let release = () => {};
  held.set(
    name,
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
  await jobs.send(name, { text: "first" });
  await until(
    async () =>
      (
        await test.database.executeSql(
          "select count(*)::int as n from pgboss.job where name = $1 and state = 'active'",
          [name],
        )
      ).rows[0] as { n: number },
    (row) => row.n === 1,
  );
  for (const text of texts) await jobs.send(name, { text });
  release();
}

describe("pg-boss jobs", () => {
  it("runs a sent job through pg-boss", async () => {
    const done = ran("hello");
    await jobs.send("test.echo", { text: "hello" });
    await done;
    expect(seen).toContain("hello");
    expect(
      await until(
        () => jobState("test.echo"),
        (job) => job?.state === "completed",
      ),
    ).toMatchObject({
      state: "completed",
    });
  });

  it("retries a failing job", async () => {
    const done = ran("mail");
    await jobs.send("test.flaky", { text: "mail" });
    const failed = await until(
      () => jobState("test.flaky"),
      (job) => job?.state === "retry",
    );
    // pg-boss counts a retry when it fetches the job again.
    expect(failed?.retry_count).toBe(0);
    // The queue waits 30 s and more before a retry; bring it forward rather than wait.
    await test.database.executeSql("update pgboss.job set start_after = now() where name = $1 and state = 'retry'", [
      "test.flaky",
    ]);
    await done;
    expect(seen.filter((s) => s === "tried mail")).toHaveLength(2);
    expect(
      await until(
        () => jobState("test.flaky"),
        (job) => job?.state === "completed",
      ),
    ).toMatchObject({
      state: "completed",
      retry_count: 1,
    });
  });

  it("takes the jobs waiting in one fetch, and fails only the one that throws", async () => {
    const rest = Promise.all(["batch ok1", "batch ok2"].map(ran));
    await sendAsOneBatch("test.batch", ["ok1", "bad", "ok2"]);
    await rest;
    const states = await settled("test.batch");
    expect(states.map((row) => [row.text, row.state])).toEqual([
      ["bad", "retry"],
      ["ok1", "completed"],
      ["ok2", "completed"],
    ]);
    // One fetch took the three (pg-boss stamps a fetch's jobs with one time).
    expect(new Set(states.filter((row) => row.text !== "bad").map((row) => String(row.started_on))).size).toBe(1);
    expect(seen.filter((text) => text === "batch ok1")).toHaveLength(1);
  });

  it("keeps the jobs of a batch done when failing another one throws", async () => {
    // The database refuses the first failure (as if it were gone for a moment), and takes the next. In pg-boss's
    // schema, which the database's next file does not find (server/test/app.ts drops it): a sequence left in public
    // would be in that file's backups.
    await test.database.executeSql("create sequence pgboss.refused_failures", []);
    await test.database.executeSql(
      `create function pgboss.refuse_first_failure() returns trigger language plpgsql as $$
       begin
         if nextval('pgboss.refused_failures') = 1 then raise exception 'the database is gone'; end if;
         return old;
       end $$`,
      [],
    );
    await test.database.executeSql(
      "create trigger refuse_first_failure after delete on pgboss.job for each row when (old.name = 'test.doomed') execute function pgboss.refuse_first_failure()",
      [],
    );
    await sendAsOneBatch("test.doomed", ["ok1", "bad", "ok2"]);
    const states = await settled("test.doomed");
    // Failed with the batch, "ok1" and "ok2" would be retried and run again.
    expect(states.map((row) => [row.text, row.state])).toEqual([
      ["bad", "retry"],
      ["ok1", "completed"],
      ["ok2", "completed"],
    ]);
  });

  it("runs queued jobs one after the other without waiting a polling interval between them", async () => {
    const texts = ["q1", "q2", "q3", "q4", "q5"];
    const done = Promise.all(texts.map(ran));
    for (const text of texts) await jobs.send("test.echo", { text });
    await done;
    const { rows } = await test.database.executeSql(
      "select extract(epoch from max(started_on) - min(started_on)) * 1000 as span from pgboss.job where name = $1 and data->>'text' like 'q%'",
      ["test.echo"],
    );
    // The worker waits 2 s after a fetch unless woken: five jobs one interval apart would span 8 s.
    expect(Number((rows[0] as { span: string }).span)).toBeLessThan(2_000);
  });
});
