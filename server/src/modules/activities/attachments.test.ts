import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member, upload } from "../../../test/factories.js";
import { ogPage, standInSite, testPng } from "../../../test/stand-in-site.js";
import type { App } from "../../app.js";
import { findUpload } from "../uploads/uploads.repo.js";

let app: App;
let site: Awaited<ReturnType<typeof standInSite>>;
beforeAll(async () => {
  app = await createTestApp({ crawlAllowPrivateHosts: true });
  const picture = await testPng();
  site = await standInSite({
    "/one": { body: ogPage({ title: "First page", description: "About one", site: "Stand-in", image: "/one.png" }) },
    "/one.png": { type: "image/png", body: picture },
    "/two": { body: ogPage({ title: "Second page" }) },
    "/three": { body: ogPage({ title: "Third page" }) },
    "/broken": { status: 404 },
  });
});
afterAll(async () => {
  await site.close();
});

/** A crawl of the stand-in page at `path`, as `c` starts it from the composer. */
const crawlOf = async (c: Client, path: string) => {
  const res = await c.post("/system/crawls", { url: `${site.origin}${path}`, status: "initialized" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
};

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
const textFile = async (c: Client, name = "plan.txt") => {
  const res = await upload(c, "files", { name, type: "text/plain", data: Buffer.from("the plan") });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Json;
};
const image = async (c: Client, name = "photo.png") => {
  const res = await upload(c, "images", { name, type: "image/png", data: await png() });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Json;
};
const stateOf = async (id: string) => (await findUpload(app.ctx.db, id))?.state;

describe("activities: image and file attachments", () => {
  it("attaches the author's uploads to a post and a reply, publishes them and shows them on the page", async () => {
    const a = await member(app);
    const b = await member(app);
    const [asA, asB] = await Promise.all([as(app, a), as(app, b)]);
    const file = await textFile(asA);
    const photo = await image(asA);
    expect(await stateOf(file.id)).toBe("volatile");

    const posted = await asA.post("/api/v1/activities", {
      stream: "all",
      content: "<p>with files</p>",
      file_ids: [file.id],
      image_ids: [photo.id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await stateOf(file.id)).toBe("published");
    expect(await stateOf(photo.id)).toBe("published");
    const shown = (await asB.get(`/activities/${posted.json().id}`)).json();
    expect(shown.attachments.files).toEqual([
      {
        id: file.id,
        original_filename: "plan.txt",
        extension: "txt",
        size: 8,
        content_type: "text/plain",
        url: `/api/storage/files/${file.id}`,
      },
    ]);
    expect(shown.attachments.images.map((i: Json) => i.id)).toEqual([photo.id]);
    expect(shown.attachments.images[0].url).toBe(`/api/storage/images/${photo.id}`);

    // A reply carries its own; the stream shows both, and another member may download them.
    const replyFile = await textFile(asB, "answer.txt");
    const replied = await asB.post(`/api/v1/activities/${posted.json().id}/replies`, {
      content: "<p>here</p>",
      file_ids: [replyFile.id],
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json().attachments).toEqual({
      images: [],
      files: [expect.objectContaining({ id: replyFile.id, original_filename: "answer.txt" })],
      links: [],
    });
    expect(await stateOf(replyFile.id)).toBe("published");
    const stream = (await asA.get("/activitystreams/all")).json();
    const inStream = stream.activities.find((x: Json) => x.id === posted.json().id);
    expect(inStream.attachments.files.map((f: Json) => f.id)).toEqual([file.id]);
    expect(inStream.replies[0].attachments.files.map((f: Json) => f.id)).toEqual([replyFile.id]);
    expect((await asA.get(`/api/storage/files/${replyFile.id}`)).statusCode).toBe(200);
    expect((await asB.get(`/api/storage/files/${file.id}`)).statusCode).toBe(200);
    expect((await asB.get(`/api/storage/images/${photo.id}`)).statusCode).toBe(200);
  });

  it("refuses others' uploads, published ones, unknown ids and non-images among the images with 422", async () => {
    const a = await member(app);
    const b = await member(app);
    const [asA, asB] = await Promise.all([as(app, a), as(app, b)]);
    const theirs = await textFile(asB);
    const own = await textFile(asA);
    const note = (await asA.post("/api/v1/activities", { stream: "all", content: "<p>n</p>" })).json();

    const foreign = await asA.post("/api/v1/activities", { stream: "all", content: "<p>x</p>", file_ids: [theirs.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty("file_ids");
    const foreignReply = await asA.post(`/api/v1/activities/${note.id}/replies`, {
      content: "<p>x</p>",
      image_ids: [theirs.id],
    });
    expect(foreignReply.statusCode).toBe(422);
    expect(foreignReply.json().errors).toHaveProperty("image_ids");
    expect(await stateOf(theirs.id)).toBe("volatile");

    const notImage = await asA.post("/api/v1/activities", { stream: "all", content: "<p>x</p>", image_ids: [own.id] });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toHaveProperty("image_ids");
    expect(await stateOf(own.id)).toBe("volatile");

    const unknown = await asA.post("/api/v1/activities", {
      stream: "all",
      content: "<p>x</p>",
      file_ids: ["0123456789abcdef01234567"],
    });
    expect(unknown.statusCode).toBe(422);

    // Once attached (published), the same upload cannot be attached again elsewhere.
    expect(
      (await asA.post("/api/v1/activities", { stream: "all", content: "<p>x</p>", file_ids: [own.id] })).statusCode,
    ).toBe(201);
    const again = await asA.post("/api/v1/activities", { stream: "all", content: "<p>y</p>", file_ids: [own.id] });
    expect(again.statusCode).toBe(422);

    const tooMany = await asA.post("/api/v1/activities", {
      stream: "all",
      content: "<p>x</p>",
      file_ids: Array.from({ length: 11 }, () => own.id),
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it("changes a reply's attachments on edit: keeps its own, adds new uploads, drops the rest", async () => {
    const a = await member(app);
    const asA = await as(app, a);
    const note = (await asA.post("/api/v1/activities", { stream: "all", content: "<p>n</p>" })).json();
    const first = await textFile(asA, "first.txt");
    const second = await textFile(asA, "second.txt");
    const photo = await image(asA);
    const replied = (
      await asA.post(`/api/v1/activities/${note.id}/replies`, { content: "<p>r</p>", file_ids: [first.id] })
    ).json();
    const edited = await asA.put(`/api/v1/activities/${note.id}/replies/${replied.id}`, {
      content: "<p>r2</p>",
      file_ids: [second.id, first.id],
      image_ids: [photo.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().attachments.files.map((f: Json) => f.original_filename)).toEqual(["second.txt", "first.txt"]);
    expect(edited.json().attachments.images.map((f: Json) => f.id)).toEqual([photo.id]);
    expect(await stateOf(second.id)).toBe("published");
    const dropped = await asA.put(`/api/v1/activities/${note.id}/replies/${replied.id}`, { content: "<p>r3</p>" });
    expect(dropped.json().attachments).toEqual({ images: [], files: [], links: [] });
  });

  it("lets only those who may read the activity download its attachments", async () => {
    const owner = await member(app);
    const insider = await member(app);
    const outsider = await member(app);
    const [asOwner, asInsider, asOutsider] = await Promise.all([as(app, owner), as(app, insider), as(app, outsider)]);
    const g = await group(app, { admin: owner, members: [insider], access: "closed" });
    const file = await textFile(asOwner);
    const posted = await asOwner.post("/api/v1/activities", {
      group_id: g.id,
      content: "<p>inside</p>",
      file_ids: [file.id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const replyFile = await textFile(asInsider, "reply.txt");
    const replied = await asInsider.post(`/api/v1/activities/${posted.json().id}/replies`, {
      content: "<p>r</p>",
      file_ids: [replyFile.id],
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const replyImage = await image(asInsider);
    expect(
      (
        await asInsider.put(`/api/v1/activities/${posted.json().id}/replies/${replied.json().id}`, {
          content: "<p>r</p>",
          file_ids: [replyFile.id],
          image_ids: [replyImage.id],
        })
      ).statusCode,
    ).toBe(200);

    for (const url of [
      `/api/storage/files/${file.id}`,
      `/api/storage/files/${replyFile.id}`,
      `/api/storage/images/${replyImage.id}`,
    ]) {
      expect((await asInsider.get(url)).statusCode, url).toBe(200);
      expect((await asOwner.get(url)).statusCode, url).toBe(200);
      expect((await asOutsider.get(url)).statusCode, url).toBe(404);
    }

    // A removed reply's files are nobody's but their uploader's; a deleted activity's neither.
    expect(
      (await asOwner.delete(`/api/v1/activities/${posted.json().id}/replies/${replied.json().id}`)).statusCode,
    ).toBeLessThan(300);
    expect((await asOwner.get(`/api/storage/files/${replyFile.id}`)).statusCode).toBe(404);
    expect((await asInsider.get(`/api/storage/files/${replyFile.id}`)).statusCode).toBe(200);
    expect((await asOwner.delete(`/api/v1/activities/${posted.json().id}`)).statusCode).toBeLessThan(300);
    expect((await asInsider.get(`/api/storage/files/${file.id}`)).statusCode).toBe(404);
    expect(await stateOf(file.id)).toBe("published");
  });
});

describe("activities: link previews and attachment edits", () => {
  it("attaches finished crawls to a post and a reply, as posted, with the image served here", async () => {
    const a = await member(app);
    const b = await member(app);
    const [asA, asB] = await Promise.all([as(app, a), as(app, b)]);
    const one = await crawlOf(asA, "/one");
    const two = await crawlOf(asA, "/two");
    expect(one.status).toBe("finished");
    const posted = await asA.post("/api/v1/activities", {
      stream: "all",
      content: `<p>see ${site.origin}/one</p>`,
      link_crawl_ids: [two.id, one.id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const links = posted.json().attachments.links;
    expect(links.map((l: Json) => l.title)).toEqual(["Second page", "First page"]);
    expect(links[1]).toMatchObject({
      crawl_id: one.id,
      url: `${site.origin}/one`,
      description: "About one",
      site_name: "Stand-in",
    });
    expect(links[1].image.preview_url).toMatch(/^\/api\/storage\/images\/[0-9a-f]{24}\/preview$/);
    expect((await asB.get(links[1].image.preview_url)).statusCode).toBe(200);

    // In the stream (same statements as without links) and on a reply.
    const stream = (await asB.get("/activitystreams/all")).json();
    expect(stream.activities.find((x: Json) => x.id === posted.json().id).attachments.links).toEqual(links);
    const replied = await asA.post(`/api/v1/activities/${posted.json().id}/replies`, {
      content: "<p>and this</p>",
      link_crawl_ids: [one.id],
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json().attachments.links.map((l: Json) => l.crawl_id)).toEqual([one.id]);
  });

  it("refuses a crawl that failed or is unknown, and more than five links, with 422", async () => {
    const asA = await as(app, await member(app));
    const broken = await crawlOf(asA, "/broken");
    expect(broken.status).toBe("error");
    for (const ids of [[broken.id], ["0123456789abcdef01234567"]]) {
      const res = await asA.post("/api/v1/activities", { stream: "all", content: "<p>x</p>", link_crawl_ids: ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json().errors).toHaveProperty("link_crawl_ids");
    }
    const malformed = { stream: "all", content: "<p>x</p>", link_crawl_ids: ["nope"] };
    expect((await asA.post("/api/v1/activities", malformed)).statusCode).toBe(422);
    const one = await crawlOf(asA, "/one");
    const six = await asA.post("/api/v1/activities", {
      stream: "all",
      content: "<p>x</p>",
      link_crawl_ids: Array.from({ length: 6 }, () => one.id),
    });
    expect(six.statusCode).toBe(422);
  });

  it("replaces an activity's files, images and links on edit; an absent list keeps its kind", async () => {
    const a = await member(app);
    const b = await member(app);
    const [asA, asB] = await Promise.all([as(app, a), as(app, b)]);
    const first = await textFile(asA, "first.txt");
    const second = await textFile(asA, "second.txt");
    const photo = await image(asA);
    const one = await crawlOf(asA, "/one");
    const three = await crawlOf(asA, "/three");
    const posted = (
      await asA.post("/api/v1/activities", {
        stream: "all",
        content: "<p>v1</p>",
        file_ids: [first.id],
        link_crawl_ids: [one.id],
      })
    ).json();
    const url = `/api/v1/activities/${posted.id}`;

    // Content only: the attachments stay as they are (the edit form of old sends no lists).
    expect((await asA.put(url, { content: "<p>v2</p>", tags: [] })).statusCode).toBe(200);
    let shown = (await asA.get(`/activities/${posted.id}`)).json();
    expect(shown.attachments.files.map((f: Json) => f.id)).toEqual([first.id]);
    expect(shown.attachments.links.map((l: Json) => l.crawl_id)).toEqual([one.id]);

    const edited = await asA.put(url, {
      content: "<p>v3</p>",
      tags: [],
      file_ids: [second.id, first.id],
      image_ids: [photo.id],
      link_crawl_ids: [three.id, one.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    shown = (await asA.get(`/activities/${posted.id}`)).json();
    expect(shown.attachments.files.map((f: Json) => f.original_filename)).toEqual(["second.txt", "first.txt"]);
    expect(shown.attachments.images.map((i: Json) => i.id)).toEqual([photo.id]);
    expect(shown.attachments.links.map((l: Json) => l.title)).toEqual(["Third page", "First page"]);
    expect(await stateOf(second.id)).toBe("published");

    // Removing: empty lists drop them.
    expect(
      (await asA.put(url, { content: "<p>v4</p>", tags: [], file_ids: [], image_ids: [photo.id], link_crawl_ids: [] }))
        .statusCode,
    ).toBe(200);
    shown = (await asA.get(`/activities/${posted.id}`)).json();
    expect(shown.attachments).toMatchObject({ files: [], links: [] });
    expect(shown.attachments.images.map((i: Json) => i.id)).toEqual([photo.id]);

    // Another member's upload is refused, and the activity is left as it was.
    const theirs = await textFile(asB, "theirs.txt");
    const foreign = await asA.put(url, { content: "<p>v5</p>", tags: [], file_ids: [theirs.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty("file_ids");
    expect(await stateOf(theirs.id)).toBe("volatile");
    expect((await asA.get(`/activities/${posted.id}`)).json().content).toBe("<p>v4</p>");

    // Only the author edits, and a file once dropped is no longer "already on the item" for someone else.
    expect((await asB.put(url, { content: "<p>x</p>", tags: [], file_ids: [] })).statusCode).toBe(403);
  });

  it("keeps a reply's links on edit when named again, drops them when not", async () => {
    const asA = await as(app, await member(app));
    const note = (await asA.post("/api/v1/activities", { stream: "all", content: "<p>n</p>" })).json();
    const one = await crawlOf(asA, "/one");
    const two = await crawlOf(asA, "/two");
    const replied = (
      await asA.post(`/api/v1/activities/${note.id}/replies`, { content: "<p>r</p>", link_crawl_ids: [one.id] })
    ).json();
    const url = `/api/v1/activities/${note.id}/replies/${replied.id}`;
    const edited = await asA.put(url, { content: "<p>r2</p>", link_crawl_ids: [one.id, two.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().attachments.links.map((l: Json) => l.title)).toEqual(["First page", "Second page"]);
    const dropped = await asA.put(url, { content: "<p>r3</p>" });
    expect(dropped.json().attachments.links).toEqual([]);
  });

  it("answers 404 to an edit of a hidden group's activity by a non-member, whatever it attaches", async () => {
    const owner = await member(app);
    const outsider = await member(app);
    const [asOwner, asOutsider] = await Promise.all([as(app, owner), as(app, outsider)]);
    const g = await group(app, { admin: owner, access: "hidden" });
    const one = await crawlOf(asOwner, "/one");
    const posted = await asOwner.post("/api/v1/activities", {
      group_id: g.id,
      content: "<p>secret</p>",
      link_crawl_ids: [one.id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const own = await textFile(asOutsider);
    const res = await asOutsider.put(`/api/v1/activities/${posted.json().id}`, {
      content: "<p>x</p>",
      tags: [],
      file_ids: [own.id],
      link_crawl_ids: [one.id],
    });
    expect(res.statusCode).toBe(404);
    expect((await asOutsider.get(`/activities/${posted.json().id}`)).statusCode).toBe(404);
    expect(await stateOf(own.id)).toBe("volatile");
  });
});
