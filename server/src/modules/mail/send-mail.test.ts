import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, group, member, network } from "../../../test/factories.js";
import { newestMailTo } from "../../../test/outbox.js";
import type { App } from "../../app.js";
import { passwordResetMail } from "../auth/auth.mails.js";
import { groupInviteMail, joinApprovedMail } from "../groups/groups.mails.js";
import { networks } from "../network/network.schema.js";
import { outboxMails } from "./mail.schema.js";
import { mailSender, sendMail } from "./send-mail.js";

describe("the mail layer", () => {
  let app: App;
  const outbox = async (to: string) => app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, to));
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("writes to a German member in German, as HTML and text", async () => {
    const m = await member(app, { language: "de", firstName: "Jana" });
    expect((await anonymous(app).post("/users/password", { user: { email: m.email } })).statusCode).toBe(200);
    // The answer does not wait for the mail (auth.service.ts): it is looked for until it is there.
    const mail = await newestMailTo(app, m.email, { wait: true });
    expect(mail?.subject).toBe("Passwort zurücksetzen");
    expect(mail?.text).toContain("Hallo Jana,");
    expect(mail?.text).toContain("Neues Passwort wählen");
    expect(mail?.text).toMatch(/reset_password_token=\S+/);
    expect(mail?.text).not.toMatch(/<[a-z]/i);
    expect(mail?.html).toMatch(/^<!DOCTYPE html/);
    expect(mail?.html).toContain('lang="de"');
    expect(mail?.html).toContain("Hallo Jana,");
    expect(mail?.html).toMatch(/href="[^"]*reset_password_token=/);
  });

  it("uses the informal German variant and falls back to the network's language", async () => {
    const du = await member(app, { language: "de_DU" });
    await sendMail(app.ctx, du, passwordResetMail, { firstName: "Kim", link: "https://intranet.test/reset" });
    expect((await outbox(du.email))[0]?.text).toContain("öffne innerhalb von zwei Stunden");

    const net = await network(app);
    await app.ctx.db.update(networks).set({ language: "fr" }).where(eq(networks.id, net.id));
    try {
      await sendMail(app.ctx, { email: "nolanguage@example.test" }, passwordResetMail, {
        firstName: "Lou",
        link: "https://intranet.test/reset",
      });
      const [mail] = await outbox("nolanguage@example.test");
      expect(mail?.subject).toBe("Réinitialiser votre mot de passe");
      expect(mail?.html).toContain('lang="fr"');
    } finally {
      await app.ctx.db.update(networks).set({ language: net.language }).where(eq(networks.id, net.id));
    }
  });

  it("renders a fan-out once per language and still gives each recipient their own", async () => {
    const [en1, de, en2] = [await member(app), await member(app, { language: "de" }), await member(app)];
    const send = await mailSender(app.ctx);
    const props = { group: "Choir", link: "https://intranet.test/groups/choir" };
    for (const m of [en1, de, en2]) await send(m, joinApprovedMail, props);
    const subjects = await Promise.all([en1, de, en2].map(async (m) => (await outbox(m.email))[0]?.subject));
    expect(subjects).toEqual(["Welcome to Choir", "Willkommen in Choir", "Welcome to Choir"]);
  });

  it("escapes member-supplied names and notes in the HTML part and keeps them readable in the text part", async () => {
    const evil = '<img src=x onerror="alert(1)">';
    const m = await member(app);
    await sendMail(app.ctx, m, groupInviteMail, {
      inviter: `Mallory ${evil}`,
      group: "<b>Ops</b>",
      note: `Come & see\n<script>alert(2)</script>`,
      link: "https://intranet.test/invites",
    });
    const [mail] = await outbox(m.email);
    expect(mail?.subject).toBe("Invitation to <b>Ops</b>");
    expect(mail?.html).not.toMatch(/<img|<script|<b>Ops/);
    expect(mail?.html).toContain("Mallory &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail?.html).toContain("&lt;b&gt;Ops&lt;/b&gt;");
    expect(mail?.html).toContain("Come &amp; see");
    expect(mail?.text).toContain(`Mallory ${evil} invites you to the group <b>Ops</b>.`);
    expect(mail?.text).toContain("Come & see\n<script>alert(2)</script>");
  });

  it("does not tell an address without a member (an applicant's) that it gets the mail as a member", async () => {
    const root = await as(app, await admin(app));
    const join = { join_user_can_initiate: true, join_moderated: true, altcha_captcha: false };
    expect((await root.put("/administration/settings", join)).statusCode).toBe(200);
    const email = `applicant-${Date.now()}@example.test`;
    const password = "a long enough secret";
    const user = { email, first_name: "Ada", last_name: "Applicant", password, password_confirmation: password };
    expect((await anonymous(app).post("/users", { user: { ...user, language: "en" } })).statusCode).toBe(200);
    const [mail] = await outbox(email);
    const net = await network(app);
    expect(mail?.text).toContain(`You receive this mail because this address was entered at ${net.name}.`);
    expect(mail?.text).not.toContain("as a member of");
    expect(mail?.html).not.toContain("as a member of");
  });

  /** Counts the statements that ask whether an address is a member's (memberEmailsAmong) while `act` runs. */
  async function addressLookups(act: () => Promise<unknown>) {
    let lookups = 0;
    const stop = app.ctx.database.observeQueries((sql) => {
      if (/from "members" where lower\("members"\."email"\) in/i.test(sql)) lookups++;
    });
    await act().finally(stop);
    return lookups;
  }

  it("asks nothing about the addresses of members its caller names as such, even without a time zone", async () => {
    const net = await network(app);
    const [a, b] = [await member(app), await member(app)];
    const send = await mailSender(app.ctx);
    const props = { group: "Choir", link: "https://intranet.test/groups/choir" };
    const named = await addressLookups(async () => {
      for (const m of [a, b])
        await send({ email: m.email, language: m.language, member: true }, joinApprovedMail, props);
    });
    expect(named).toBe(0);
    for (const m of [a, b])
      expect((await outbox(m.email))[0]?.text).toContain(`You receive this mail as a member of ${net.name}.`);
    // An address its caller does not know as a member's is looked up, and a member's still says so.
    const c = await member(app);
    expect(await addressLookups(() => send({ email: c.email }, joinApprovedMail, props))).toBe(1);
    expect((await outbox(c.email))[0]?.text).toContain(`You receive this mail as a member of ${net.name}.`);
  });

  it("mails a group's administrators a join request without looking up their addresses", async () => {
    const boss = await member(app);
    const g = await group(app, { access: "closed", admin: boss });
    const applicant = await as(app, await member(app));
    const lookups = await addressLookups(async () => {
      expect((await applicant.post(`/api/v1/groups/${g.slug}/join`)).statusCode).toBe(200);
    });
    expect(lookups).toBe(0);
    expect((await outbox(boss.email))[0]?.text).toContain("as a member of");
  });

  it("carries the network's name and its sanitized mail imprint in every mail", async () => {
    const net = await network(app);
    const imprint = '<p>Example Ltd, <a href="https://example.test/imprint">imprint</a><script>alert(1)</script></p>';
    await app.ctx.db
      .update(networks)
      .set({ settings: { ...net.settings, mail_imprint: imprint } })
      .where(eq(networks.id, net.id));
    try {
      const m = await member(app);
      await sendMail(app.ctx, m, passwordResetMail, { firstName: "Ann", link: "https://intranet.test/reset" });
      const [mail] = await outbox(m.email);
      expect(mail?.html).toContain(net.name);
      expect(mail?.html).toContain("Example Ltd");
      expect(mail?.html).not.toContain("<script");
      expect(mail?.text).toContain(`You receive this mail as a member of ${net.name}.`);
      expect(mail?.text).toContain("Example Ltd, imprint https://example.test/imprint");
    } finally {
      await app.ctx.db.update(networks).set({ settings: net.settings }).where(eq(networks.id, net.id));
    }
  });
});
