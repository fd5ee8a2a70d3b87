import fs from "node:fs";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { AppContext } from "../context.js";
import type { DbOrTx } from "../db/client.js";
import { collectModules, modules } from "./index.js";
import type { ModuleDescriptor } from "./module.js";

const ctxNamed = (name: string) => ({ config: { name } }) as unknown as AppContext;
const db = {} as DbOrTx;
const save = {} as Parameters<ReturnType<typeof collectModules>["appointments"]["saved"]>[1];

describe("collectModules", () => {
  it("builds one registry per app: hooks close over their own app's context", async () => {
    const seen: string[] = [];
    const descriptor: ModuleDescriptor = {
      name: "probe",
      appointmentHooks: (ctx) => ({
        present: async () => {
          seen.push((ctx.config as unknown as { name: string }).name);
        },
      }),
      unreadCounts: () => ({ Messages: sql<number>`1` }),
    };
    const first = collectModules([descriptor], ctxNamed("first"));
    const second = collectModules([descriptor], ctxNamed("second"));
    await second.appointments.present(db, {} as never, [], []);
    await first.appointments.present(db, {} as never, [], []);
    expect(seen).toEqual(["second", "first"]);
    expect(first.unreadCounts).not.toBe(second.unreadCounts);
    expect([...first.unreadCounts.keys()]).toEqual(["probe"]);
  });

  it("combines appointment hooks: the first module's participant rows, every save hook runs after commit in order", async () => {
    const ran: string[] = [];
    const registry = collectModules(
      [
        {
          name: "a",
          appointmentHooks: () => ({ participantRows: () => null, saved: async () => async () => void ran.push("a") }),
        },
        {
          name: "b",
          appointmentHooks: () => ({
            participantRows: (m, answers) => sql`${m}:${answers}`,
            saved: async () => async () => void ran.push("b"),
          }),
        },
      ],
      ctxNamed("x"),
    );
    expect(registry.appointments.participantRows("m", "any")).not.toBeNull();
    const after = await registry.appointments.saved(db, save);
    expect(ran).toEqual([]);
    await after?.();
    expect(ran).toEqual(["a", "b"]);
  });

  it("answers no-ops when no module hooks into appointments, and no session without the auth module", async () => {
    const registry = collectModules([{ name: "alone" }], ctxNamed("x"));
    expect(registry.appointments.participantRows("m", "any")).toBeNull();
    expect(await registry.appointments.saved(db, save)).toBeUndefined();
    expect(await registry.sessions(db, "token")).toBeNull();
  });

  it("refuses two modules with one name, one key registered twice, or two session lookups", () => {
    const sanitize = (html: string) => html;
    const load = async () => null;
    expect(() => collectModules([{ name: "a" }, { name: "a" }], ctxNamed("x"))).toThrow(/named a/);
    expect(() =>
      collectModules(
        [
          { name: "a", translatables: { note: { load, sanitize } } },
          { name: "b", translatables: { note: { load, sanitize } } },
        ],
        ctxNamed("x"),
      ),
    ).toThrow(/"note" a second time/);
    const sessions = async () => null;
    expect(() =>
      collectModules(
        [
          { name: "a", sessions },
          { name: "b", sessions },
        ],
        ctxNamed("x"),
      ),
    ).toThrow(/session lookup/);
    const { groupLookup, notifier } = collectModules([{ name: "alone" }], ctxNamed("x"));
    expect(() =>
      collectModules(
        [
          { name: "a", groupLookup },
          { name: "b", groupLookup },
        ],
        ctxNamed("x"),
      ),
    ).toThrow(/group lookup/);
    expect(() =>
      collectModules(
        [
          { name: "a", notifier },
          { name: "b", notifier },
        ],
        ctxNamed("x"),
      ),
    ).toThrow(/notifier/);
  });

  it("keeps the lower modules working without the modules that fill their hooks", async () => {
    const registry = collectModules([{ name: "alone" }], ctxNamed("x"));
    // No groups: nobody is in a group; no notifications, no activities, no uploads: nothing is recorded or published.
    expect(await registry.groupLookup.activeGroupIdsAmong(db, "m", ["g"])).toEqual(new Set());
    await expect(registry.groupLookup.visibleGroupId(db, {} as never, { slug: "g" })).rejects.toMatchObject({
      status: 404,
    });
    expect(await registry.notifier.withdraw(db, { kind: "group_invite", subjectIds: ["g"] })).toEqual([]);
    expect(await registry.publishImage(db, "i", "m", null)).toBe(false);
    expect(await registry.signInChallenge(ctxNamed("x"), {} as never)).toBeNull();
    expect([...registry.topicAccess.keys()]).toEqual([]);
    expect(() =>
      collectModules([{ name: "a", topicAccess: { member: { allowed: async () => new Set() } } }], ctxNamed("x")),
    ).toThrow(/realtime's/);
  });
});

describe("modules/index.ts", () => {
  it("gives every module its folder's tables as its schema", async () => {
    for (const mod of modules) {
      const dir = path.join(import.meta.dirname, mod.name);
      const tables: unknown[] = [];
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".schema.ts"))) {
        const exported = await import(path.join(dir, file));
        tables.push(...Object.values(exported).filter((v) => is(v, PgTable)));
      }
      const declared = Object.values(mod.schema ?? {}).filter((v) => is(v, PgTable));
      expect(new Set(declared), mod.name).toEqual(new Set(tables));
    }
  });
});
