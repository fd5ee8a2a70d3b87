import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { appItems } from "./apps.schema.js";
import { initialRanks } from "./rank.js";

/**
 * The wall at the size (5,000 items in 8 columns) against a small one: loading it and moving a card send the
 * same statements, and a move writes one row however long the column (no renumbering).
 */
let app: App;
let client: Client;
const COLUMNS = Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, label: `Column ${i}` }));

async function wall(size: number) {
  const res = await client.post("/api/v1/apps", {
    name: `Wall ${size}`,
    fields: [
      { name: "title", label: "Title", type: "text" },
      { name: "status", label: "Status", type: "selection", options: COLUMNS },
    ],
    collection_layout: { view: "wall", column_property: "status" },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, slug } = res.json() as { id: string; slug: string };
  const ranks = initialRanks(size);
  const rows = ranks.map((position, i) => ({
    appId: id,
    position,
    values: { title: `Card ${i}`, status: `c${i % COLUMNS.length}` },
  }));
  for (let i = 0; i < rows.length; i += 1000) await app.ctx.db.insert(appItems).values(rows.slice(i, i + 1000));
  const items = (await client.get(`/api/v1/apps/${slug}/items`)).json().items as {
    id: string;
    values: { status: string };
  }[];
  return { slug, items };
}

/** Statements (and the writing ones) of one call, and its time. */
async function observed(call: () => Promise<{ statusCode: number; body: string }>) {
  const statements: string[] = [];
  const stop = app.ctx.database.observeQueries((sql) => statements.push(sql));
  const started = performance.now();
  try {
    const res = await call();
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    stop();
  }
  const ms = performance.now() - started;
  const writes = statements.filter((s) => /^\s*(update|insert|delete)/i.test(s)).length;
  return { statements: statements.length, writes, ms };
}

beforeAll(async () => {
  app = await createTestApp();
  client = await as(app, await admin(app));
});

describe("the wall at 5,000 cards", () => {
  it("loads and moves with the same statements as a small wall, writing the moved row alone", async () => {
    const results: Record<string, unknown>[] = [];
    for (const size of [16, 5000]) {
      const { slug, items } = await wall(size);
      const inColumn = (c: string) => items.filter((i) => i.values.status === c);
      const mover = inColumn("c0")[0];
      const anchor = inColumn("c3")[Math.floor(inColumn("c3").length / 2)];
      if (!mover || !anchor) throw new Error("no cards");
      await client.get(`/api/v1/apps/${slug}/items`);
      const load = await observed(() => client.get(`/api/v1/apps/${slug}/items`));
      const move = await observed(() =>
        client.post(`/api/v1/apps/${slug}/items/${mover.id}/move`, {
          insert_after_id: anchor.id,
          values: { status: "c3" },
        }),
      );
      const after = (await client.get(`/api/v1/apps/${slug}/items`)).json().items as {
        id: string;
        values: { status: string };
      }[];
      const column = after.filter((i) => i.values.status === "c3").map((i) => i.id);
      expect(column[column.indexOf(anchor.id) + 1]).toBe(mover.id);
      results.push({ size, load, move });
    }
    console.log(JSON.stringify(results));
    const [small, large] = results as { load: { statements: number }; move: { statements: number; writes: number } }[];
    expect(large?.load.statements).toBe(small?.load.statements);
    expect(large?.move.statements).toBe(small?.move.statements);
    expect(large?.move.writes).toBe(1);
  });
});
