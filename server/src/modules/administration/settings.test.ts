import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";
import { getNetwork } from "../network/network.service.js";
import { latestAuditEvents } from "./audit.repo.js";

let app: App;
let adminClient: Client;

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
});

const settings = async () => (await adminClient.get("/administration/settings")).json();

describe("GET and PUT /administration/settings", () => {
  it("answers every field of the four tabs with its default", async () => {
    const res = await adminClient.get("/administration/settings");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: expect.any(String),
      language: "en",
      category: null,
      join_user_can_initiate: false,
      join_moderated: true,
      altcha_captcha: true,
      two_factor: "enabled",
      two_factor_totp_available: true,
      two_factor_email_available: true,
      map_scope_selection: "all",
      zoom_level: 10,
      network_location: { street: null, zip: null },
      digests: { max_number_of_upcoming_appointments: 5 },
      daily_activity: { enabled: false, mode: "new" },
      birthday_emails: { enabled: false, subject: null, text: null },
    });
  });

  it("refuses members, guests and visitors", async () => {
    for (const m of [await member(app), await member(app, { isExternal: true })]) {
      const client = await as(app, m);
      expect((await client.get("/administration/settings")).statusCode).toBe(403);
      expect((await client.put("/administration/settings", { name: "Mine" })).statusCode).toBe(403);
      const test = await client.post("/administration/settings/send_test_birthday_email", {
        birthday_emails: { enabled: true, image: null, subject: null, text: null },
      });
      expect(test.statusCode).toBe(403);
    }
    expect((await anonymous(app).get("/administration/settings")).statusCode).toBe(401);
    expect((await (await getNetwork(app.ctx.db)).name) === "Mine").toBe(false);
  });

  it("saves name, language and nested fields, and records PolicySettingUpdate with the changed keys", async () => {
    const before = await settings();
    const body = {
      ...before,
      name: "  Acme intranet ",
      language: "de",
      category: "",
      two_factor: "enforced",
      digests: { ...before.digests, max_number_of_upcoming_appointments: 30 },
      birthday_emails: { enabled: true, image: null, subject: "", text: null },
    };
    // An empty required name is refused; empty optional texts are kept as null.
    const res = await adminClient.put("/administration/settings", { ...body, name: " " });
    expect(res.statusCode, res.body).toBe(422);
    const saved = await adminClient.put("/administration/settings", body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "Acme intranet",
      language: "de",
      two_factor: "enforced",
      category: null,
      birthday_emails: { enabled: true, subject: null },
    });
    const network = await getNetwork(app.ctx.db);
    expect(network.name).toBe("Acme intranet");
    expect(network.language).toBe("de");
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({ eventType: "PolicySettingUpdate", subjectType: "Network", subjectId: network.id });
    expect([...((event?.details as { changed?: string[] } | undefined)?.changed ?? [])].sort()).toEqual(
      ["birthday_emails", "digests", "language", "name", "two_factor"].sort(),
    );
    // Saving the same values again changes nothing and records nothing.
    expect((await adminClient.put("/administration/settings", saved.json())).statusCode).toBe(200);
    expect((await latestAuditEvents(app.ctx.db, 1))[0]?.id).toBe(event?.id);
    await adminClient.put("/administration/settings", { two_factor: "disabled", language: "en" });
  });

  it("applies the rules of administration §5 and saves nothing when one fails", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "required"],
      [{ directory_default_sort: "age" }, "directory_default_sort", "invalid"],
      [{ two_factor: "sometimes" }, "two_factor", "invalid"],
      [{ show_map: null }, "show_map", "invalid"],
      [
        { two_factor_totp_available: false, two_factor_email_available: false },
        "two_factor_totp_available",
        "selection_required",
      ],
      [{ map_scope_selection: "poi" }, "street", "required"],
      [
        {
          network_location: { street: "Main", number: "1", zip: "12345678901", city: "X", state: null, country: null },
        },
        "zip",
        "too_long",
      ],
      [
        {
          digests: {
            max_number_of_upcoming_appointments: 31,
            upcoming_appointments_position: "top",
            show_comments: true,
          },
        },
        "max_number_of_upcoming_appointments",
        "too_big",
      ],
      [
        {
          digests: {
            max_number_of_upcoming_appointments: -1,
            upcoming_appointments_position: "top",
            show_comments: true,
          },
        },
        "max_number_of_upcoming_appointments",
        "too_small",
      ],
      [
        { anonymize_memberships_config: "enabled", anonymize_memberships_name: null },
        "anonymize_memberships_name",
        "required",
      ],
      [
        { anonymize_memberships_config: "after_days", anonymize_memberships_after_days: null },
        "anonymize_memberships_after_days",
        "required",
      ],
      [
        {
          group_promotion_config: {
            active: true,
            title: " ",
            description: null,
            group_category_ids: [],
            group_ids: [],
            enabled_for_external: false,
          },
        },
        "title",
        "required",
      ],
      [{ zoom_level: 7 }, "zoom_level", "invalid"],
    ];
    const before = await settings();
    for (const [body, field, code] of cases) {
      const res = await adminClient.put("/administration/settings", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().codes[field], `${JSON.stringify(body)} ${res.body}`).toContain(code);
    }
    expect(await settings()).toEqual(before);
    // With the address, a map scoped to a point of interest is fine.
    const location = { street: "Main", number: "1", zip: "1234567890", city: "Bonn", state: null, country: "DE" };
    const ok = await adminClient.put("/administration/settings", {
      map_scope_selection: "poi",
      network_location: location,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const preload = (await adminClient.get("/api/v1/network")).json();
    expect(preload.config.maps.location).toBe("Main 1, 1234567890 Bonn, DE");
  });
});

describe("two_factor", () => {
  it("enforced: the preload sends a member without a factor to the setup; methods not offered are refused", async () => {
    const m = await member(app);
    const client = await as(app, m);
    expect((await client.get("/api/v1/network")).json().two_factor_setup_required).toBe(false);
    await adminClient.put("/administration/settings", { two_factor: "enforced", two_factor_totp_available: false });
    const preload = (await client.get("/api/v1/network")).json();
    expect(preload.two_factor_setup_required).toBe(true);
    expect(preload.config.two_factor).toEqual({ mode: "enforced", totp_available: false, email_available: true });
    expect((await client.get("/api/v1/authentication/factors/new?type=totp")).statusCode).toBe(422);
    expect((await client.get("/api/v1/authentication/factors/new?type=email")).statusCode).toBe(200);
    await adminClient.put("/administration/settings", { two_factor: "disabled", two_factor_totp_available: true });
    expect((await client.get("/api/v1/network")).json().two_factor_setup_required).toBe(false);
  });
});

describe("POST /administration/settings/send_test_birthday_email", () => {
  it("mails the birthday mail as the form has it to the administrator", async () => {
    const res = await adminClient.post("/administration/settings/send_test_birthday_email", {
      birthday_emails: { enabled: true, image: null, subject: "Many happy returns", text: "Cake at noon." },
    });
    expect(res.statusCode, res.body).toBe(200);
    const email = adminClient.member?.email ?? "";
    const mails = await app.ctx.db.select().from(outboxMails).where(eq(outboxMails.to, email));
    const mail = mails.find((m) => m.subject === "Many happy returns");
    expect(mail?.text).toContain("Cake at noon.");
    expect(mail?.html).toContain("Cake at noon.");
    const invalid = await adminClient.post("/administration/settings/send_test_birthday_email", {
      birthday_emails: { enabled: true, image: null, subject: "x".repeat(201), text: null },
    });
    expect(invalid.statusCode).toBe(422);
  });
});
