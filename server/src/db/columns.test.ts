import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { member } from "../../test/factories.js";
import type { App } from "../app.js";
import { members } from "../modules/members/members.schema.js";
import { sortKey } from "./columns.js";

describe("a name's sort key", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("is the same in the generated columns as in what a typed word is compared as", async () => {
    for (const lastName of ["Köhler", "ÖZDEMIR", "Strauß", "Ängström", "José", "Zoë", "de Vries", "Łukasz"]) {
      const m = await member(app, { lastName });
      const [row] = await app.ctx.db.select({ key: members.lastNameSort }).from(members).where(eq(members.id, m.id));
      expect(row?.key).toBe(sortKey(lastName));
    }
    expect(sortKey("Strauß")).toBe("strauss");
  });
});
