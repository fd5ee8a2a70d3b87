import { describe, expect, it } from "vitest";
import { isEmojiOnly, renderMarkdown } from "./markdown";

describe("chat markdown", () => {
  it("never yields markup from the text", () => {
    const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror="alert(1)"> **bold**');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("<strong>bold</strong>");
  });

  it("leaves javascript: and data: links inert", () => {
    const html = renderMarkdown(
      "[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html,hi) <javascript:alert(1)>",
    );
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).not.toContain("<a");
  });

  it("opens links in a new tab without an opener", () => {
    const html = renderMarkdown("see https://example.com and [docs](https://example.org/d)");
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<a href="https://example.org/d" target="_blank" rel="noopener noreferrer">');
  });

  it("lowers headings by one level and keeps only simple blocks", () => {
    const html = renderMarkdown(
      "# One\n\n###### Six\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n---\n\n![i](https://x/i.png)",
    );
    expect(html).toContain("<h2>One</h2>");
    expect(html).toContain("<h6>Six</h6>");
    expect(html).not.toContain("<h1");
    expect(html).not.toContain("<table");
    expect(html).not.toContain("<hr");
    expect(html).not.toContain("<img");
  });

  it("renders lists, code and quotes", () => {
    const html = renderMarkdown("- a\n- b\n\n`code`\n\n> quoted");
    expect(html).toContain("<ul>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<blockquote>");
  });

  it("shows up to three emoji large", () => {
    expect(isEmojiOnly("😀")).toBe(true);
    expect(isEmojiOnly("👍🏽🎉❤️")).toBe(true);
    expect(isEmojiOnly("👨‍👩‍👧")).toBe(true);
    expect(isEmojiOnly("😀😀😀😀")).toBe(false);
    expect(isEmojiOnly("hi 😀")).toBe(false);
    expect(isEmojiOnly("123")).toBe(false);
  });
});
