import { describe, expect, it } from "vitest";
import { loadCommonTexts } from ".";
import featureTextsDe from "./feature-texts/de";
import { featureTexts } from "./namespaces";

/** "du" forms: the pronouns, verbs in the second person singular and its imperatives ("Gib", "Wähle"; "Versuche" alone is a noun too). */
const INFORMAL =
  /(?<!\p{L})(du|dein\p{L}*|dir|dich|kannst|hast|bist|musst|darfst|willst|möchtest|gib|scanne|bewahre|wähle|klicke|tippe|füge|warte|versuche es|melde|sag|lies|prüfe|öffne|nutze|richte)(?!\p{L})/iu;

/** Where informal German is right: the language menu names the informal variant. */
const ALLOWED = ["common: language.de_DU"];

function informal(source: string, texts: unknown, path: string[] = []): string[] {
  if (typeof texts === "string") return INFORMAL.test(texts) ? [`${source}: ${path.join(".")}`] : [];
  if (texts && typeof texts === "object")
    return Object.entries(texts).flatMap(([key, value]) => informal(source, value, [...path, key]));
  return [];
}

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
