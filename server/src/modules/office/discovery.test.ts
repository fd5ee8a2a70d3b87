import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { actionsForExtension, actionUrl, parseDiscovery, wopiDiscoveryProvider } from "./discovery.js";
import { proofBytes, ticksOf } from "./proof.js";

const XML = `<?xml version="1.0"?><wopi-discovery><net-zone name="external-http">
  <app name="application/vnd.oasis.opendocument.text"><action name="edit" ext="" urlsrc="https://office.example/x?"/></app>
  <app name="writer">
    <action name="edit" ext="ODT" urlsrc="https://office.example/browser/cool.html?"/>
    <action name="view_comment" ext="odt" urlsrc="https://office.example/comment?"/>
  </app>
  <app name="Word">
    <action name="view" ext="docx" urlsrc="https://office.example/wv/wordviewerframe.aspx?&lt;ui=UI_LLCC&amp;&gt;&lt;rs=DC_LLCC&amp;&gt;"/>
    <action name="edit" ext="docx" urlsrc="https://office.example/we/wordeditorframe.aspx?&lt;ui=UI_LLCC&amp;&gt;"/>
    <action name="review" ext="docx" urlsrc="https://office.example/review?a=1"/>
  </app>
</net-zone></wopi-discovery>`;

describe("discovery", () => {
  it("maps extensions to view, edit and review, viewing through edit's URL when there is no view", () => {
    const discovery = parseDiscovery(XML);
    expect(discovery.proofKeys).toEqual({ current: null, old: null });
    expect([...actionsForExtension(discovery, "odt")]).toEqual([
      ["view", "https://office.example/browser/cool.html?"],
      ["edit", "https://office.example/browser/cool.html?"],
    ]);
    expect([...actionsForExtension(discovery, "DOCX").keys()]).toEqual(["view", "edit", "review"]);
    expect(actionsForExtension(discovery, "pdf").size).toBe(0);
  });

  it("drops the optional placeholders and adds WOPISrc", () => {
    const src = "http://intranet.test/api/wopi/files/0123456789abcdef01234567";
    expect(actionUrl("https://office.example/wv/a.aspx?<ui=UI_LLCC&><rs=DC_LLCC&>", src)).toBe(
      `https://office.example/wv/a.aspx?WOPISrc=${encodeURIComponent(src)}`,
    );
    expect(actionUrl("https://office.example/review?a=1", src)).toBe(
      `https://office.example/review?a=1&WOPISrc=${encodeURIComponent(src)}`,
    );
    expect(actionUrl("https://office.example/edit", src)).toBe(
      `https://office.example/edit?WOPISrc=${encodeURIComponent(src)}`,
    );
  });

  it("lays out the proof bytes as the protocol says", () => {
    const bytes = proofBytes("tok", "http://a/b?access_token=tok", ticksOf(0));
    expect(bytes.readInt32BE(0)).toBe(3);
    expect(bytes.subarray(4, 7).toString()).toBe("tok");
    expect(bytes.readInt32BE(7)).toBe(27);
    expect(bytes.subarray(11, 38).toString()).toBe("HTTP://A/B?ACCESS_TOKEN=TOK");
    expect(bytes.readInt32BE(38)).toBe(8);
    expect(bytes.readBigInt64BE(42)).toBe(621_355_968_000_000_000n);
  });

  it("is fetched once per hour and kept when the office server goes away", async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.end(XML);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hosting/discovery`;
    const provider = wopiDiscoveryProvider(url);
    const [a, b] = await Promise.all([provider.discovery(), provider.discovery()]);
    await provider.discovery();
    expect(hits).toBe(1);
    expect(a).toBe(b);
    const stale = wopiDiscoveryProvider(url, { ttlMs: 0 });
    await stale.discovery();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Expired and unreachable: the last one stays in use.
    expect((await stale.discovery()).actions.length).toBe(5);
    await expect(wopiDiscoveryProvider(url).discovery()).rejects.toThrow();
  });
});
