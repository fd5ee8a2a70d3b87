import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { anonymous } from "../../test/factories.js";
import type { App } from "../app.js";
import { groups } from "../modules/groups/groups.schema.js";
import { members } from "../modules/members/members.schema.js";
import { ADMIN_EMAIL, seedDemoNetwork } from "./demo.js";

describe("demo seed", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ seedPassword: "demo-password-123" });
  });

  it("builds a believable network once and leaves it alone on restart", async () => {
    expect((await seedDemoNetwork(app.ctx)).created).toBe(true);
    const [first] = await app.ctx.db.select({ n: count() }).from(members);
    expect(first?.n).toBeGreaterThanOrEqual(35);
    expect((await seedDemoNetwork(app.ctx)).created).toBe(false);
    const [second] = await app.ctx.db.select({ n: count() }).from(members);
    expect(second?.n).toBe(first?.n);
    const accesses = (await app.ctx.db.select({ access: groups.access }).from(groups)).map((g) => g.access);
    expect(new Set(accesses)).toEqual(new Set(["open", "closed", "hidden"]));
    const [guest] = await app.ctx.db.select().from(members).where(eq(members.isExternal, true));
    expect(guest).toBeDefined();
  });

  it("lets the administrator sign in with the seed password", async () => {
    await seedDemoNetwork(app.ctx);
    const res = await anonymous(app).post("/users/sign_in", {
      user: { email: ADMIN_EMAIL, password: "demo-password-123" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().member.is_network_admin).toBe(true);
  });
});
