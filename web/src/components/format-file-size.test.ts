import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("formatFileSize", () => {
  it("uses B, kB, MB, GB and TB in steps of 1024", () => {
    expect(formatFileSize(0, "en")).toBe("0 B");
    expect(formatFileSize(512, "en")).toBe("512 B");
    expect(formatFileSize(1024, "en")).toBe("1 kB");
    expect(formatFileSize(1536, "en")).toBe("1.5 kB");
    expect(formatFileSize(5 * 1024 ** 2, "en")).toBe("5 MB");
    expect(formatFileSize(2.25 * 1024 ** 3, "en")).toBe("2.3 GB");
    expect(formatFileSize(3 * 1024 ** 4, "en")).toBe("3 TB");
  });

  it("stays in TB beyond it and rounds large values to whole numbers", () => {
    expect(formatFileSize(2048 * 1024 ** 4, "en")).toBe("2,048 TB");
    expect(formatFileSize(150.4 * 1024, "en")).toBe("150 kB");
  });

  it("uses the locale's decimal separator", () => {
    expect(formatFileSize(1536, "de")).toBe("1,5 kB");
  });

  it("returns an empty string for impossible sizes", () => {
    expect(formatFileSize(-1)).toBe("");
    expect(formatFileSize(Number.NaN)).toBe("");
  });
});
