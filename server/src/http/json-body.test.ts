import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { admin, anonymous, as, type Client } from "../../test/factories.js";
import { routeTable } from "../../test/route-inputs.js";
import type { App } from "../app.js";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-body.js";

/** The probe's finding: a JSON body nested about 3,000 levels deep answered 500 on every JSON route. */
let app: App;
let signedIn: Client;

beforeAll(async () => {
  app = await createTestApp();
  signedIn = await as(app, await admin(app));
});
afterAll(() => app.close());

const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const ID = "0123456789abcdef01234567";

/** Every route of the table that takes a body, its path parameters filled with a well-formed id. */
const bodyRoutes = routeTable()
  .filter(({ route }) => route.body)
  .map(({ key, route }) => ({ key, method: route.method, url: route.path.replace(/:\w+/g, ID) }));

const send = (client: Client, method: string, url: string, payload: string) =>
  client.request({ method: method as "POST", url, headers: { "content-type": "application/json" }, payload });

describe("deeply nested JSON bodies", () => {
  it("measures nesting without recursion", () => {
    expect(nestsDeeperThan(JSON.parse(arrays(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(arrays(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(objects(1_000_000)), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: "x" }], c: null }, 3)).toBe(false);
  });

  it.each([3_000, 100_000])("answers a visitor's sign-in nested %i deep with 400 invalid_json", async (depth) => {
    for (const body of [arrays(depth), objects(depth), `{"user":${objects(depth)}}`]) {
      const res = await send(anonymous(app), "POST", "/users/sign_in", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "invalid_json", message: "The request body is nested too deeply." });
    }
  });

  it("still validates a body nested within the cap", async () => {
    const res = await send(anonymous(app), "POST", "/users/sign_in", objects(MAX_JSON_DEPTH - 1));
    expect(res.statusCode).toBe(422);
  });

  it("answers no JSON route with a 5xx, before or after sign-in; signed in (an administrator), every one says invalid_json", async () => {
    expect(bodyRoutes.length).toBeGreaterThan(50);
    const deep = objects(3_000);
    for (const { key, method, url } of bodyRoutes) {
      const visitor = await send(anonymous(app), method, url, deep);
      expect(visitor.statusCode, `${key} as a visitor: ${visitor.body}`).toBeLessThan(500);
      const res = await send(signedIn, method, url, deep);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(res.json().error, key).toBe("invalid_json");
    }
  });
});

describe("a JSON body with a key that would poison prototypes", () => {
  it("is refused with 400 naming the forbidden key, not as invalid JSON", async () => {
    const poisoned = [
      '{"user":{"email":"a@example.test","__proto__":{"admin":true}}}',
      '{"constructor":{"prototype":{"admin":true}}}',
    ];
    for (const body of poisoned) {
      const res = await send(anonymous(app), "POST", "/users/sign_in", body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({ error: "invalid_json", message: "The body contains a forbidden key." });
    }
    const broken = await send(anonymous(app), "POST", "/users/sign_in", '{"user":');
    expect(broken.json()).toEqual({ error: "invalid_json", message: "The request body is not valid JSON." });
  });
});
