import { expect } from "vitest";
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
