import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

/** A local stand-in that speaks DeepL's v2 protocol: upper-cases text, and slips script into HTML. */
async function fakeDeepl() {
  const requests: { target_lang: string; tag_handling?: string; text: string[] }[] = [];
  const server = Fastify();
  server.addHook("onRequest", async (req, reply) => {
    if (req.headers.authorization !== "DeepL-Auth-Key test-key:fx")
      return reply.code(403).send({ message: "Forbidden" });
  });
  server.get("/v2/languages", async () => [
    { language: "DE", name: "German" },
    { language: "EN-GB", name: "English (British)" },
  ]);
  server.post("/v2/translate", async (req) => {
    const body = req.body as { target_lang: string; tag_handling?: string; text: string[] };
    requests.push(body);
    if (body.target_lang === "XX") throw new Error("boom");
    return {
      translations: body.text.map((t) => ({
        detected_source_language: "EN",
        text: body.tag_handling === "html" ? `${t.toUpperCase()}<img src=x onerror="alert(1)">` : t.toUpperCase(),
      })),
    };
  });
  const url = await server.listen({ port: 0, host: "127.0.0.1" });
  return { url, requests, close: () => server.close() };
}

describe("machine translation", () => {
  let deepl: Awaited<ReturnType<typeof fakeDeepl>>;
  let app: App;
  let off: App;
  beforeAll(async () => {
    deepl = await fakeDeepl();
    app = await createTestApp({ deeplAuthKey: "test-key:fx", deeplApiUrl: deepl.url });
    off = await createTestApp();
  });
  afterAll(() => deepl.close());

  const sendMessage = async () => {
    const a = await member(app);
    const b = await member(app);
    const res = await (await as(app, a)).post("/api/v1/messages", {
      to: [b.id],
      subject: "Hello there",
      content: "<p>See you <b>soon</b></p>",
    });
    expect(res.statusCode).toBe(201);
    return { a, b, id: res.json().id as string };
  };

  it("is off without a provider: the preload says so and the calls answer 404", async () => {
    const client = await as(off, await member(off));
    expect((await client.get("/api/v1/network")).json().config.translations.deep_l.enabled).toBe(false);
    const res = await client.get("/translations/languages");
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("translation_disabled");
  });

  it("lists the provider's target languages", async () => {
    const client = await as(app, await member(app));
    expect((await client.get("/api/v1/network")).json().config.translations.deep_l.enabled).toBe(true);
    expect((await client.get("/translations/languages")).json()).toEqual([
      { code: "DE", name: "German" },
      { code: "EN-GB", name: "English (British)" },
    ]);
  });

  it("translates a message for its parties, keeping markup and dropping script", async () => {
    const { b, id } = await sendMessage();
    const res = await (await as(app, b)).get(`/translations/de/message/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      language: "DE",
      fields: { subject: "HELLO THERE", content: "<p>SEE YOU <b>SOON</b></p>" },
    });
    const html = deepl.requests.find((r) => r.tag_handling === "html");
    expect(html?.target_lang).toBe("DE");
  });

  it("does not translate a message for someone who may not read it, nor unknown types", async () => {
    const { id } = await sendMessage();
    const outsider = await as(app, await member(app));
    expect((await outsider.get(`/translations/de/message/${id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/translations/de/nothing/${id}`)).statusCode).toBe(404);
  });

  it("translates an appointment's name and description for those who may read it", async () => {
    const owner = await member(app);
    const cal = await calendar(app, owner, { name: "Mine" });
    const created = await (await as(app, owner)).post("/appointments", {
      appointment: {
        name: "Summer party",
        description: "<p>Bring <i>friends</i><script>x()</script></p>",
        calendar_ids: [cal],
        time_zone: "Europe/Berlin",
        date: { start: "2026-07-01T18:00", end: "2026-07-01T22:00", all_day: false },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const res = await (await as(app, owner)).get(`/translations/fr/appointment/${id}`);
    // The provider's output goes through the description's allowlist: its <img> is not one stored by the
    // platform, so it is dropped with its onerror handler.
    expect(res.json()).toEqual({
      language: "FR",
      fields: { name: "SUMMER PARTY", description: "<p>BRING <i>FRIENDS</i></p>" },
    });
    expect((await (await as(app, await member(app))).get(`/translations/fr/appointment/${id}`)).statusCode).toBe(404);
  });

  it("answers a provider failure with the translation error", async () => {
    const { b, id } = await sendMessage();
    const res = await (await as(app, b)).get(`/translations/xx/message/${id}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: "translation_failed", message: "translation error" });
  });
});
