import { describe, expect, it } from "vitest";
import { acceptedLanguages } from "./prerendered.js";

const LANGUAGES = ["en", "de", "de_DU", "es", "fr"];

describe("acceptedLanguages", () => {
  it("orders the browser's languages by weight and maps regional tags to the client's languages", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", LANGUAGES)).toEqual([
      "fr",
      "fr",
      "en",
      "de",
    ]);
    expect(acceptedLanguages("en;q=0.2, de-AT", LANGUAGES)).toEqual(["de", "en"]);
  });

  it("ignores languages the client has no texts for, refused ones (q=0) and a missing header", () => {
    expect(acceptedLanguages("ja, it;q=0.9", LANGUAGES)).toEqual([]);
    expect(acceptedLanguages("de;q=0, es", LANGUAGES)).toEqual(["es"]);
    expect(acceptedLanguages(undefined, LANGUAGES)).toEqual([]);
  });
});
