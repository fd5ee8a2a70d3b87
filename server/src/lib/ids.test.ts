import { describe, expect, it } from "vitest";
import { newId } from "./ids.js";

describe("newId", () => {
  it("increases for ids made one after the other, even within one millisecond", () => {
    const ids = Array.from({ length: 1000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sorts a backdated id by its date, before the ids made now", () => {
    const now = newId();
    const yesterday = new Date(Date.now() - 86_400_000);
    const dayAgo = newId(yesterday);
    const weekAgo = newId(new Date(Date.now() - 7 * 86_400_000));
    const after = newId();
    expect([now, dayAgo, weekAgo, after].sort()).toEqual([weekAgo, dayAgo, now, after]);
    expect(Number.parseInt(dayAgo.slice(0, 8), 16)).toBe(Math.floor(yesterday.getTime() / 1000));
  });
});
