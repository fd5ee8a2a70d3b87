import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let asAdmin: Client;

beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await as(app, await admin(app, { language: "en" }));
});

describe("widget translations (communication §3 `?lng`)", () => {
  it("requires authentication", async () => {
    expect((await anonymous(app).get("/channels/anything")).statusCode).toBe(401);
  });

  it("shows each reader the widget in their language where translated, else as written", async () => {
    const c = (await asAdmin.post("/channels", { channel: { title: "Worldwide", status: "published" } })).json();
    const text = await asAdmin.post(`/channels/${c.slug}/widgets`, {
      widget: {
        type: "text",
        title: "Welcome",
        fields: { content: "<p>Hello</p>" },
        translations: { de: { title: "Willkommen", content: "<p>Hallo<script>x()</script></p>" } },
      },
    });
    expect(text.statusCode, text.body).toBe(201);
    const people = await asAdmin.post(`/channels/${c.slug}/widgets`, {
      widget: {
        type: "people",
        title: "Team",
        fields: { label: "Contacts" },
        translations: { fr: { label: "Contacts FR" } },
      },
    });
    expect(people.statusCode, people.body).toBe(201);

    const shown = async (client: Client, query = "") => {
      const page = (await client.get(`/channels/${c.slug}${query}`)).json();
      const t = page.widgets.find((w: { id: string }) => w.id === text.json().id);
      const p = page.widgets.find((w: { id: string }) => w.id === people.json().id);
      return {
        title: t.title,
        content: t.data.content ?? t.fields.content,
        peopleTitle: p.title,
        label: p.fields.label,
      };
    };
    const german = await as(app, await member(app, { language: "de" }));
    expect(await shown(german)).toEqual({
      title: "Willkommen",
      content: "<p>Hallo</p>",
      peopleTitle: "Team",
      label: "Contacts",
    });
    const french = await as(app, await member(app, { language: "fr" }));
    expect(await shown(french)).toEqual({
      title: "Welcome",
      content: "<p>Hello</p>",
      peopleTitle: "Team",
      label: "Contacts FR",
    });
    // `?lng` asks for another language; the editor reads the original without it.
    expect((await shown(french, "?lng=de")).title).toBe("Willkommen");
    expect((await shown(asAdmin)).title).toBe("Welcome");
    expect((await asAdmin.get(`/channels/${c.slug}?lng=xx`)).statusCode).toBe(400);
  });
});
