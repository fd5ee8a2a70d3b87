import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, member, uploadedImageUrl } from "../../../test/factories.js";
import type { App } from "../../app.js";

let app: App;
let asAuthor: Client;
let asReader: Client;

/** A channel (published unless told) and its blog's id. */
async function channelBlog(title: string, status = "published") {
  const res = await asAuthor.post("/channels", { channel: { title, status } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { blog_id: string }).blog_id;
}

const article = (html: string, over: Record<string, unknown> = {}) => ({
  article: { title: "With a picture", html_content: html, status: "published", ...over },
});

beforeAll(async () => {
  app = await createTestApp();
  asAuthor = await as(app, await admin(app));
  asReader = await as(app, await member(app));
});

describe("images in an article's text (communication §3 Blog)", () => {
  it("shows the author's own upload to the article's readers, with only its source and alternative text", async () => {
    const blogId = await channelBlog("Pictures news");
    const image = await uploadedImageUrl(asAuthor, "plan.png");
    // Before the article shows it, the upload is its uploader's alone.
    expect((await asReader.get(`${image}/preview`)).statusCode).toBe(404);
    const html = `<p>Look:</p><p><img src="${image}/get/1920x1200" alt="Floor plan" width="5" onerror="x()"></p>`;
    const created = await asAuthor.post(`/blogs/${blogId}/articles`, article(html));
    expect(created.statusCode, created.body).toBe(201);
    const shown = await asReader.get(created.json().path);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().html_content).toBe(`<p>Look:</p><p><img src="${image}/get/1920x1200" alt="Floor plan" /></p>`);
    for (const path of ["", "/preview", "/get/1920x1200"]) {
      const res = await asReader.get(`${image}${path}`);
      expect(res.statusCode, path).toBe(200);
    }
    // Saved again by the same author with the image kept, and by another administrator who did not upload it.
    const again = await as(app, await admin(app));
    const kept = await again.put(created.json().path, article(html, { title: "Still a picture" }));
    expect(kept.statusCode, kept.body).toBe(200);

    // Taken out of the text, the image is no longer the article's to show.
    const without = await asAuthor.put(created.json().path, article("<p>No picture</p>"));
    expect(without.statusCode, without.body).toBe(200);
    expect((await asReader.get(`${image}/preview`)).statusCode).toBe(404);
  });

  it("answers 422 on html_content for an image that is not the author's own upload", async () => {
    const blogId = await channelBlog("Borrowed news");
    const theirs = await uploadedImageUrl(asReader);
    const foreign = await asAuthor.post(`/blogs/${blogId}/articles`, article(`<p><img src="${theirs}" alt="x"></p>`));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.html_content).toEqual(["shows an image that is not one of your uploads"]);
    const unknown = await asAuthor.post(
      `/blogs/${blogId}/articles`,
      article('<p><img src="/api/storage/images/0123456789abcdef01234567" alt="x"></p>'),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.html_content).toBeDefined();
    // Nothing was saved, and the other member's upload stays theirs.
    const list = (await asAuthor.get(`/blogs/${blogId}/articles`)).json();
    expect(list.articles).toEqual([]);
    expect((await asAuthor.get(`${theirs}/preview`)).statusCode).toBe(404);
  });

  it("strips images from elsewhere: remote, data:, javascript: and protocol-relative sources", async () => {
    const blogId = await channelBlog("Remote news");
    const html = [
      '<img src="https://tracker.example/pixel.gif">',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="javascript:alert(1)">',
      '<img src="//tracker.example/p.png">',
      "<p>Text</p>",
    ].join("");
    const created = await asAuthor.post(`/blogs/${blogId}/articles`, article(html));
    expect(created.statusCode, created.body).toBe(201);
    expect((await asReader.get(created.json().path)).json().html_content).toBe("<p>Text</p>");
  });

  it("keeps a draft's images and a hidden blog's images from who may not read them (404)", async () => {
    const open = await channelBlog("Open news");
    const draftImage = await uploadedImageUrl(asAuthor, "plan.png");
    const draft = await asAuthor.post(
      `/blogs/${open}/articles`,
      article(`<p><img src="${draftImage}" alt="Soon"></p>`, { status: "draft" }),
    );
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await asAuthor.get(`${draftImage}/preview`)).statusCode).toBe(200);
    expect((await asReader.get(`${draftImage}/preview`)).statusCode).toBe(404);
    // Published, the same image is the readers' too.
    const out = await asAuthor.put(draft.json().path, article(`<p><img src="${draftImage}" alt="Soon"></p>`));
    expect(out.statusCode, out.body).toBe(200);
    expect((await asReader.get(`${draftImage}/preview`)).statusCode).toBe(200);

    // An article of a blog the reader may not read (its channel is a draft): its image is not theirs either.
    const hidden = await channelBlog("Hidden news", "draft");
    const hiddenImage = await uploadedImageUrl(asAuthor, "plan.png");
    const secret = await asAuthor.post(`/blogs/${hidden}/articles`, article(`<p><img src="${hiddenImage}" alt="">`));
    expect(secret.statusCode, secret.body).toBe(201);
    expect((await asReader.get(secret.json().path)).statusCode).toBe(404);
    expect((await asReader.get(`${hiddenImage}/get/200x200`)).statusCode).toBe(404);
    expect((await asAuthor.get(`${hiddenImage}/get/200x200`)).statusCode).toBe(200);
  });
});
