import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/client";
import { changeLanguage } from "../i18n";
import { fieldError, translateFieldCode } from "./field-errors";

describe("field error texts with a limit", () => {
  afterEach(() => changeLanguage("en", false));

  it("name the limit where it is known, and say it plainly where not", () => {
    expect(translateFieldCode("too_short", 8)).toBe("Is too short (at least 8 characters).");
    expect(translateFieldCode("too_short")).toBe("Is too short.");
    expect(translateFieldCode("too_long", 200)).toBe("Is too long (at most 200 characters).");
    expect(translateFieldCode("too_small", 1)).toBe("Must be at least 1.");
    expect(translateFieldCode("too_big", 100)).toBe("Must be at most 100.");
    // A code that names no limit keeps its own text.
    expect(translateFieldCode("required", 10)).toBe("This field is required.");
  });

  it("write the limit in the interface language's numbers", async () => {
    await changeLanguage("de", false);
    expect(translateFieldCode("too_long", 100_000)).toBe("Ist zu lang (höchstens 100.000 Zeichen).");
    await changeLanguage("de_DU", false);
    expect(translateFieldCode("too_long", 10_000)).toBe("Ist zu lang (höchstens 10.000 Zeichen).");
  });

  it("take the limit of a 422's field, with or without the body's key", () => {
    const error = new ApiError(422, {
      error: "validation_failed",
      message: "x",
      errors: { "user.password": ["too_short"], name: ["is too long"] },
      codes: { "user.password": ["too_short"] },
      limits: { "user.password": 10, name: 120 },
    });
    expect(fieldError(error, "password")).toBe("Is too short (at least 10 characters).");
    // An answer without codes is translated through its message, still with its limit.
    expect(fieldError(error, "name")).toBe("Is too long (at most 120 characters).");
  });
});
