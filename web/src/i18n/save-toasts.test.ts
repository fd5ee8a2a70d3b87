import { describe, expect, it } from "vitest";
import { LANGUAGES, loadCommonTexts } from ".";
import { featureTexts } from "./namespaces";

type Texts = Record<string, Record<string, unknown>>;

describe("save toasts", () => {
  it("say a save worked or failed in the common toasts' words, a capitalised sentence, in every language", async () => {
    for (const lng of LANGUAGES) {
      const { toast } = (await loadCommonTexts(lng)).app;
      expect(toast.saved, lng).toMatch(/^\p{Lu}.*\.$/u);
      const navigation = ((await featureTexts("navigation")[lng]()) as Texts).navigation as Texts[string];
      const apps = ((await featureTexts("apps")[lng]()) as Texts).apps as Record<string, Record<string, unknown>>;
      expect([navigation.saved, apps.item?.saved, apps.creator?.saved], lng).toEqual([
        toast.saved,
        toast.saved,
        toast.saved,
      ]);
      expect(navigation.saveFailed, lng).toBe(toast.saveFailed);
    }
  });
});
