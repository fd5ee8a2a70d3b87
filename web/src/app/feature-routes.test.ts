import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { FeatureManifest } from "../features/manifest";
import { changeLanguage, i18n, LANGUAGES } from "../i18n";
import type { FeatureTranslations } from "../i18n/namespaces";
import { inAllLanguages } from "../test/i18n";
import { featureRoutes, loadShellTexts } from "./feature-routes";
import { features } from "./features";

/** A probe feature's texts: the same in every language, or German ones of their own. */
const bundle = (namespace: string, texts: object, german?: object) =>
  Object.fromEntries(
    LANGUAGES.map((lng) => [lng, async () => ({ [namespace]: lng === "de" && german ? german : texts })]),
  ) as FeatureTranslations;
// Namespaces no test setup has loaded, so each case sees its texts arrive.
const t = (key: string) => i18n.t(key as never) as string;

describe("feature routes", () => {
  it("load the feature's namespace with its lazy route, and those of the features it shows", async () => {
    const Page = () => null;
    const host: FeatureManifest = {
      key: "probe-host",
      routes: [{ path: "probe", handle: { title: "header.home" }, lazy: async () => ({ Component: Page }) }],
      translations: bundle("probeHost", { title: "Host title" }, { title: "Titel" }),
      shows: ["probe-guest"],
    };
    const guest: FeatureManifest = { key: "probe-guest", translations: bundle("probeGuest", { hint: "Guest hint" }) };
    const [route] = featureRoutes([host, guest], (f) => f.routes) as [RouteObject];
    expect(t("probeHost.title")).toBe("probeHost.title");

    const loaded = await (route.lazy as () => Promise<{ Component: unknown }>)();

    expect(loaded.Component).toBe(Page);
    expect(t("probeHost.title")).toBe("Host title");
    expect(t("probeGuest.hint")).toBe("Guest hint");
    await changeLanguage("de", false);
    expect(t("probeHost.title")).toBe("Titel");
    await changeLanguage("en", false);
  });

  it("load the texts of features that put blocks into the userbar before the first screen", async () => {
    const widget: FeatureManifest = {
      key: "probe-widget",
      userbarWidgets: [() => null],
      translations: bundle("probeWidget", { label: "Widget" }),
    };
    await loadShellTexts([widget, { key: "plain", translations: bundle("probePlain", {}) }]);
    expect(t("probeWidget.label")).toBe("Widget");
    expect(i18n.hasResourceBundle("en", "probePlain")).toBe(false);
  });

  it("keep every feature's namespace complete in all five languages", async () => {
    for (const feature of features) {
      if (!feature.translations) continue;
      const namespaces = await inAllLanguages(feature.translations);
      for (const [namespace, byLanguage] of Object.entries(namespaces)) {
        expect(Object.keys(byLanguage).sort(), namespace).toEqual(["de", "de_DU", "en", "es", "fr"]);
      }
    }
  });
});
