import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { as, group, member, network } from "../../test/factories.js";
import { databaseUrl, withAdmin } from "../../test/global-setup.js";
import type { App } from "../app.js";
import { restoreBackup, writeBackup } from "./backup.js";
import { openDatabase } from "./client.js";

let app: App;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "intranet-backup-"));
const server = () => inject("postgresServer");
const restored = `restore_${Date.now().toString(36)}`;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await withAdmin(server(), (c) => c.query(`drop database if exists ${restored} with (force)`));
});

const counts = async (url: string) => {
  const database = await openDatabase({ url, migrate: false, max: 1 });
  try {
    const { rows } = await database.executeSql(
      `select (select count(*)::int from members) as members, (select count(*)::int from groups) as groups,
        (select count(*)::int from messages) as messages, (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
        (select string_agg(name, ',' order by name) from groups) as names`,
    );
    return rows[0];
  } finally {
    await database.close();
  }
};

describe("backup and restore", () => {
  it("restores a backup into an empty database with every row, at this version's migrations", async () => {
    await network(app);
    const [ada, ben] = [await member(app, { firstName: "Ada" }), await member(app, { firstName: "Ben" })];
    await group(app, { access: "hidden" });
    const asAda = await as(app, ada);
    const sent = await asAda.post("/api/v1/messages", { to: [ben.id], subject: "Hi", content: "<p>x</p>" });
    expect(sent.statusCode, sent.body).toBeLessThan(300);

    const url = app.ctx.config.databaseUrl as string;
    const file = path.join(dir, "backup.zip");
    const manifest = await writeBackup(url, file);
    expect(manifest.tables.map((t) => t.name)).toContain("members");

    await withAdmin(server(), (c) => c.query(`create database ${restored}`));
    const target = databaseUrl(server(), restored);
    await restoreBackup(file, target);
    expect(await counts(target)).toEqual(await counts(url));

    // Never over data: a second restore into the same database is refused.
    await expect(restoreBackup(file, target)).rejects.toThrow(/not empty/);
  });
});
