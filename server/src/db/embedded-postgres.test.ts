import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startEmbeddedPostgres } from "./embedded-postgres.js";

const roots: string[] = [];
const newDataDir = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-embedded-"));
  fs.chmodSync(root, 0o755);
  roots.push(root);
  return root;
};
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The postmasters running on this data folder, read from /proc (what `ps` would show). */
function postmastersOf(dataDir: string): number[] {
  return fs
    .readdirSync("/proc")
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const args = fs.readFileSync(`/proc/${p}/cmdline`, "utf8").split("\0");
        return /\/postgres$/.test(args[0] ?? "") && args[1] === "-D" && args[2] === dataDir;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const script = (dir: string) => `
  import { startEmbeddedPostgres } from ${JSON.stringify(path.join(import.meta.dirname, "embedded-postgres.ts"))};
  import pg from "pg";
  const cluster = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)} });
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query("create table kept (note text)");
  await client.query("insert into kept values ('written before the kill')");
  await client.end();
  process.stdout.write("ready\\n");
  setInterval(() => {}, 1000);
`;

describe.skipIf(process.platform !== "linux")("embedded PostgreSQL", () => {
  it("initialises on first start, keeps the data for the next start and lets go of the folder when stopped", async () => {
    const dir = path.join(newDataDir(), "pg");
    const first = await startEmbeddedPostgres({ dir });
    expect(fs.readFileSync(path.join(dir, "app.pid"), "utf8").trim()).toBe(String(process.pid));
    await query(first.url, "create table notes (body text)");
    await query(first.url, "insert into notes values ('kept')");
    const [version] = await query<{ server_version_num: string }>(first.url, "show server_version_num");
    expect(Number(version?.server_version_num)).toBeGreaterThanOrEqual(180000);
    await first.stop();
    expect(fs.existsSync(path.join(dir, "app.pid"))).toBe(false);
    expect(postmastersOf(path.join(dir, "data"))).toEqual([]);

    const second = await startEmbeddedPostgres({ dir });
    expect(await query(second.url, "select body from notes")).toEqual([{ body: "kept" }]);
    // The search's extensions and stemmers come with the binaries.
    await query(second.url, "create extension unaccent");
    expect(
      await query(second.url, "select unaccent('Müller') as name, to_tsvector('german', 'Häuser')::text as v"),
    ).toEqual([{ name: "Muller", v: "'haus':1" }]);
    expect(fs.readdirSync(path.join(dir, "log")).some((f) => f.startsWith("postgresql-"))).toBe(true);
    await second.stop();
  });

  it("starts on another port when the one it chose was taken before the server could bind it", async () => {
    const dir = path.join(newDataDir(), "pg");
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
    const taken = (squatter.address() as net.AddressInfo).port;
    const chosen: number[] = [];
    try {
      const cluster = await startEmbeddedPostgres({
        dir,
        ephemeral: true,
        // The first attempt gets the squatter's port, as if someone had bound it between choosing and binding.
        choosePort: async () => {
          const port = chosen.length === 0 ? taken : await freePort();
          chosen.push(port);
          return port;
        },
      });
      expect(chosen).toHaveLength(2);
      expect(cluster.port).toBe(chosen[1]);
      expect(await query(cluster.url, "select 1 as one")).toEqual([{ one: 1 }]);
      await cluster.stop();
    } finally {
      squatter.close();
    }
  });

  it("after a kill -9 of the app, stops the server it left running and serves the same data with one server", async () => {
    const dir = path.join(newDataDir(), "pg");
    const app = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script(dir)], {
      cwd: import.meta.dirname,
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      app.stdout.on("data", (chunk) => String(chunk).includes("ready") && resolve());
      app.on("exit", (code) => reject(new Error(`the app ended with ${code}`)));
    });
    app.kill("SIGKILL");
    await new Promise((resolve) => app.once("close", resolve));
    const data = path.join(dir, "data");
    expect(postmastersOf(data)).toHaveLength(1);

    const next = await startEmbeddedPostgres({ dir });
    expect(await query(next.url, "select note from kept")).toEqual([{ note: "written before the kill" }]);
    expect(postmastersOf(data)).toHaveLength(1);
    await next.stop();
    expect(postmastersOf(data)).toEqual([]);
  });

  it("refuses a folder that another running app holds", async () => {
    const dir = path.join(newDataDir(), "pg");
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "app.pid"), `${other.pid}\n`);
      await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(
        `Another Intranet server (process ${other.pid}) is using ${dir}`,
      );
    } finally {
      other.kill();
    }
  });

  it("touches nothing in a foreign, a damaged or an earlier engine's folder and says what to do", async () => {
    const foreign = path.join(newDataDir(), "pg");
    fs.mkdirSync(foreign);
    fs.writeFileSync(path.join(foreign, "notes.txt"), "mine");
    await expect(startEmbeddedPostgres({ dir: foreign })).rejects.toThrow(/holds no cluster of this app/);
    expect(fs.readdirSync(foreign)).toEqual(["notes.txt"]);

    const damaged = path.join(newDataDir(), "pg");
    fs.mkdirSync(path.join(damaged, "data"), { recursive: true });
    fs.writeFileSync(path.join(damaged, "intranet-cluster.json"), "{}");
    await expect(startEmbeddedPostgres({ dir: damaged })).rejects.toThrow(/is damaged: it has no PG_VERSION/);
    expect(fs.readdirSync(path.join(damaged, "data"))).toEqual([]);

    const root = newDataDir();
    fs.mkdirSync(path.join(root, "db"));
    fs.writeFileSync(path.join(root, "db", "PG_VERSION"), "17\n");
    await expect(startEmbeddedPostgres({ dir: path.join(root, "pg") })).rejects.toThrow(/npm run db:import-pglite/);
    expect(fs.existsSync(path.join(root, "pg"))).toBe(false);
  });
});
