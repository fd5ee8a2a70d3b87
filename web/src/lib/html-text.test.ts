import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "./html-text";

describe("htmlToPlainText", () => {
  it("drops tags and decodes entities, so the text is what a reader sees", () => {
    expect(htmlToPlainText('<p>Fish &amp; <a href="/x">chips</a></p><ul><li>1 &lt; 2</li></ul>')).toBe(
      "Fish & chips1 < 2",
    );
  });

  it("keeps markup-looking text as text and runs nothing", () => {
    expect(htmlToPlainText('<img src=x onerror="window.ran = true">&lt;b&gt;')).toBe("<b>");
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });
});
