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
