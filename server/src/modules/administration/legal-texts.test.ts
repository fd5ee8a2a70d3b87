import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { latestAuditEvents, recordAudit } from "./audit.repo.js";
import { findLegalText, insertLegalText, insertVersion } from "./legal-texts.repo.js";

let app: App;
let adminClient: Client;
let adminId: string;

const body = (over: Record<string, unknown> = {}) => ({
  legal_text: {
    name: "Terms of use",
    handle: `terms-${Math.random().toString(36).slice(2, 8)}`,
    statement: "consent",
    text: "<p>Be kind.</p>",
    ...over,
  },
});

beforeAll(async () => {
  app = await createTestApp();
  const a = await admin(app);
  adminId = a.id;
  adminClient = await as(app, a);
});

describe("legal texts in the administration", () => {
  it("creates a text with its first version, lists it and writes the audit row", async () => {
    const res = await adminClient.post("/administration/legal_texts", body({ handle: "nutzungsbedingungen" }));
    expect(res.statusCode, res.body).toBe(201);
    const text = res.json();
    expect(text).toMatchObject({
      name: "Terms of use",
      handle: "nutzungsbedingungen",
      statement: "consent",
      read_only: false,
      path: "/legal/nutzungsbedingungen",
      html_text: "<p>Be kind.</p>",
    });
    expect(text.versions).toHaveLength(1);
    expect(text.versions[0]).toMatchObject({ number: 1, author_name: expect.stringContaining("Test") });
    const list = (await adminClient.get("/administration/legal_texts")).json();
    expect(list.legal_texts.map((t: { id: string }) => t.id)).toContain(text.id);
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({ eventType: "LegalTextCreate", actorId: adminId, subjectId: text.id });
  });

  it("keeps a version per save, keeps the handle, and the public page shows the current one to visitors", async () => {
    const created = (await adminClient.post("/administration/legal_texts", body({ handle: "privacy-v" }))).json();
    const saved = await adminClient.put(`/administration/legal_texts/${created.id}`, {
      legal_text: { name: "Terms", statement: "consent", text: "<p>Second</p>", handle: "changed" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: "Terms", handle: "privacy-v", html_text: "<p>Second</p>" });
    expect(saved.json().versions.map((v: { number: number; html_text: string }) => [v.number, v.html_text])).toEqual([
      [2, "<p>Second</p>"],
      [1, "<p>Be kind.</p>"],
    ]);
    const visitor = await anonymous(app).get("/legal/privacy-v");
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toMatchObject({ name: "Terms", html_text: "<p>Second</p>", version: 2 });
    const index = (await anonymous(app).get("/legal")).json();
    expect(index.legal_texts).toContainEqual(
      expect.objectContaining({ handle: "privacy-v", path: "/legal/privacy-v" }),
    );
    expect((await latestAuditEvents(app.ctx.db, 1))[0]).toMatchObject({ eventType: "LegalTextUpdate" });
  });

  it("sanitizes the text and refuses one that says nothing once cleaned", async () => {
    const res = await adminClient.post(
      "/administration/legal_texts",
      body({ text: '<p onclick="x()">Hi<script>alert(1)</script></p><img src="https://evil.test/x.png">' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().html_text).toBe("<p>Hi</p>");
    const empty = await adminClient.post("/administration/legal_texts", body({ text: "<script>alert(1)</script>" }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().codes).toEqual({ text: ["required"] });
  });

  it("validates the handle: letters, digits and hyphens, unique", async () => {
    for (const handle of ["Has Space", "UPPER", "a/b", "-lead", ""]) {
      const res = await adminClient.post("/administration/legal_texts", body({ handle }));
      expect(res.statusCode, handle).toBe(422);
      expect(Object.keys(res.json().codes), handle).toEqual(["handle"]);
    }
    expect(
      (await adminClient.post("/administration/legal_texts", body({ handle: "datenschutzerklärung" }))).statusCode,
    ).toBe(201);
    const taken = await adminClient.post("/administration/legal_texts", body({ handle: "datenschutzerklärung" }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().codes).toEqual({ handle: ["taken"] });
    expect((await anonymous(app).get(`/legal/${encodeURIComponent("datenschutzerklärung")}`)).statusCode).toBe(200);
  });

  it("deletes after which neither the administration nor the public page knows it", async () => {
    const created = (await adminClient.post("/administration/legal_texts", body({ handle: "gone" }))).json();
    expect((await adminClient.delete(`/administration/legal_texts/${created.id}`)).statusCode).toBe(204);
    expect((await adminClient.get(`/administration/legal_texts/${created.id}`)).statusCode).toBe(404);
    expect((await anonymous(app).get("/legal/gone")).statusCode).toBe(404);
    expect((await latestAuditEvents(app.ctx.db, 1))[0]).toMatchObject({
      eventType: "LegalTextDestroy",
      subjectId: created.id,
    });
  });

  it("refuses to edit or delete a read-only text", async () => {
    const row = await insertLegalText(app.ctx.db, {
      name: "Supplied",
      handle: "supplied",
      statement: "information",
      readOnly: true,
    });
    if (!row) throw new Error("not inserted");
    await app.ctx.db.transaction((tx) =>
      insertVersion(tx, { legalTextId: row.id, name: row.name, statement: row.statement, htmlText: "<p>x</p>" }),
    );
    const put = await adminClient.put(`/administration/legal_texts/${row.id}`, {
      legal_text: { name: "Mine", statement: "information", text: "<p>y</p>" },
    });
    expect(put.statusCode).toBe(409);
    expect((await adminClient.delete(`/administration/legal_texts/${row.id}`)).statusCode).toBe(409);
    expect((await adminClient.get(`/administration/legal_texts/${row.id}`)).json()).toMatchObject({ read_only: true });
  });

  it("commits an action only with its audit row", async () => {
    await expect(
      app.ctx.db.transaction(async (tx) => {
        const row = await insertLegalText(tx, { name: "Rolled back", handle: "rolled-back", statement: "information" });
        // An actor that does not exist: the audit insert fails, and the text with it.
        await recordAudit(tx, {
          type: "LegalTextCreate",
          actorId: "ffffffffffffffffffffffff",
          subject: { type: "LegalText", id: row?.id ?? null },
        });
      }),
    ).rejects.toThrow();
    expect((await anonymous(app).get("/legal/rolled-back")).statusCode).toBe(404);
  });
});

describe("consent to legal texts", () => {
  it("asks each member to accept the current version of consent texts, again after a new version", async () => {
    const m = await as(app, await member(app));
    const consent = (await adminClient.post("/administration/legal_texts", body({ handle: "consent-a" }))).json();
    const info = (
      await adminClient.post("/administration/legal_texts", body({ handle: "info-a", statement: "information" }))
    ).json();
    const pending = (await m.get("/api/v1/legal_texts/pending")).json().legal_texts;
    const ids = pending.map((t: { id: string }) => t.id);
    expect(ids).toContain(consent.id);
    expect(ids).not.toContain(info.id);
    const first = pending.find((t: { id: string }) => t.id === consent.id);
    expect(first).toMatchObject({ version: 1, html_text: "<p>Be kind.</p>" });
    const accepted = await m.post(`/api/v1/legal_texts/${consent.id}/acceptance`, { version_id: first.version_id });
    expect(accepted.statusCode, accepted.body).toBe(204);
    expect(
      (await m.get("/api/v1/legal_texts/pending")).json().legal_texts.map((t: { id: string }) => t.id),
    ).not.toContain(consent.id);

    await adminClient.put(`/administration/legal_texts/${consent.id}`, {
      legal_text: { name: "Terms", statement: "consent", text: "<p>New rules</p>" },
    });
    const again = (await m.get("/api/v1/legal_texts/pending"))
      .json()
      .legal_texts.find((t: { id: string }) => t.id === consent.id);
    expect(again).toMatchObject({ version: 2, html_text: "<p>New rules</p>" });
    // Accepting the version read before the change is refused: the member must read the new one.
    const stale = await m.post(`/api/v1/legal_texts/${consent.id}/acceptance`, { version_id: first.version_id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe("legal_text_changed");
    expect(
      (await m.post(`/api/v1/legal_texts/${consent.id}/acceptance`, { version_id: again.version_id })).statusCode,
    ).toBe(204);
    const found = await findLegalText(app.ctx.db, consent.id);
    expect(found?.version.number).toBe(2);
  });

  it("asks visitors nothing and answers 404 for an unknown text", async () => {
    expect((await anonymous(app).get("/api/v1/legal_texts/pending")).statusCode).toBe(401);
    const m = await as(app, await member(app));
    const res = await m.post("/api/v1/legal_texts/ffffffffffffffffffffffff/acceptance", {
      version_id: "ffffffffffffffffffffffff",
    });
    expect(res.statusCode).toBe(404);
  });
});
