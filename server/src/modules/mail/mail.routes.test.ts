import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { passwordResetMail } from "../auth/auth.mails.js";
import { sendMail } from "./send-mail.js";

describe("GET /administration/outbox", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("is for network administrators only", async () => {
    const res = await (await as(app, await member(app))).get("/administration/outbox");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("forbidden");
  });

  it("lists the newest mail first with paging", async () => {
    await app.ctx.mailer.send({ to: "a@example.test", subject: "First", text: "1" });
    await app.ctx.mailer.send({ to: "b@example.test", subject: "Second", text: "2" });
    const body = (await (await as(app, await admin(app))).get("/administration/outbox?limit=1")).json();
    expect(body.mails.map((m: { subject: string }) => m.subject)).toEqual(["Second"]);
    expect(body.mails[0]).toMatchObject({ to: "b@example.test", text: "2", html: null, attachments: [] });
    expect(body.meta).toMatchObject({ page: 1, per_page: 1, total_count: 2, total_pages: 2 });
  });

  it("shows both parts of a mail sent through the mail layer", async () => {
    const m = await member(app, { firstName: "Ola" });
    await sendMail(app.ctx, m, passwordResetMail, { firstName: "Ola", link: "https://intranet.test/reset" });
    const body = (await (await as(app, await admin(app))).get("/administration/outbox?limit=1")).json();
    expect(body.mails[0]).toMatchObject({ to: m.email, subject: "Reset your password" });
    expect(body.mails[0].text).toContain("Hello Ola,");
    expect(body.mails[0].html).toContain("Hello Ola,");
  });
});
