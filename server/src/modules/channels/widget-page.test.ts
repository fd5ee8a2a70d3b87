import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import { standInSite } from "../../../test/stand-in-site.js";
import type { App } from "../../app.js";

let app: App;
let asAdmin: Client;
let asReader: Client;
let site: Awaited<ReturnType<typeof standInSite>>;

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>
<item><title>Only story</title><link>https://news.example.org/1</link></item>
</channel></rss>`;

beforeAll(async () => {
  app = await createTestApp();
  app.ctx.config.crawlAllowPrivateHosts = true;
  asAdmin = await as(app, await admin(app, { language: "en" }));
  asReader = await as(app, await member(app, { language: "de" }));
  site = await standInSite({ "/feed.xml": { type: "application/rss+xml", body: RSS } });
});
afterAll(async () => site.close());

describe("GET /widgets/{id} (communication §2 /widgets/{widgetId} with ?lng)", () => {
  it("answers one widget with its data and its channel, in the language asked for", async () => {
    const c = (await asAdmin.post("/channels", { channel: { title: "Widget page", status: "published" } })).json();
    const text = await asAdmin.post(`/channels/${c.slug}/widgets`, {
      widget: {
        type: "text",
        title: "Welcome",
        fields: { content: "<p>Hello</p>" },
        translations: { de: { title: "Willkommen", content: "<p>Hallo<script>x()</script></p>" } },
      },
    });
    expect(text.statusCode, text.body).toBe(201);
    const id = text.json().id;

    const original = await asAdmin.get(`/widgets/${id}`);
    expect(original.statusCode, original.body).toBe(200);
    expect(original.json()).toMatchObject({
      channel: { slug: c.slug, title: "Widget page", can: { update: true } },
      widget: { id, type: "text", title: "Welcome", data: { content: "<p>Hello</p>" } },
    });
    // ?lng asks for a translation; a reader's own language is the default, as on the channel's page.
    const german = (await asAdmin.get(`/widgets/${id}?lng=de`)).json();
    expect(german.widget).toMatchObject({ title: "Willkommen", data: { content: "<p>Hallo</p>" } });
    const reader = await asReader.get(`/widgets/${id}`);
    expect(reader.statusCode, reader.body).toBe(200);
    expect(reader.json()).toMatchObject({ channel: { can: { update: false } }, widget: { title: "Willkommen" } });
    expect((await asReader.get(`/widgets/${id}?lng=en`)).json().widget.title).toBe("Welcome");
    expect((await asReader.get(`/widgets/${id}?lng=xx`)).statusCode).toBe(400);

    // An rss widget loads its feed as the channel's page does.
    const rss = await asAdmin.post(`/channels/${c.slug}/widgets`, {
      widget: { type: "rss", title: "News", fields: { url: `${site.origin}/feed.xml`, count: 5 } },
    });
    expect(rss.statusCode, rss.body).toBe(201);
    const feed = (await asReader.get(`/widgets/${rss.json().id}`)).json();
    expect(feed.widget.data.items.map((i: { title: string }) => i.title)).toEqual(["Only story"]);
  });

  it("is 404 for a draft or archived channel's widget to a reader, for an unknown id, 401 signed out", async () => {
    const c = (await asAdmin.post("/channels", { channel: { title: "Hidden widget" } })).json();
    const id = (
      await asAdmin.post(`/channels/${c.slug}/widgets`, {
        widget: { type: "text", title: "Secret", fields: { content: "<p>x</p>" } },
      })
    ).json().id;
    expect((await asAdmin.get(`/widgets/${id}`)).statusCode).toBe(200);
    expect((await asReader.get(`/widgets/${id}`)).statusCode).toBe(404);
    await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "archived" } });
    expect((await asReader.get(`/widgets/${id}`)).statusCode).toBe(404);
    await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "published" } });
    expect((await asReader.get(`/widgets/${id}`)).statusCode).toBe(200);
    expect((await asReader.get("/widgets/0123456789abcdef01234567")).statusCode).toBe(404);
    expect((await asReader.get("/widgets/not-an-id")).statusCode).toBe(404);
    expect((await anonymous(app).get(`/widgets/${id}`)).statusCode).toBe(401);
  });
});
