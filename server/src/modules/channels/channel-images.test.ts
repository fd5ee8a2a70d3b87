import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, member, uploadedImageUrl } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let asAdmin: Client;
let asReader: Client;

const gallery = (...urls: string[]) => ({
  widget: { type: "images", title: "Gallery", fields: { images: urls.map((url) => ({ url, caption: "A photo" })) } },
});

beforeAll(async () => {
  app = await createTestApp();
  asAdmin = await as(app, await admin(app));
  asReader = await as(app, await member(app));
});

describe("channel and widget images (communication §3, §5)", () => {
  it("requires authentication to read a channel's image", async () => {
    const image = await uploadedImageUrl(asAdmin);
    const c = (await asAdmin.post("/channels", { channel: { title: "Pictures", image_url: image } })).json();
    expect(c.image_url).toBe(image);
    const { anonymous } = await import("../../../test/factories.js");
    expect((await anonymous(app).get(`${image}/preview`)).statusCode).toBe(401);
  });

  it("serves a draft channel's uploaded images to its administrators only, and to readers once published", async () => {
    const cover = await uploadedImageUrl(asAdmin);
    const photo = await uploadedImageUrl(asAdmin);
    const c = (await asAdmin.post("/channels", { channel: { title: "Photo album", image_url: cover } })).json();
    const created = await asAdmin.post(`/channels/${c.slug}/widgets`, gallery(photo, "https://example.org/a.jpg"));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().fields.images[0]).toMatchObject({ url: photo, caption: "A photo" });

    for (const image of [cover, photo]) {
      expect((await asAdmin.get(`${image}/preview`)).statusCode).toBe(200);
      expect((await asReader.get(`${image}/preview`)).statusCode, image).toBe(404);
      expect((await asReader.get(`${image}/get/200x200`)).statusCode, image).toBe(404);
    }
    const published = await asAdmin.put(`/channels/${c.slug}`, { channel: { status: "published" } });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", image_url: cover, title: "Photo album" });
    for (const image of [cover, photo]) {
      const res = await asReader.get(`${image}/get/200x200`);
      expect(res.statusCode, image).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
    }
    // Taken out of the gallery, the photo is no longer the channel's to show.
    const widgetId = created.json().id;
    await asAdmin.put(`/channels/${c.slug}/widgets/${widgetId}`, gallery("https://example.org/a.jpg"));
    expect((await asReader.get(`${photo}/preview`)).statusCode).toBe(404);
  });

  it("accepts only the editor's own image uploads (or those already shown) and image addresses", async () => {
    const c = (await asAdmin.post("/channels", { channel: { title: "Borrowed" } })).json();
    const theirs = await uploadedImageUrl(asReader);
    const foreign = await asAdmin.post(`/channels/${c.slug}/widgets`, gallery(theirs));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.fields).toEqual(["is not an uploaded image"]);
    const banner = await asAdmin.post(`/channels/${c.slug}/widgets`, {
      widget: { type: "banner", fields: { image_url: "/api/storage/files/0123456789abcdef01234567" } },
    });
    expect(banner.statusCode).toBe(422);
    expect(banner.json().errors["fields.image_url"]).toBeDefined();
    const cover = await asAdmin.put(`/channels/${c.slug}`, { channel: { image_url: theirs } });
    expect(cover.statusCode).toBe(422);
    expect(cover.json().errors.image_url).toEqual(["is not an uploaded image"]);

    // The banner's own image; saved again unchanged by another administrator, it stays.
    const mine = await uploadedImageUrl(asAdmin);
    const ok = await asAdmin.post(`/channels/${c.slug}/widgets`, {
      widget: { type: "banner", fields: { image_url: mine, text: "Hello" } },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const other = await as(app, await admin(app));
    const again = await other.put(`/channels/${c.slug}/widgets/${ok.json().id}`, {
      widget: { type: "banner", fields: { image_url: mine, text: "Hello again" } },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
