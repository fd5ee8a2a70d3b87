import type { SQL } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../src/app.js";
import { networks } from "../src/modules/network/network.schema.js";
import type { Client } from "./factories.js";
import type { Json } from "./files-helpers.js";

/** GET /search.json with the given query string, as the client's member; the answer, its 200 checked. */
export async function searchAs(client: Client, query: string): Promise<Json> {
  const res = await client.get(`/search.json?${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json();
}

/** GET /search/suggestions with the given query string; the suggestions, the 200 checked. */
export async function suggestionsAs(client: Client, query: string): Promise<Json[]> {
  const res = await client.get(`/search/suggestions?${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json().suggestions as Json[];
}

/**
 * One module's view of the search, as the per-module tests ask it: `found` reads the module's answer of any search
 * URL (overview, module page, a group's search), `search` asks the module's page for typed words (encoded here),
 * `suggestions` keeps the module's own suggestions.
 */
export function moduleSearch(module: string) {
  const found = async (client: Client, url: string): Promise<Json> => {
    const res = await client.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json()[module];
  };
  return {
    found,
    search: (client: Client, q: string, extra = "") =>
      found(client, `/search.json?q=${encodeURIComponent(q)}&module=${module}${extra}`),
    suggestions: async (client: Client, q: string, extra = "") =>
      (await suggestionsAs(client, `q=${encodeURIComponent(q)}${extra}`)).filter((s) => s.module === module),
  };
}

/**
 * A document holding "Quarterly" is re-stemmed when the network's language changes, in the same transaction: its
 * vector (`vector`, a select of one `search_vector::text as v`) has English's 'quarter', in French not (the French
 * stem instead, `meanwhile` running then), and the same again once the language is English again.
 */
export async function expectRestemmed(app: App, vector: SQL, meanwhile: () => Promise<void>) {
  const stems = async () => ((await app.ctx.db.execute(vector)) as unknown as { rows: { v: string }[] }).rows[0]?.v;
  const english = await stems();
  expect(english).toContain("'quarter'");
  await app.ctx.db.update(networks).set({ language: "fr" });
  try {
    // French first, German second: English's 'quarter' is gone, the French stem is there.
    const french = await stems();
    expect(french).not.toContain("'quarter'");
    expect(french).toContain("'quarterly'");
    await meanwhile();
  } finally {
    await app.ctx.db.update(networks).set({ language: "en" });
  }
  expect(await stems()).toBe(english);
}
