import { describe, expect, it, vi } from "vitest";
import { changeLanguage, i18n, LANGUAGES } from ".";
import { type FeatureTranslations, featureTexts, loadTranslations } from "./namespaces";

/** A probe feature whose texts say their language; `asked` counts the languages loaded. */
function probe(namespace: string) {
  const asked = vi.fn();
  const load = Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      async () => {
        asked(lng);
        return { [namespace]: { hello: `hello ${lng}` } };
      },
    ]),
  ) as FeatureTranslations;
  return { load, asked };
}
const t = (key: string) => i18n.t(key as never) as string;

describe("feature texts", () => {
  it("load in the interface's language only", async () => {
    const { load, asked } = probe("probeOnly");
    await loadTranslations(load);
    expect(asked.mock.calls).toEqual([["en"]]);
    expect(t("probeOnly.hello")).toBe("hello en");
    expect(i18n.hasResourceBundle("de", "probeOnly")).toBe(false);
  });

  it("come in the new language before the interface switches to it, without a reload", async () => {
    const { load, asked } = probe("probeSwitch");
    await loadTranslations(load);
    const shown: string[] = [];
    const onChange = () => shown.push(t("probeSwitch.hello"));
    i18n.on("languageChanged", onChange);
    try {
      await changeLanguage("fr", false);
      expect(shown).toEqual(["hello fr"]);
      expect(asked.mock.calls).toEqual([["en"], ["fr"]]);
      // Back to a language it has: nothing loads again.
      await changeLanguage("en", false);
      expect(asked.mock.calls).toEqual([["en"], ["fr"]]);
    } finally {
      i18n.off("languageChanged", onChange);
      await changeLanguage("en", false);
    }
  });

  it("of a feature loaded after a switch come in the current language", async () => {
    const { load, asked } = probe("probeLater");
    try {
      await changeLanguage("es", false);
      await loadTranslations(load);
      expect(asked.mock.calls).toEqual([["es"]]);
      expect(t("probeLater.hello")).toBe("hello es");
    } finally {
      await changeLanguage("en", false);
    }
  });

  it("of a feature asked for while the interface switches come in both languages", async () => {
    const { load, asked } = probe("probeDuring");
    const switching = changeLanguage("de", false);
    const loading = loadTranslations(load);
    await Promise.all([switching, loading]);
    try {
      expect(asked.mock.calls.map(([lng]) => lng).sort()).toEqual(["de", "en"]);
      expect(t("probeDuring.hello")).toBe("hello de");
    } finally {
      await changeLanguage("en", false);
    }
  });

  it("are read from each feature's language modules, informal German falling back to the formal", async () => {
    const profile = featureTexts("profile");
    const [en, de, du] = await Promise.all([profile.en(), profile.de(), profile.de_DU()]);
    expect(Object.keys(en).sort()).toEqual(["profile", "profileEdit"]);
    expect(Object.keys(du).sort()).toEqual(["profile", "profileEdit"]);
    // profile has informal texts of its own, profileEdit is the formal German.
    expect(du.profileEdit).toBe(de.profileEdit);
    expect(du.profile).not.toBe(de.profile);
    expect(await featureTexts("navigation").de_DU()).toEqual(await featureTexts("navigation").de());
  });
});
