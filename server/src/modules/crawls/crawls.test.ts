import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, member } from "../../../test/factories.js";
import { ogPage, standInSite, testPng } from "../../../test/stand-in-site.js";
import type { App } from "../../app.js";
import { isPublicAddress } from "./address-guard.js";
import { CRAWLS_PER_MEMBER, runCrawl } from "./crawls.service.js";
import { FetchRefused, guardedFetch, TransientFetchError } from "./guarded-fetch.js";
import { pageMeta } from "./page-meta.js";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are checked by the route schemas.
type Json = Record<string, any>;

let app: App;
let site: Awaited<ReturnType<typeof standInSite>>;
const png = await testPng();

beforeAll(async () => {
  app = await createTestApp({ crawlAllowPrivateHosts: true });
  site = await standInSite({
    "/article": {
      body: ogPage({ title: "Lake &amp; Hills", description: "A walk", site: "Example", image: "/pic.png" }),
    },
    "/pic.png": { type: "image/png", body: png },
    "/old": { status: 301, headers: { location: "/article" } },
    "/r1": { status: 302, headers: { location: "/r2" } },
    "/r2": { status: 302, headers: { location: "/r3" } },
    "/r3": { status: 302, headers: { location: "/r4" } },
    "/r4": { status: 302, headers: { location: "/article" } },
    "/plain": {
      body: '<html><head><title> Just a  title </title><meta name="description" content="From meta"></head></html>',
    },
    "/files/report%20Q1.pdf": { type: "application/pdf", body: Buffer.from("%PDF-1.4") },
    "/huge": {
      body: `<html><head><title>Huge</title><meta property="og:image" content="/big.png"></head><body>${"x".repeat(3 * 1024 * 1024)}</body></html>`,
    },
    "/big.png": { type: "image/png", body: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]) },
    "/flaky": (hits) => (hits === 1 ? { status: 503 } : { body: ogPage({ title: "Back again" }) }),
    "/down": { status: 502 },
    "/gone": { status: 404 },
    "/hang": "hang",
    "/to-metadata": { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } },
  });
});
afterAll(async () => {
  await site.close();
});

async function crawl(url: string, who?: Awaited<ReturnType<typeof as>>) {
  const client = who ?? (await as(app, await member(app)));
  const res = await client.post("/system/crawls", { url, status: "initialized" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
}

/** With the test flag off, as production runs. */
async function withoutPrivateHosts<T>(run: () => Promise<T>): Promise<T> {
  app.ctx.config.crawlAllowPrivateHosts = false;
  try {
    return await run();
  } finally {
    app.ctx.config.crawlAllowPrivateHosts = true;
  }
}

describe("crawls", () => {
  it("requires a signed-in member", async () => {
    expect((await anonymous(app).post("/system/crawls", { url: `${site.origin}/article` })).statusCode).toBe(401);
    expect((await anonymous(app).get("/system/crawls/0123456789abcdef01234567")).statusCode).toBe(401);
  });

  it("refuses what is not an http(s) address with 422 in the one error shape", async () => {
    const c = await as(app, await member(app));
    for (const url of [
      "ftp://example.com/x",
      "javascript:alert(1)",
      "not a url",
      "",
      "http://user:secret@example.com/",
      `https://example.com/${"a".repeat(2048)}`,
    ]) {
      const res = await c.post("/system/crawls", { url, status: "initialized" });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error).toBe("validation_failed");
      expect(Object.keys(res.json().errors)).toEqual(["url"]);
    }
    expect((await c.post("/system/crawls", { url: `${site.origin}/x`, status: "finished" })).statusCode).toBe(422);
  });

  it("reads the Open Graph tags after a redirect and stores the image on this server", async () => {
    const starter = await as(app, await member(app));
    const found = await crawl(`${site.origin}/old`, starter);
    expect(found).toMatchObject({ url: `${site.origin}/old`, status: "finished" });
    expect(found.result).toMatchObject({
      url: `${site.origin}/article`,
      title: "Lake & Hills",
      description: "A walk",
      site_name: "Example",
    });
    expect(found.result.image.url).toMatch(/^\/api\/storage\/images\/[0-9a-f]{24}$/);
    // The image comes from us, not from the site.
    const image = await starter.get(found.result.image.preview_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });

  it("falls back to <title> and <meta name=description>", async () => {
    const found = await crawl(`${site.origin}/plain`);
    expect(found.result).toEqual({
      url: `${site.origin}/plain`,
      title: "Just a title",
      description: "From meta",
      site_name: null,
      image: null,
    });
  });

  it("answers a recent crawl of the same address again, to another member as a copy of their own", async () => {
    const asker = await as(app, await member(app));
    const first = await crawl(`${site.origin}/plain?again`, asker);
    expect((await crawl(`${site.origin}/plain?again`, asker)).id).toBe(first.id);
    const other = await as(app, await member(app));
    const fetched = site.hits("/plain");
    const copy = await crawl(`${site.origin}/plain?again`, other);
    expect(copy.id).not.toBe(first.id);
    expect(copy).toEqual({ ...first, id: copy.id });
    expect(site.hits("/plain")).toBe(fetched);
    expect((await other.get(`/system/crawls/${copy.id}`)).statusCode).toBe(200);
    expect((await other.get(`/system/crawls/${first.id}`)).statusCode).toBe(404);
  });

  it("gives a file that is not a page its name as the title", async () => {
    const found = await crawl(`${site.origin}/files/report%20Q1.pdf`);
    expect(found.status).toBe("finished");
    expect(found.result).toMatchObject({ title: "report Q1.pdf", description: null, image: null });
  });

  it("reads at most 1 MB of a page and refuses an image over 2 MB", async () => {
    const found = await crawl(`${site.origin}/huge`);
    expect(found.status).toBe("finished");
    expect(found.result).toMatchObject({ title: "Huge", image: null });
  });

  it("follows at most three redirects", async () => {
    expect((await crawl(`${site.origin}/r2`)).status).toBe("finished");
    expect((await crawl(`${site.origin}/r1`)).status).toBe("error");
  });

  it("tries a transient failure once more, then fails; a 404 fails at once", async () => {
    const flaky = await crawl(`${site.origin}/flaky`);
    expect(flaky.status).toBe("finished");
    expect(flaky.result.title).toBe("Back again");
    expect(site.hits("/flaky")).toBe(2);
    const down = await crawl(`${site.origin}/down`);
    expect(down).toEqual({ id: down.id, url: `${site.origin}/down`, status: "error" });
    expect(site.hits("/down")).toBe(2);
    expect((await crawl(`${site.origin}/gone`)).status).toBe("error");
    expect(site.hits("/gone")).toBe(1);
  });

  it("gives up on a site that does not answer in time", async () => {
    const started = Date.now();
    await expect(
      guardedFetch(`${site.origin}/hang`, { allowPrivate: true, maxBytes: 1000, accept: "*/*", timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(TransientFetchError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses loopback, private and link-local addresses when the test flag is off", async () => {
    await withoutPrivateHosts(async () => {
      const c = await as(app, await member(app));
      for (const url of [
        `${site.origin}/article?ssrf`,
        `http://localhost:${site.port}/article`,
        `http://[::1]:${site.port}/article`,
        `http://[::ffff:127.0.0.1]:${site.port}/article`,
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/",
        "http://0.0.0.0/",
      ]) {
        const res = await c.post("/system/crawls", { url, status: "initialized" });
        expect(res.statusCode, url).toBe(201);
        expect(res.json().status, url).toBe("error");
      }
      await expect(
        guardedFetch(`${site.origin}/article`, { allowPrivate: false, maxBytes: 1000, accept: "*/*" }),
      ).rejects.toThrow(/not public/);
    });
    expect(site.hits("/article?ssrf")).toBe(0);
  });

  it("checks each redirect's address again", async () => {
    // The stand-in site itself is allowed here; where it redirects to (the cloud metadata address) is not.
    await expect(
      guardedFetch(`${site.origin}/to-metadata`, { allowPrivate: false, maxBytes: 1000, accept: "*/*" }),
    ).rejects.toThrow();
    const found = await crawl(`${site.origin}/to-metadata`);
    expect(found.status).toBe("error");
  });

  it("judges addresses: public unicast only, IPv4-mapped IPv6 as IPv4", () => {
    for (const a of ["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "fe80::1",
      "fd00::1",
      "fc00::1",
      "ff02::1",
      "64:ff9b::7f00:1",
      "2002:7f00:1::",
      "2001:db8::1",
      "not an address",
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it("404 for an unknown crawl; a job for a gone crawl does nothing", async () => {
    const c = await as(app, await member(app));
    expect((await c.get("/system/crawls/0123456789abcdef01234567")).statusCode).toBe(404);
    expect((await c.get("/system/crawls/not-an-id")).statusCode).toBe(404);
    await expect(runCrawl(app.ctx, { crawlId: "0123456789abcdef01234567" })).resolves.toBeUndefined();
  });

  it("limits the crawls a member starts", async () => {
    const m = await member(app);
    const counter = app.ctx.rateLimits.of(CRAWLS_PER_MEMBER);
    for (let i = 0; i < CRAWLS_PER_MEMBER.points; i++) await counter.take(m.id);
    const res = await (await as(app, m)).post("/system/crawls", { url: `${site.origin}/plain`, status: "initialized" });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBeTypeOf("string");
  });
});

describe("page metadata", () => {
  it("prefers Open Graph, then Twitter cards, and resolves the image against the page", () => {
    const meta = pageMeta(
      `<title>T</title><meta name="twitter:title" content="Tw"><meta name="twitter:image" content="img/a.png">
       <meta name="twitter:description" content="D &lt;b&gt;">`,
      "https://example.com/a/b",
    );
    expect(meta).toEqual({
      title: "Tw",
      description: "D <b>",
      siteName: null,
      image: "https://example.com/a/img/a.png",
    });
    expect(pageMeta(`<meta property="og:image" content="javascript:alert(1)">`, "https://e.com/").image).toBeNull();
  });

  it("rejects FetchRefused for a non-http scheme", async () => {
    await expect(
      guardedFetch("file:///etc/passwd", { allowPrivate: true, maxBytes: 10, accept: "*/*" }),
    ).rejects.toBeInstanceOf(FetchRefused);
  });
});
