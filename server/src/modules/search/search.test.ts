import { SEARCH_QUERY_MAX } from "@intranet/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, type Client, member } from "../../../test/factories.js";
import { expectRestemmed } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";
import { parseQuery } from "./query.js";
import { highlightHtml } from "./search.repo.js";

let app: App;
let a: MemberRow;
let b: MemberRow;
let asA: Client;
let asB: Client;
let asC: Client;

beforeAll(async () => {
  app = await createTestApp();
  a = await member(app);
  b = await member(app);
  asA = await as(app, a);
  asB = await as(app, b);
  asC = await as(app, await member(app));
  const sent = await asA.post("/api/v1/messages", {
    to: [b.id],
    subject: "Quarterly budget",
    content: "<p>The Häuser of the <b>Müller</b> family need new windows &amp; doors.</p>",
  });
  expect(sent.statusCode, sent.body).toBe(201);
});

describe("query language", () => {
  it("reads words, quoted phrases and #tags, and the last word as a prefix", () => {
    expect(parseQuery('budget "new windows" #Urlaub quart')).toEqual({
      words: ["budget", "quart"],
      phrases: ["new windows"],
      tags: ["urlaub"],
      prefix: "quart",
    });
    expect(parseQuery("budget ").prefix).toBeNull();
    expect(parseQuery('"unbalanced phrase').phrases).toEqual(["unbalanced phrase"]);
    expect(parseQuery("c++ &|!():*").words).toEqual(["c++", "&|!():*"]);
    expect(parseQuery("a':* | b").prefix).toBe("b");
    expect(parseQuery("x".repeat(3) + " y".repeat(40)).words).toHaveLength(16);
  });

  it("highlights as escaped HTML cut at 600 characters of text", () => {
    expect(highlightHtml("a <b> \u0002match\u0003 &amp; <script>x</script>")).toBe("a <mark>match</mark> &amp; x");
    const long = highlightHtml(`\u0002${"x".repeat(700)}\u0003`);
    expect(long).toBe(`<mark>${"x".repeat(600)}…</mark>`);
  });
});

describe("GET /search.json", () => {
  it("finds a message by a stemmed, accent-free word, for its parties only", async () => {
    for (const client of [asA, asB]) {
      const res = await client.get("/search.json?q=hauser");
      expect(res.statusCode, res.body).toBe(200);
      const messages = res.json().messages;
      expect(messages.total).toBe(1);
      expect(messages.hits[0].subject).toBe("Quarterly budget");
      expect(messages.hits[0].highlight).toContain("<mark>Häuser</mark>");
      expect(messages.hits[0].html_url).toBe(`/messages/${messages.hits[0].id}`);
    }
    const outsider = (await asC.get("/search.json?q=hauser")).json();
    expect(outsider.messages).toMatchObject({ hits: [], total: 0 });
  });

  it("finds German plurals in an English network (the second stemming) and English ones", async () => {
    await asA.post("/api/v1/messages", {
      to: [b.id],
      subject: "Termin",
      content: "<p>Ein Haus am See, two meetings</p>",
    });
    for (const q of ["Termine", "Häuser", "Hauses", "meeting"]) {
      const hits = (await asB.get(`/search.json?q=${encodeURIComponent(q)}&module=messages`)).json().messages.hits;
      expect(
        hits.map((h: { subject: string }) => h.subject),
        q,
      ).toContain("Termin");
    }
  });

  it("finds a subject despite a typo, but not a phrase with one", async () => {
    const hits = (await asB.get("/search.json?q=Quartely&module=messages")).json().messages.hits;
    expect(hits.map((h: { subject: string }) => h.subject)).toEqual(["Quarterly budget"]);
    expect((await asB.get("/search.json?q=%22Quartely%20budget%22&module=messages")).json().messages.total).toBe(0);
    expect((await asC.get("/search.json?q=Quartely&module=messages")).json().messages.total).toBe(0);
  });

  it("finds a word not finished as a prefix when nothing matches it whole, for the parties only", async () => {
    for (const q of ["budg", "Quarterl", "wind"]) {
      const found = (await asB.get(`/search.json?q=${q}`)).json().messages;
      expect(
        found.hits.map((h: { subject: string }) => h.subject),
        q,
      ).toEqual(["Quarterly budget"]);
    }
    expect((await asC.get("/search.json?q=budg")).json().messages.total).toBe(0);
    // Two letters are too few for a second try, and a finished word ("budg ") is matched whole only.
    expect((await asB.get("/search.json?q=bu&module=messages")).json().messages.total).toBe(0);
    expect((await asB.get(`/search.json?q=${encodeURIComponent("budg ")}&module=messages`)).json().messages.total).toBe(
      0,
    );
    // The other words must still match whole.
    expect((await asB.get("/search.json?q=quarterly%20wind&module=messages")).json().messages.total).toBe(1);
    expect((await asB.get("/search.json?q=yearly%20wind&module=messages")).json().messages.total).toBe(0);
  });

  it("matches a phrase only as a phrase", async () => {
    expect((await asB.get("/search.json?q=%22new%20windows%22&module=messages")).json().messages.total).toBe(1);
    expect((await asB.get("/search.json?q=%22windows%20new%22&module=messages")).json().messages.total).toBe(0);
  });

  it("pages one module when it is asked for", async () => {
    const res = (await asB.get("/search.json?q=budget&module=messages&page=2")).json();
    expect(Object.keys(res)).toEqual(["messages"]);
    expect(res.messages).toMatchObject({ hits: [], total: 1, page: 2, per: 10 });
    expect(res.messages.available_sorts).toEqual(["relevance", "newest"]);
  });

  it("suggests by the prefix of the last word", async () => {
    const res = await asB.get("/search/suggestions?q=quarter");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suggestions).toEqual([
      expect.objectContaining({ module: "messages", title: "Quarterly budget" }),
    ]);
    expect((await asC.get("/search/suggestions?q=quarter")).json().suggestions).toEqual([]);
  });

  it("answers hostile queries with results or a clear 400, never a 500", async () => {
    const hostile = [
      "&|!():*<->",
      '"""',
      "'; drop table messages; --",
      "a:* & !b | (c <-> d",
      "(((((((((((((((((((",
      "😀😀 budget",
      "\\\\' \\x00",
      ".*(a+)+$",
      "#",
      "##tag #",
      "x".repeat(SEARCH_QUERY_MAX),
    ];
    for (const q of hostile) {
      const res = await asA.get(`/search.json?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      const suggest = await asA.get(`/search/suggestions?q=${encodeURIComponent(q)}`);
      expect(suggest.statusCode, `${q}: ${suggest.body}`).toBe(200);
    }
    const tooLong = await asA.get(`/search.json?q=${"x".repeat(10_000)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.q).toEqual([`The query is longer than ${SEARCH_QUERY_MAX} characters.`]);
    expect((await asA.get("/search.json?q=a&page=0")).statusCode).toBe(400);
    expect((await asA.get("/search.json?q=a&module=nothing")).statusCode).toBe(400);
    expect((await asA.get("/search.json?q=a&sort_by=random")).statusCode).toBe(400);
  });

  it("re-stems every document when the network's language changes, in the same transaction", async () => {
    await expectRestemmed(
      app,
      sql`select search_vector::text as v from messages where subject = 'Quarterly budget'`,
      async () => {
        expect((await asB.get("/search.json?q=Häuser&module=messages")).json().messages.total).toBeGreaterThan(0);
      },
    );
  });

  it("is for members only; an unknown group is a 404", async () => {
    expect((await anonymous(app).get("/search.json?q=budget")).statusCode).toBe(401);
    expect((await anonymous(app).get("/search/suggestions?q=budget")).statusCode).toBe(401);
    expect((await asA.get("/groups/no-such-group/search.json?q=budget")).statusCode).toBe(404);
  });
});
