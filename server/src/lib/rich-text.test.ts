import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeRichText, storedImageIds } from "./rich-text.js";

const IMAGE = "65a1b2c3d4e5f60718293a4b";

const MENTION =
  '<span data-type="mention" class="mention" data-id="m1" data-label="Ann Lee" data-mention-suggestion-char="@">@Ann Lee</span>';

describe("sanitizeRichText", () => {
  it("keeps on read what the appointment write policy stored: images and mention attributes", () => {
    const src = `/api/storage/images/${IMAGE}/get/435x435`;
    const input = `<p>Ask ${MENTION}</p><p><img src="${src}" alt="Plan" width="200"></p>`;
    const stored = sanitizeRichText("appointment_description", input);
    expect(stored).toContain(`<img src="${src}" alt="Plan" width="200" />`);
    expect(stored).toContain(MENTION);
    // Read applies the same allowlist, so it changes nothing that write kept.
    expect(sanitizeRichText("appointment_description", stored)).toBe(stored);
  });

  it("cleans each text by its own kind's policy, also when the same text was cleaned for another kind", () => {
    const input = "<h1>Plan</h1><p>Go</p>";
    // Twice each, in turn: what a kind's first call cleaned is what its later calls get.
    for (let round = 0; round < 2; round++) {
      expect(sanitizeRichText("appointment_description", input)).toBe("<h1>Plan</h1><p>Go</p>");
      expect(sanitizeRichText("mail_imprint", input)).toBe("Plan<p>Go</p>");
    }
    expect(sanitizeRichText("message", "")).toBe("");
  });

  it("strips script, event handlers, foreign classes and dangerous links from every kind", () => {
    const evil =
      '<p onclick="x()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<span class="mention admin" data-type="mention" style="color:red">@A</span>' +
      '<a href="javascript:alert(3)">bad</a><iframe src="https://evil.test"></iframe></p>';
    for (const kind of ["message", "activity", "appointment_description", "mail_imprint", "article"] as const) {
      const html = sanitizeRichText(kind, evil);
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=|admin/i);
      expect(html).toContain("Hi");
    }
    // An image that is not stored by the platform is dropped whole.
    expect(sanitizeRichText("appointment_description", evil)).not.toContain("<img");
    expect(sanitizeRichText("article", evil)).not.toContain("<img");
    // Messages carry no images at all.
    expect(sanitizeRichText("message", evil)).not.toContain("<img");
  });

  it("shows only images stored by the platform, on write and on read (no remote tracking pixel)", () => {
    const remote = [
      "https://tracker.example/pixel.gif",
      "http://tracker.example/p.png",
      "//tracker.example/p.png",
      "data:image/png;base64,iVBORw0KGgo=",
      `https://tracker.example/api/storage/images/${IMAGE}`,
      `/api/storage/images/${IMAGE}/../../../x`,
      `/api/storage/images/${IMAGE}?u=https://tracker.example`,
      ` /api/storage/images/${IMAGE}`,
      "/api/storage/images/not-an-id",
      "/uploads/abc/plan.png",
    ];
    for (const src of remote) {
      for (const kind of ["appointment_description", "article"] as const) {
        const html = sanitizeRichText(kind, `<p>a<img src="${src}" alt="x">b</p>`);
        expect(html, `${kind} ${src}`).toBe("<p>ab</p>");
      }
    }
    const srcset = sanitizeRichText(
      "appointment_description",
      `<img src="/api/storage/images/${IMAGE}" srcset="https://tracker.example/p.png 2x">`,
    );
    expect(srcset).toBe(`<img src="/api/storage/images/${IMAGE}" />`);
    for (const path of ["", "/preview", "/get/200x200"]) {
      const src = `/api/storage/images/${IMAGE}${path}`;
      expect(sanitizeRichText("appointment_description", `<img src="${src}">`)).toBe(`<img src="${src}" />`);
    }
  });

  it("keeps an article's stored images with their source and alternative text only", () => {
    for (const path of ["", "/preview", "/get/1920x1200"]) {
      const src = `/api/storage/images/${IMAGE}${path}`;
      const html = sanitizeRichText(
        "article",
        `<p><img src="${src}" alt="Plan" width="10" title="t" onload="x()" style="a" srcset="https://t.test/p 2x"></p>`,
      );
      expect(html).toBe(`<p><img src="${src}" alt="Plan" /></p>`);
      expect(sanitizeRichText("article", html)).toBe(html);
    }
    expect(sanitizeRichText("article", `<img src="javascript:alert(1)" alt="x"><p>ok</p>`)).toBe("<p>ok</p>");
    // Other documents still show no images.
    expect(sanitizeRichText("group_page", `<img src="/api/storage/images/${IMAGE}">`)).toBe("");
  });

  it("lists the ids of the stored images rich text shows", () => {
    const other = "0123456789abcdef01234567";
    const html = `<img src="/api/storage/images/${IMAGE}/preview"><p><img src="/api/storage/images/${other}"></p><img src="/api/storage/images/${IMAGE}"><img src="https://x.test/${other}">`;
    expect(storedImageIds(html)).toEqual([IMAGE, other]);
    expect(storedImageIds("<p>none</p>")).toEqual([]);
  });

  it("makes message links open safely in a new tab", () => {
    expect(sanitizeRichText("message", '<a href="https://example.com">ok</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
  });

  it("keeps the editor's mention spans in activities, and no other span attribute", () => {
    const mention = '<span data-type="mention" data-id="0123456789abcdef01234567" data-label="Ann">@Ann</span>';
    expect(sanitizeRichText("activity", `<p>${mention}</p>`)).toBe(`<p>${mention}</p>`);
    expect(sanitizeRichText("activity", '<span title="x" data-x="y">a</span>')).toBe("<span>a</span>");
    expect(sanitizeRichText("message", `<p>${mention}</p>`)).toBe("<p><span>@Ann</span></p>");
  });
});

describe("htmlToText", () => {
  const html =
    "<h2>Plan</h2><ul><li>one</li><li>two &amp; three</li></ul><ol><li>first</li><li>second</li></ol>" +
    '<p>See <a href="https://example.test/a">the page</a> or <a href="https://example.test">https://example.test</a>.</p>' +
    "<p>&lt;tag&gt; &quot;quoted&quot; &#39;single&#39; caf&eacute;&nbsp;!<br>next line</p>";

  it("writes lists, links and entities as readable text", () => {
    expect(htmlToText(html)).toBe(
      [
        "Plan",
        "",
        "- one",
        "- two & three",
        "",
        " 1. first",
        " 2. second",
        "",
        "See the page https://example.test/a or https://example.test.",
        "",
        "<tag> \"quoted\" 'single' café !",
        "next line",
      ].join("\n"),
    );
  });

  it("has a compact layout for previews: one line per block, no addresses", () => {
    expect(htmlToText(html, "compact")).toBe(
      [
        "Plan",
        "- one",
        "- two & three",
        " 1. first",
        " 2. second",
        "See the page or https://example.test.",
        "<tag> \"quoted\" 'single' café !",
        "next line",
      ].join("\n"),
    );
  });

  it("leaves out images and parts marked to skip in text, keeps mention labels", () => {
    expect(htmlToText(`<p>Hi ${MENTION}<img src="x" alt="pic"></p><div data-skip-in-text="true">hidden</div>`)).toBe(
      "Hi @Ann Lee",
    );
  });
});
