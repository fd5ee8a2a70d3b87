import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextOn } from "./colors";

describe("colours", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#e8590c", "#ffffff")).toBeCloseTo(3.58, 2);
    expect(contrastRatio("red", "#fff")).toBeNull();
  });

  it("keeps a chosen text colour that is readable, else takes black or white", () => {
    expect(readableTextOn("#1864ab", "#ffffff")).toBe("#ffffff");
    expect(readableTextOn("#e8590c", "#ffffff")).toBe("#000000");
    expect(readableTextOn("#212529", "#343a40")).toBe("#ffffff");
    expect(readableTextOn("not a colour", "#123456")).toBe("#123456");
  });
});
