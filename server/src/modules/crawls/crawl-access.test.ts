import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatTestApp, cid } from "../../../test/chat-sockets.js";
import { as, type Client, group, member } from "../../../test/factories.js";
import { ogPage, standInSite, testPng } from "../../../test/stand-in-site.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

/**
 * Who may read a link crawl by its id (GET /system/crawls/{id}) or attach it: the member who asked for it, and whoever
 * may read the post, reply or chat message that carries its preview; 404 (or 422 when attaching) for anyone else.
 * The probe read another member's crawl, the address they typed in a closed group or a private chat, by its id.
 */
const chat = chatTestApp();
let app: App;
let site: Awaited<ReturnType<typeof standInSite>>;

beforeAll(async () => {
  app = chat.app;
  app.ctx.config.crawlAllowPrivateHosts = true;
  site = await standInSite({
    "/plan": { body: ogPage({ title: "Reorganisation plan" }) },
    "/pictured": { body: ogPage({ title: "Floor plan", image: "/floor.png" }) },
    "/floor.png": { type: "image/png", body: await testPng() },
  });
});
afterAll(async () => {
  await site.close();
});

type Person = { row: MemberRow; client: Client };
async function person(): Promise<Person> {
  const row = await member(app);
  return { row, client: await as(app, row) };
}

/** A finished crawl the member asked for, of an address of their own. */
async function crawlOf(who: Person, path = "/plan") {
  const res = await who.client.post("/system/crawls", { url: `${site.origin}${path}?${cid()}`, status: "initialized" });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().status).toBe("finished");
  return res.json().id as string;
}

const readBy = async (who: Person, id: string) => (await who.client.get(`/system/crawls/${id}`)).statusCode;

describe("reading a link crawl by its id", () => {
  it("lets the preview's image be read where the crawl may: the asker, the closed group's members, no outsider", async () => {
    const [author, insider, outsider] = [await person(), await person(), await person()];
    const closed = await group(app, { access: "closed", admin: author.row, members: [insider.row] });
    const id = await crawlOf(author, "/pictured");
    const image = (await author.client.get(`/system/crawls/${id}`)).json().result.image;
    const reads = async (who: Person) => [
      (await who.client.get(image.url)).statusCode,
      (await who.client.get(image.preview_url)).statusCode,
    ];
    expect(await reads(author)).toEqual([200, 200]);
    expect(await reads(insider)).toEqual([404, 404]);
    const posted = await author.client.post("/api/v1/activities", {
      group_id: closed.id,
      content: "<p>The floor plan</p>",
      link_crawl_ids: [id],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await reads(insider)).toEqual([200, 200]);
    expect(await reads(outsider)).toEqual([404, 404]);
  });

  it("is for the member who asked for it while it is attached to nothing", async () => {
    const [asker, other] = [await person(), await person()];
    const id = await crawlOf(asker);
    expect(await readBy(asker, id)).toBe(200);
    const refused = await other.client.get(`/system/crawls/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: "not_found", message: "Not found." });
  });

  it("follows the post or reply that carries it: a closed group's members, every member for the network's", async () => {
    const [author, insider, outsider] = [await person(), await person(), await person()];
    const closed = await group(app, { access: "closed", admin: author.row, members: [insider.row] });
    const inGroup = await crawlOf(author);
    const posted = await author.client.post("/api/v1/activities", {
      group_id: closed.id,
      content: "<p>The plan</p>",
      link_crawl_ids: [inGroup],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await readBy(insider, inGroup)).toBe(200);
    expect(await readBy(outsider, inGroup)).toBe(404);

    const inReply = await crawlOf(author);
    const replied = await author.client.post(`/api/v1/activities/${posted.json().id}/replies`, {
      content: "<p>and this</p>",
      link_crawl_ids: [inReply],
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(await readBy(insider, inReply)).toBe(200);
    expect(await readBy(outsider, inReply)).toBe(404);

    const inNetwork = await crawlOf(author);
    const shared = await author.client.post("/api/v1/activities", {
      stream: "all",
      content: "<p>For everyone</p>",
      link_crawl_ids: [inNetwork],
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(await readBy(outsider, inNetwork)).toBe(200);
  });

  it("follows the chat message that carries it: the chat's members only", async () => {
    const [a, b, outsider] = [await person(), await person(), await person()];
    const id = await crawlOf(a);
    const message = await chat.send(await chat.connect(a.row), a.row, `member/${b.row.id}`, "see", {
      link_crawl_id: id,
    });
    expect(message.link_attachments).toHaveLength(1);
    expect(await readBy(b, id)).toBe(200);
    expect(await readBy(outsider, id)).toBe(404);
  });

  it("cannot be worked around by attaching someone else's crawl", async () => {
    const [asker, other] = [await person(), await person()];
    const id = await crawlOf(asker);
    const post = await other.client.post("/api/v1/activities", {
      stream: "all",
      content: "<p>x</p>",
      link_crawl_ids: [id],
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().errors).toHaveProperty("link_crawl_ids");
    const sent = await chat.act(await chat.connect(other.row), other.row, "send_message", {
      chat_id: `member/${asker.row.id}`,
      cid: cid(),
      text: "x",
      link_crawl_id: id,
    });
    expect(sent.ok).toBe(false);
    expect(await readBy(other, id)).toBe(404);
  });
});
