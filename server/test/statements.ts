import { expect } from "vitest";
import type { App } from "../src/app.js";
import type { Client } from "./factories.js";

/** The statements one GET sends (counted through the database's observer), its answer checked to be a 200. */
export async function statementsOf(app: App, client: Client, url: string): Promise<number> {
  let count = 0;
  const stop = app.ctx.database.observeQueries(() => {
    count++;
  });
  try {
    const res = await client.get(url);
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    stop();
  }
  return count;
}
