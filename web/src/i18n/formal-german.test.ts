import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { addCommonTexts, loadCommonTexts } from ".";
import featureTextsDe from "./feature-texts/de";
import { featureTexts } from "./namespaces";

/** "du" forms: the pronouns, verbs in the second person singular and its imperatives ("Gib", "Wähle"; "Versuche" alone is a noun too). */
const INFORMAL =
  /(?<!\p{L})(du|dein\p{L}*|dir|dich|kannst|hast|bist|musst|darfst|willst|möchtest|gib|scanne|bewahre|wähle|klicke|tippe|füge|warte|versuche es|melde|sag|lies|prüfe|öffne|nutze|richte)(?!\p{L})/iu;

/** The formal address: "Sie", "Ihnen", "Ihr…" written with a capital. */
const FORMAL = /(?<!\p{L})(Sie|Ihnen|Ihr|Ihre[mnrs]?)(?!\p{L})/u;
/** Where such a word opens a sentence as "they", "it" or "its" (the English texts say so), not the reader. */
const THEY_OR_IT = [
  "abuse-reports: abuse_reports.form.intro",
  "administration: administration.legal.handleHint",
  "administration: administration.joinRequests.intro",
  "administration: administration.settings.join.join_as_external_hint",
  "navigation: navigation.categoryAdmins.intro",
  "pages: pages.deleteConfirm",
  "tasks: tasks.form.assigneesHint",
];

/** Where informal German is right: the language menu names the informal variant. */
const ALLOWED = ["common: language.de_DU"];

function matching(form: RegExp, source: string, texts: unknown, path: string[] = []): string[] {
  if (typeof texts === "string") return form.test(texts) ? [`${source}: ${path.join(".")}`] : [];
  if (texts && typeof texts === "object")
    return Object.entries(texts).flatMap(([key, value]) => matching(form, source, value, [...path, key]));
  return [];
}
const informal = (source: string, texts: unknown) => matching(INFORMAL, source, texts);
/** The features with texts (each has a `de.ts`). */
const folders = Object.keys(featureTextsDe).map((file) => file.split("/")[3] as string);

describe("formal German (de)", () => {
  it("addresses the reader as “Sie” everywhere; “du” is de_DU's", async () => {
    const common = await loadCommonTexts("de");
    const found = [
      ...informal("common", common.app),
      ...common.shell.flatMap((modules) => informal("common shell", modules)),
      ...Object.entries(featureTextsDe).flatMap(([file, modules]) =>
        informal(file.replace("../../features/", ""), Object.values(modules)[0]),
      ),
    ];
    expect(found.length).toBeGreaterThanOrEqual(ALLOWED.length);
    expect(found.filter((text) => !ALLOWED.includes(text))).toEqual([]);
  });

  it("keeps the “du” forms in informal German (de_DU)", async () => {
    const { twoFactor } = (await featureTexts("two-factor").de_DU()) as { twoFactor: Record<string, string> };
    expect(twoFactor.signInIntro).toMatch(/^Gib den Code aus deiner/);
    const { chat } = (await featureTexts("chat").de_DU()) as { chat: { you: string } };
    expect(chat.you).toBe("Du");
  });
});

describe("informal German (de_DU)", () => {
  it("never addresses the reader as “Sie”: a feature's de_DU.ts says “du” where its de.ts says “Sie”", async () => {
    const common = i18next.createInstance();
    await common.init({ resources: {} });
    addCommonTexts(common, "de_DU", await loadCommonTexts("de_DU"));
    const found = [
      ...matching(FORMAL, "common", common.getDataByLanguage("de_DU")),
      ...(
        await Promise.all(folders.map(async (folder) => matching(FORMAL, folder, await featureTexts(folder).de_DU())))
      ).flat(),
    ];
    expect(found.filter((text) => !THEY_OR_IT.includes(text))).toEqual([]);
  });
});
