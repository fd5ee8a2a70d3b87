import { describe, expect, it } from "vitest";
import { isExtensionAllowed } from "./extension-filter";
import { fileExtension } from "./upload-entry";

describe("upload extension filter", () => {
  it("checks the extension the server stores: trailing dots and spaces and bidi overrides hide nothing", () => {
    expect(fileExtension("evil.exe.")).toBe("exe");
    expect(fileExtension("evil.EXE . ")).toBe("exe");
    expect(fileExtension("photo\u202Egnp.exe")).toBe("exe");
    expect(fileExtension("README")).toBe("");
    const deny = { type: "deny" as const, extensions: ["exe"] };
    expect(isExtensionAllowed(deny, "evil.exe.")).toBe(false);
    expect(isExtensionAllowed(deny, "notes.txt")).toBe(true);
    expect(isExtensionAllowed({ type: "allow", extensions: ["pdf"] }, "scan.pdf ")).toBe(true);
  });
});
