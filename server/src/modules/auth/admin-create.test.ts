import { spawnSync } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, network } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { prepareFirstStart } from "./setup.service.js";

const cli = path.resolve(import.meta.dirname, "../../admin-cli.ts");

/** `npm run admin:create` as an operator runs it (the TypeScript source through tsx), on the test's database. */
function adminCreate(app: App, args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ["--import", "tsx", cli, "create", ...args], {
    env: { ...process.env, DATABASE_URL: app.ctx.config.databaseUrl, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const signIn = (app: App, email: string, password: string) =>
  anonymous(app).post("/users/sign_in", { user: { email, password } });

describe("npm run admin:create", { timeout: 300_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("refuses without a first and a last name, or a short ADMIN_PASSWORD", () => {
    const noName = adminCreate(app, ["--email", "ops@example.org", "--name", "Ops"]);
    expect(noName.status).toBe(2);
    expect(noName.stderr).toMatch(/--name must give a first and a last name/);
    const short = adminCreate(app, ["--email", "ops@example.org", "--name", "Ops Team"], { ADMIN_PASSWORD: "short" });
    expect(short.status).toBe(2);
    expect(short.stderr).toMatch(/ADMIN_PASSWORD must have at least 10 characters/);
  });

  it("creates the first administrator of an empty production network, whose setup link then answers 404", async () => {
    const setup = await prepareFirstStart(app.ctx);
    const token = setup?.link.split("/setup/")[1] ?? "";
    const run = adminCreate(app, ["--email", "ops@example.org", "--name", "Olga Ops Team"], {
      ADMIN_PASSWORD: "scripted install 1",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Created the administrator Olga Ops Team <ops@example.org>.");
    expect(run.stdout).not.toContain("Password");
    const res = await signIn(app, "ops@example.org", "scripted install 1");
    expect(res.json()).toMatchObject({
      status: "signed_in",
      member: { is_network_admin: true, last_name: "Ops Team" },
    });
    expect((await anonymous(app).get(`/api/v1/setup/${token}`)).statusCode).toBe(404);
  });

  it("adds an administrator beside those a network has (the demo's), printing a generated password once", async () => {
    await network(app);
    await admin(app, { email: "admin@example.com" });
    const run = adminCreate(app, ["--email", "second@example.org", "--name", "Sam Second"]);
    const password = /Password \(shown only now\): (\S+)/.exec(run.stdout)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await signIn(app, "second@example.org", password)).json().status).toBe("signed_in");
    const again = adminCreate(app, ["--email", "second@example.org", "--name", "Sam Second"]);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already taken/);
  });
});
