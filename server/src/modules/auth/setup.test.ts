import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { setupTokens } from "./auth.schema.js";
import { prepareFirstStart, SETUP_LINK_FILE } from "./setup.service.js";

const tokenOf = (link: string) => link.split("/setup/")[1] ?? "";

const body = (email: string, overrides: { password_confirmation?: string } = {}) => ({
  network: { name: "Acme GmbH", language: "de", time_zone: "Europe/Vienna" },
  user: {
    first_name: "Ada",
    last_name: "Lovelace",
    email,
    password: "analytical engine",
    password_confirmation: "analytical engine",
    ...overrides,
  },
});

// One file, one database: the tests run in order, the administrator comes only in the last but one.
describe("a production first start and its setup link", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("makes an empty network and a link (in DATA_DIR too) that a second start replaces", async () => {
    const first = await prepareFirstStart(app.ctx);
    const second = await prepareFirstStart(app.ctx);
    if (!first || !second) throw new Error("no setup link");
    expect(second.link).toMatch(/^http:\/\/localhost:3000\/setup\/[\w-]{40,}$/);
    expect(fs.readFileSync(path.join(app.ctx.config.dataDir, SETUP_LINK_FILE), "utf8").trim()).toBe(second.link);
    expect(second.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect((await anonymous(app).get(`/api/v1/setup/${tokenOf(first.link)}`)).statusCode).toBe(404);
    const shown = await anonymous(app).get(`/api/v1/setup/${tokenOf(second.link)}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ network: { name: "Intranet", language: "en" } });
    // Only the hash is stored.
    const rows = await app.ctx.db.select().from(setupTokens);
    expect(rows.map((r) => r.tokenHash)).not.toContain(tokenOf(second.link));
    // An empty network: nobody to sign in as.
    const network = await anonymous(app).get("/api/v1/network");
    expect(network.json().current_member).toBeNull();
  });

  it("answers 404 to a link that has expired", async () => {
    const setup = await prepareFirstStart(app.ctx);
    if (!setup) throw new Error("no setup link");
    await app.ctx.db.update(setupTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const token = tokenOf(setup.link);
    const shown = await anonymous(app).get(`/api/v1/setup/${token}`);
    expect(shown.statusCode).toBe(404);
    expect(shown.json().error).toBe("not_found");
    expect((await anonymous(app).post(`/api/v1/setup/${token}`, body("ada@example.org"))).statusCode).toBe(404);
  });

  it("refuses a form with bad fields, naming each, and keeps the link", async () => {
    const setup = await prepareFirstStart(app.ctx);
    const token = tokenOf(setup?.link ?? "");
    const bad = await anonymous(app).post(`/api/v1/setup/${token}`, {
      network: { name: " ", language: "xx", time_zone: "Mars/Olympus" },
      user: { first_name: "", last_name: "L", email: "not-an-address", password: "short", password_confirmation: "" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().codes).toMatchObject({
      name: ["required"],
      time_zone: ["invalid_time_zone"],
      first_name: ["required"],
      email: ["invalid_email"],
      password: ["too_short"],
    });
    expect(bad.json().errors.language).toBeDefined();
    // An empty address is required, as the other required fields say, not an invalid one.
    const blank = await anonymous(app).post(`/api/v1/setup/${token}`, body(" "));
    expect(blank.json().codes).toEqual({ email: ["required"] });
    const mismatch = await anonymous(app).post(
      `/api/v1/setup/${token}`,
      body("ada@example.org", { password_confirmation: "something else" }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ["does not match"] });
    expect((await anonymous(app).get(`/api/v1/setup/${token}`)).statusCode).toBe(200);
  });

  it("names the network and signs the first administrator in, once: a second use (even at once) answers 404", async () => {
    const setup = await prepareFirstStart(app.ctx);
    const token = tokenOf(setup?.link ?? "");
    const [a, b] = await Promise.all([
      anonymous(app).post(`/api/v1/setup/${token}`, body("ada@example.org")),
      anonymous(app).post(`/api/v1/setup/${token}`, body("grace@example.org")),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 404]);
    const won = a.statusCode === 200 ? a : b;
    expect(won.json()).toMatchObject({ member: { is_network_admin: true, first_name: "Ada" }, redirect_to: "/" });
    const session = won.cookies.find((c) => c.name === "intranet_session")?.value ?? "";
    const preload = await app.inject({ url: "/api/v1/network", cookies: { intranet_session: session } });
    expect(preload.json()).toMatchObject({ name: "Acme GmbH", language: "de", can: { administrate: true } });
    expect(preload.json().current_member).toMatchObject({ time_zone: "Europe/Vienna", language: "de" });
    // Set up now: no restart makes a new link, the page says to sign in.
    const used = await anonymous(app).get(`/api/v1/setup/${token}`);
    expect(used.statusCode).toBe(404);
    expect(used.json().error).toBe("already_set_up");
    expect((await anonymous(app).post(`/api/v1/setup/${token}`, body("eve@example.org"))).statusCode).toBe(404);
    expect(fs.existsSync(path.join(app.ctx.config.dataDir, SETUP_LINK_FILE))).toBe(false);
    // The administrator signs in with the password chosen.
    const signIn = await anonymous(app).post("/users/sign_in", {
      user: { email: won.json().member.email, password: "analytical engine" },
    });
    expect(signIn.json().status).toBe("signed_in");
  });

  it("makes no link once the network has an administrator", async () => {
    expect(await prepareFirstStart(app.ctx)).toBeNull();
    expect(await app.ctx.db.select().from(setupTokens)).toEqual([]);
  });
});
