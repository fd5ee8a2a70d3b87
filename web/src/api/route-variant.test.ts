import { defineRoute, routeVariant } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";

const route = defineRoute({
  method: "GET",
  path: "/things",
  query: z.union([z.object({ kind: z.literal("a") }), z.object({ kind: z.literal("b"), n: z.number() })]),
  response: {
    200: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
    404: z.object({ error: z.string() }),
  },
});

describe("routeVariant", () => {
  it("keeps the route's method, path and error answers and takes the variant's query and success schema", () => {
    const variant = routeVariant(route, {
      query: z.object({ kind: z.literal("a") }),
      success: z.object({ a: z.string() }),
    });
    expect(variant.method).toBe("GET");
    expect(variant.path).toBe("/things");
    expect(variant.response[404]).toBe(route.response[404]);
    expect(variant.response[200].parse({ a: "x" })).toEqual({ a: "x" });
    expect(() => variant.response[200].parse({ b: 1 })).toThrow();
  });

  it("refuses, at compile time, a variant the route does not answer", () => {
    // @ts-expect-error: { c } is none of the route's answers.
    routeVariant(route, { query: z.object({ kind: z.literal("a") }), success: z.object({ c: z.boolean() }) });
    // @ts-expect-error: kind "c" is none of the route's queries.
    routeVariant(route, { query: z.object({ kind: z.literal("c") }), success: z.object({ a: z.string() }) });
    expect(true).toBe(true);
  });
});
