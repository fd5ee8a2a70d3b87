import type { RouteDef } from "@intranet/contracts";
import * as contracts from "@intranet/contracts";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import type { App } from "../app.js";
import { route } from "./route.js";

/** Served routes that are not JSON calls and so stay out of the route table, each for a stated reason. */
const EXEMPT = [
  /^GET \/api\/chat\/socket\/websocket$/, // a WebSocket upgrade, not a request with an answer
  /^GET \/api\/docs/, // the API description's own pages (swagger-ui)
  /^GET \/assets\//, // the web client's static files
];

const isRouteDef = (value: unknown): value is RouteDef =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value;

/** Every entry of every route table the contracts package exports (`networkApi`, `groupsApi`, …). */
const tableEntries = Object.entries(contracts).flatMap(([name, value]) =>
  name.endsWith("Api") && typeof value === "object" && value !== null ? Object.values(value).filter(isRouteDef) : [],
);

describe("contracts route table", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("is what the server serves: every entry is registered and every served route has an entry", () => {
    const served = new Set(app.routeAuthTable.filter((r) => r.method !== "HEAD").map((r) => `${r.method} ${r.url}`));
    const declared = new Set(tableEntries.map((r) => `${r.method} ${r.path}`));
    expect(declared.size, "no two entries for the same method and path").toBe(tableEntries.length);
    expect([...declared].filter((key) => !served.has(key))).toEqual([]);
    expect([...served].filter((key) => !declared.has(key) && !EXEMPT.some((re) => re.test(key)))).toEqual([]);
  });

  it("refuses at compile time a route without an auth decision or with an answer its entry does not declare", () => {
    // Never called: tsc fails this file if one of these lines stops being an error.
    const wrongUses = (app: FastifyInstance) => {
      // @ts-expect-error config.auth is required
      route(app, contracts.unreadsApi.counts, { config: {} }, async () => ({}));
      // @ts-expect-error the answer lacks the fields of the entry's 200 schema
      route(app, contracts.twoFactorApi.factors, { config: { auth: "member" } }, async () => [{ id: null }]);
      // @ts-expect-error a path parameter the entry does not have
      route(app, contracts.membersApi.show, { config: { auth: "member" } }, async (req) => req.params.slug);
    };
    expect(typeof wrongUses).toBe("function");
  });

  it("gives every route a response schema with a success code", () => {
    const withoutSuccess = tableEntries.filter(
      (r) => !Object.keys(r.response).some((code) => Number(code) >= 200 && Number(code) < 400),
    );
    expect(withoutSuccess.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
