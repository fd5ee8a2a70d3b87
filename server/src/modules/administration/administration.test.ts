import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { getNetwork } from "../network/network.service.js";
import { latestAuditEvents } from "./audit.repo.js";

let app: App;
let adminClient: Client;

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
});

describe("GET /api/v1/userbars/administration", () => {
  it("gives administrators the sections the modules add, in order", async () => {
    const res = await adminClient.get("/api/v1/userbars/administration?context_type=network");
    expect(res.statusCode, res.body).toBe(200);
    const sections = res.json().sections as { key: string; title: string; links: { path: string; label: string }[] }[];
    expect(sections.map((s) => s.key)).toEqual(["network", "content", "legal", "development"]);
    expect(sections.map((s) => s.links.map((l) => l.path))).toEqual([
      [
        "/administration/settings/edit",
        "/administration/members",
        "/administration/membership_roles",
        "/administration/newsletter/settings",
        "/administration/invites/new",
        "/administration/join_requests",
        "/administration/statistics",
        "/administration/audit_log",
        "/administration/designs",
        "/administration/abuse_reports",
      ],
      [
        "/administration/group-categories-order/edit",
        "/administration/map/pois",
        "/administration/appointment_categories/edit",
        "/administration/activitystreams",
        "/administration/tags",
        "/administration/property_sets/file_profile",
        "/administration/property_sets/folder_profile",
        "/administration/property_sets/member_profile",
        "/administration/navigation/edit",
        "/administration/app_navigation/edit",
        "/administration/widgetbars",
        "/administration/channel_settings/assign_channel_subscriptions",
      ],
      ["/administration/legal_texts", "/administration/imprint/edit"],
      ["/administration/outbox", "/administration/update-zentrale"],
    ]);
    expect(sections[2]).toMatchObject({
      title: "administration.shell.section_legal",
      image: null,
      links: [
        {
          label: "administration.shell.legal_texts",
          unreads: null,
          target: "_self",
          exact: false,
          alternative_paths: [],
        },
        expect.anything(),
      ],
    });
    // Without a context: the network's.
    expect((await adminClient.get("/api/v1/userbars/administration")).json()).toEqual(res.json());
  });

  it("refuses members and guests, and knows no group administration yet", async () => {
    for (const m of [await member(app), await member(app, { isExternal: true })]) {
      const res = await (await as(app, m)).get("/api/v1/userbars/administration?context_type=network");
      expect(res.statusCode).toBe(403);
    }
    expect((await anonymous(app).get("/api/v1/userbars/administration")).statusCode).toBe(401);
    expect((await adminClient.get("/api/v1/userbars/administration?context_type=group&context_id=x")).statusCode).toBe(
      404,
    );
    expect((await adminClient.get("/api/v1/userbars/administration?context_type=nope")).statusCode).toBe(400);
  });
});

describe("imprint", () => {
  it("saves both imprints sanitized, shows the web one to visitors and the mail one in mails", async () => {
    const before = (await adminClient.get("/administration/imprint/edit")).json();
    expect(before).toMatchObject({ show_newsletter_info: false });
    const res = await adminClient.put("/administration/imprint", {
      imprint: {
        imprint_attributes: {
          content: '<h2>Example GmbH</h2><p>Street 1<script>alert(1)</script></p><a href="javascript:x()">x</a>',
        },
        mail_imprint:
          '<p style="color:red">Example GmbH, <a href="https://example.test">example.test</a></p><h1>Big</h1>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imprint_attributes.content).toBe(
      '<h2>Example GmbH</h2><p>Street 1</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(res.json().mail_imprint).toBe(
      '<p>Example GmbH, <a href="https://example.test" rel="noopener noreferrer nofollow" target="_blank">example.test</a></p>Big',
    );
    expect((await adminClient.get("/administration/imprint/edit")).json()).toEqual(res.json());
    const visitor = await anonymous(app).get("/imprint");
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({
      html: '<h2>Example GmbH</h2><p>Street 1</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    });
    expect((await getNetwork(app.ctx.db)).settings.mail_imprint).toContain("Example GmbH");
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({
      eventType: "ImprintUpdate",
      details: { imprint_changed: true, mail_imprint_changed: true },
    });
  });

  it("is edited by administrators only", async () => {
    const m = await as(app, await member(app));
    expect((await m.get("/administration/imprint/edit")).statusCode).toBe(403);
    const put = await m.put("/administration/imprint", {
      imprint: { imprint_attributes: { content: "" }, mail_imprint: "" },
    });
    expect(put.statusCode).toBe(403);
    expect((await anonymous(app).get("/administration/imprint/edit")).statusCode).toBe(401);
  });
});

describe("administration routes for others than network administrators", () => {
  it("answers 403 to members and guests on every legal text route", async () => {
    const created = (
      await adminClient.post("/administration/legal_texts", {
        legal_text: { name: "T", handle: "t-guard", statement: "consent", text: "<p>x</p>" },
      })
    ).json();
    const calls = [
      ["GET", "/administration/legal_texts"],
      ["GET", `/administration/legal_texts/${created.id}`],
      ["POST", "/administration/legal_texts"],
      ["PUT", `/administration/legal_texts/${created.id}`],
      ["DELETE", `/administration/legal_texts/${created.id}`],
    ] as const;
    for (const m of [await member(app), await member(app, { isExternal: true })]) {
      const client = await as(app, m);
      for (const [method, url] of calls) {
        const res = await client.request({
          method,
          url,
          ...(method === "POST" || method === "PUT"
            ? { payload: { legal_text: { name: "Mine", handle: "mine", statement: "information", text: "<p>m</p>" } } }
            : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await adminClient.get(`/administration/legal_texts/${created.id}`)).json().name).toBe("T");
  });
});
