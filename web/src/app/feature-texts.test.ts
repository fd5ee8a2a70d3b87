import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import type { FeatureManifest } from "../features/manifest";
import { features } from "./features";

const FEATURES = resolve(dirname(new URL(import.meta.url).pathname), "../features");
// A literal key's first segment: t("calendar.overview"), t(`groups.status.${s}`), i18n.t("toast.saved").
const TEXT_KEY = /\bt\(\s*["'`]([A-Za-z]+)\./g;
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/gms;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "i18n" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

async function namespacesOf(feature: FeatureManifest): Promise<string[]> {
  return feature.translations ? Object.keys(await feature.translations.en()) : [];
}

/** Namespaces whose every text is there when a feature's route shows: its own, those it shows, the shell's. */
async function loadedWith(feature: FeatureManifest): Promise<Set<string>> {
  const byKey = new Map(features.map((f) => [f.key, f]));
  const startUp = features.filter((f) => f.userbarWidgets?.length);
  const shown = (feature.shows ?? []).flatMap((key) => byKey.get(key) ?? []);
  const lists = await Promise.all([feature, ...shown, ...startUp].map(namespacesOf));
  return new Set(lists.flat());
}

describe("texts of each feature's screens", () => {
  it("come from namespaces that load with the feature's routes", async () => {
    const featureNamespaces = new Set((await Promise.all(features.map(namespacesOf))).flat());
    const problems: string[] = [];
    for (const feature of features) {
      const folder = join(FEATURES, feature.key);
      if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
      const available = await loadedWith(feature);
      for (const file of sourceFiles(folder)) {
        for (const [, namespace] of readFileSync(file, "utf8").matchAll(TEXT_KEY)) {
          if (namespace && featureNamespaces.has(namespace) && !available.has(namespace)) {
            problems.push(`${relative(FEATURES, file)} reads "${namespace}" without loading it`);
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("of a feature whose components another feature imports load with that feature's routes too", async () => {
    const byKey = new Map(features.map((f) => [f.key, f]));
    const problems: string[] = [];
    for (const feature of features) {
      const folder = join(FEATURES, feature.key);
      if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
      for (const file of sourceFiles(folder)) {
        for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
          if (!specifier?.startsWith(".")) continue;
          const [target] = relative(FEATURES, resolve(dirname(file), specifier)).split(sep);
          const imported = target && target !== feature.key ? byKey.get(target) : undefined;
          if (imported?.translations && !feature.shows?.includes(imported.key)) {
            problems.push(`${feature.key} imports ${imported.key} but does not list it in shows`);
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
