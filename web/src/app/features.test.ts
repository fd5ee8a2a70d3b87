import { describe, expect, it } from "vitest";
import type { FeatureManifest } from "../features/manifest";
import { type CommonTexts, LANGUAGES, loadCommonTexts } from "../i18n";
import { en } from "../i18n/locales/en";
import { hexId, member, network } from "../test/fixtures";
import { commonTextsOnly } from "../test/i18n";
import { features } from "./features";

const me = member({ id: hexId(1) });
const full = network({
  current_member: me,
  my_groups: [{ id: hexId(10), slug: "sales", name: "Sales", group_category_id: hexId(20) }],
});
const withChangeRequests = {
  ...full,
  config: { ...full.config, memberships: { ...full.config.memberships, change_requests: { enabled: true } } },
};
const SAMPLE_PATHS = [
  "/",
  "/messages",
  "/appointments",
  "/appointments/invites",
  "/directory",
  `/members/${me.id}`,
  "/search",
  "/groups/sales/search",
];

/** Every label the shell shows for a feature: module links, sub-navigation, notifications, tiles. */
function shellLabels(feature: FeatureManifest): string[] {
  const sections = SAMPLE_PATHS.flatMap(
    (path) => feature.userbarSections?.(path, withChangeRequests, "?q=budget") ?? [],
  );
  return [
    ...(feature.moduleLinks ?? []).map((l) => l.label),
    ...sections.flatMap((s) => [s.title, ...s.links.map((l) => l.label)]),
    ...(feature.notifications ?? []).map((n) => n.label),
    ...(feature.tiles ?? []).flatMap((t) => [t.title, t.text]),
  ].filter((key): key is NonNullable<typeof key> => Boolean(key));
}

describe("the feature list", () => {
  it("names each feature once", () => {
    const keys = features.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lets `shows` name only features in the list, each with texts to load", () => {
    const withTexts = new Set(features.filter((f) => f.translations).map((f) => f.key));
    const unknown = features.flatMap((f) => (f.shows ?? []).filter((key) => !withTexts.has(key)));
    expect(unknown).toEqual([]);
  });

  it("names no namespace like a top-level key of the common texts (the key's first segment picks the namespace)", async () => {
    const namespaces = new Set(["app"]);
    for (const modules of (await loadCommonTexts("en")).shell)
      for (const shell of Object.values(modules)) for (const name of Object.keys(shell)) namespaces.add(name);
    for (const feature of features)
      if (feature.translations) for (const name of Object.keys(await feature.translations.en())) namespaces.add(name);
    expect(Object.keys(en).filter((key) => namespaces.has(key))).toEqual([]);
    expect(namespaces.size).toBeGreaterThan(5);
  });

  it("gives every shell label a text in all five languages before any feature route has loaded", async () => {
    // A fresh instance with only what the app has at start-up: the common texts, each feature's shell texts in them.
    const i18n = await commonTextsOnly();
    const missing = features.flatMap((feature) =>
      shellLabels(feature).flatMap((key) =>
        LANGUAGES.filter((lng) => !i18n.exists(key, { lng })).map((lng) => `${feature.key}: ${key} (${lng})`),
      ),
    );
    expect(missing).toEqual([]);
    expect(features.flatMap(shellLabels).length).toBeGreaterThan(20);
  });

  it("keeps each language's shell texts to the features' English ones, key for key", async () => {
    const keys = (texts: CommonTexts) =>
      texts.shell
        .flatMap((modules) => Object.values(modules))
        .flatMap((namespaces) => Object.entries(namespaces))
        .flatMap(([namespace, shell]) =>
          Object.keys((shell as { shell: object }).shell).map((k) => `${namespace}.${k}`),
        )
        .sort();
    const english = keys(await loadCommonTexts("en"));
    expect(english.length).toBeGreaterThan(100);
    for (const lng of ["de", "es", "fr"] as const) expect(keys(await loadCommonTexts(lng)), lng).toEqual(english);
  });
});
